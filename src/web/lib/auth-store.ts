import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/** A signed-in admin (docs/product.md §3.2, userInfo with token), persisted in localStorage. */
interface UserInfo {
  email: string;
  token: string;
}

interface AuthState {
  userInfo: UserInfo | null;
  setUserInfo: (userInfo: UserInfo | null) => void;
}

const STORAGE_KEY = 'kinderkiste-user';

export const useAuthStore = create<AuthState>()(
  persist((set) => ({ userInfo: null, setUserInfo: (userInfo) => set({ userInfo }) }), {
    name: STORAGE_KEY,
    storage: createJSONStorage(() => localStorage),
  }),
);

// A sign-in, renewal or sign-out in another tab is taken over here, so a tab left open never
// works on with a token that another tab has already replaced (decision 039).
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === STORAGE_KEY) void useAuthStore.persist.rehydrate();
  });
}
