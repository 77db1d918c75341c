import * as v from 'valibot';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { addMoney } from '../format/money';
import { tolerantStorage } from './tolerantStorage';

export const MAX_QUANTITY = 99;

/** One cart line, as the cart holds it and as it must be to be restored from storage. */
export const CartItemSchema = v.object({
  productId: v.pipe(v.string(), v.minLength(1)),
  title: v.string(),
  /** USD. */
  unitPrice: v.pipe(v.number(), v.finite(), v.minValue(0)),
  quantity: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_QUANTITY)),
});

export type CartItem = v.InferOutput<typeof CartItemSchema>;

export interface CartState {
  items: CartItem[];
  /** The last item added with addItem in this tab (the shell announces it), numbered so adding the same item twice is two additions; never stored. */
  lastAdded: { title: string; serial: number } | null;
  addItem: (item: Omit<CartItem, 'quantity'>, quantity?: number) => void;
  removeItem: (productId: string) => void;
  setQuantity: (productId: string, quantity: number) => void;
  clear: () => void;
}

export const CART_STORAGE_KEY = 'expo-guide-cart';
/** Bump when CartItem's shape changes: older stored carts then reset to empty. */
export const CART_SCHEMA_VERSION = 1;

const isCartItem = (value: unknown): value is CartItem => v.is(CartItemSchema, value);

/** Keeps only well-formed items from whatever storage held; anything else means an empty cart. */
export function sanitizeCartItems(value: unknown): CartItem[] {
  return Array.isArray(value) ? value.filter(isCartItem) : [];
}

const clampQuantity = (quantity: number) => Math.min(MAX_QUANTITY, Math.max(0, Math.floor(quantity)));

export const useCartStore = create<CartState>()(
  persist(
    (set) => ({
      items: [],
      lastAdded: null,
      addItem: (item, quantity = 1) =>
        set((state) => {
          const lastAdded = { title: item.title, serial: (state.lastAdded?.serial ?? 0) + 1 };
          const existing = state.items.find((i) => i.productId === item.productId);
          if (existing) {
            return {
              items: state.items.map((i) =>
                i.productId === item.productId ? { ...i, quantity: clampQuantity(i.quantity + quantity) } : i,
              ),
              lastAdded,
            };
          }
          const added = clampQuantity(quantity);
          return added > 0 ? { items: [...state.items, { ...item, quantity: added }], lastAdded } : state;
        }),
      removeItem: (productId) => set((state) => ({ items: state.items.filter((i) => i.productId !== productId) })),
      setQuantity: (productId, quantity) =>
        set((state) => {
          const next = clampQuantity(quantity);
          return {
            items:
              next === 0
                ? state.items.filter((i) => i.productId !== productId)
                : state.items.map((i) => (i.productId === productId ? { ...i, quantity: next } : i)),
          };
        }),
      clear: () => set({ items: [] }),
    }),
    {
      name: CART_STORAGE_KEY,
      version: CART_SCHEMA_VERSION,
      storage: tolerantStorage<Pick<CartState, 'items'>>(),
      // Read by the browser's app root after its first render (App.tsx), so hydrating a
      // server-rendered page (always an empty cart) meets the same empty cart first.
      skipHydration: true,
      partialize: (state) => ({ items: state.items }),
      // Another schema version: start over with an empty cart rather than guess at old data.
      migrate: () => ({ items: [] }),
      merge: (persisted, current) => ({
        ...current,
        items: sanitizeCartItems((persisted as { items?: unknown } | undefined)?.items),
      }),
    },
  ),
);

export const selectCartCount = (state: Pick<CartState, 'items'>) =>
  state.items.reduce((count, item) => count + item.quantity, 0);

export const selectCartSubtotal = (state: Pick<CartState, 'items'>) =>
  addMoney(...state.items.map((item) => item.unitPrice * item.quantity));
