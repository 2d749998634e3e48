import { create } from 'zustand';

/** Cart UI state that lives only while the page is open: the drawer and rows fading out. */
interface CartUiState {
  drawerOpen: boolean;
  setDrawerOpen: (open: boolean) => void;
  /** Ids of rows confirmed for removal: they fade, the removal applies after a delay. */
  removing: string[];
  markRemoving: (id: string) => void;
  unmarkRemoving: (id: string) => void;
}

export const useCartUiStore = create<CartUiState>()((set) => ({
  drawerOpen: false,
  setDrawerOpen: (drawerOpen) => set({ drawerOpen }),
  removing: [],
  markRemoving: (id) =>
    set((state) => (state.removing.includes(id) ? state : { removing: [...state.removing, id] })),
  unmarkRemoving: (id) =>
    set((state) => ({ removing: state.removing.filter((item) => item !== id) })),
}));
