import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/** A signed-in admin (SPEC.md §3, userInfo with token), persisted in localStorage. */
interface UserInfo {
  email: string;
  token: string;
}

interface AuthState {
  userInfo: UserInfo | null;
  setUserInfo: (userInfo: UserInfo | null) => void;
}

export const useAuthStore = create<AuthState>()(
  persist((set) => ({ userInfo: null, setUserInfo: (userInfo) => set({ userInfo }) }), {
    name: 'kinderkiste-user',
    storage: createJSONStorage(() => localStorage),
  }),
);
