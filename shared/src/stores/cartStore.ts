import { create } from 'zustand';
import { persist, type PersistStorage, type StorageValue } from 'zustand/middleware';
import { addMoney } from '../format/money';

export interface CartItem {
  productId: string;
  title: string;
  /** USD. */
  unitPrice: number;
  quantity: number;
}

export interface CartState {
  items: CartItem[];
  addItem: (item: Omit<CartItem, 'quantity'>, quantity?: number) => void;
  removeItem: (productId: string) => void;
  setQuantity: (productId: string, quantity: number) => void;
  clear: () => void;
}

export const CART_STORAGE_KEY = 'expo-guide-cart';
/** Bump when CartItem's shape changes: older stored carts then reset to empty. */
export const CART_SCHEMA_VERSION = 1;
export const MAX_QUANTITY = 99;

function isCartItem(value: unknown): value is CartItem {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Record<string, unknown>;
  return (
    typeof item.productId === 'string' &&
    item.productId.length > 0 &&
    typeof item.title === 'string' &&
    typeof item.unitPrice === 'number' &&
    Number.isFinite(item.unitPrice) &&
    item.unitPrice >= 0 &&
    Number.isInteger(item.quantity) &&
    (item.quantity as number) >= 1 &&
    (item.quantity as number) <= MAX_QUANTITY
  );
}

/** Keeps only well-formed items from whatever storage held; anything else means an empty cart. */
export function sanitizeCartItems(value: unknown): CartItem[] {
  return Array.isArray(value) ? value.filter(isCartItem) : [];
}

/** localStorage that treats unreadable or unparsable data as "nothing stored", never as an error. */
// What it returns is only trusted after `merge` below has validated every item.
const tolerantCartStorage: PersistStorage<Pick<CartState, 'items'>> = {
  getItem: (name) => {
    try {
      const raw = globalThis.localStorage?.getItem(name);
      return raw ? (JSON.parse(raw) as StorageValue<Pick<CartState, 'items'>>) : null;
    } catch {
      return null;
    }
  },
  setItem: (name, value) => {
    try {
      globalThis.localStorage?.setItem(name, JSON.stringify(value));
    } catch {
      // Storage full or blocked (private mode): the cart still works for this page view.
    }
  },
  removeItem: (name) => {
    try {
      globalThis.localStorage?.removeItem(name);
    } catch {
      /* see setItem */
    }
  },
};

const clampQuantity = (quantity: number) => Math.min(MAX_QUANTITY, Math.max(0, Math.floor(quantity)));

export const useCartStore = create<CartState>()(
  persist(
    (set) => ({
      items: [],
      addItem: (item, quantity = 1) =>
        set((state) => {
          const existing = state.items.find((i) => i.productId === item.productId);
          if (existing) {
            return {
              items: state.items.map((i) =>
                i.productId === item.productId ? { ...i, quantity: clampQuantity(i.quantity + quantity) } : i,
              ),
            };
          }
          const added = clampQuantity(quantity);
          return added > 0 ? { items: [...state.items, { ...item, quantity: added }] } : state;
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
      storage: tolerantCartStorage,
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
