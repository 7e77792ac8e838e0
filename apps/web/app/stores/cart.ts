import { create } from 'zustand';

/**
 * Header view of the cart: item count and subtotal incl. VAT (euros). The full local-first cart
 * (lines, crates, server sync) extends this store.
 */
export interface CartSummaryState {
  itemCount: number;
  subtotalTtc: number;
  setSummary: (summary: { itemCount: number; subtotalTtc: number }) => void;
  reset: () => void;
}

export const useCartStore = create<CartSummaryState>((set) => ({
  itemCount: 0,
  subtotalTtc: 0,
  setSummary: ({ itemCount, subtotalTtc }) => set({ itemCount, subtotalTtc }),
  reset: () => set({ itemCount: 0, subtotalTtc: 0 }),
}));
