import * as v from 'valibot';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { tolerantStorage } from './tolerantStorage';

/** What a visitor can keep in the plan: a pavilion, an event, an attraction or a restaurant. */
export const PLAN_ITEM_KINDS = ['pavilion', 'event', 'attraction', 'restaurant'] as const;
export type PlanItemKind = (typeof PLAN_ITEM_KINDS)[number];

/** The most items a plan keeps: a visit's worth many times over, and a share link that stays short. */
export const MAX_PLAN_ITEMS = 200;

/** One saved item, as the plan holds it and as it must be to be restored from storage. */
export const PlanItemSchema = v.object({
  kind: v.picklist(PLAN_ITEM_KINDS),
  /** The item's id in its section's content (a slug: 'uae', 'opening-ceremony'). */
  id: v.pipe(v.string(), v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/), v.maxLength(80)),
  /** When it was saved (ISO 8601). */
  savedAt: v.pipe(v.string(), v.isoTimestamp()),
});

export type PlanItem = v.InferOutput<typeof PlanItemSchema>;

/**
 * What restoring the stored plan could not keep, for the shell to tell the visitor once: items that
 * were not well formed (`dropped`, beside the `kept` ones), or a stored plan that could not be read at
 * all (`unreadable`: it is kept aside, under PLAN_UNREADABLE_KEY, not thrown away).
 */
export interface PlanRecovery {
  kept: number;
  dropped: number;
  unreadable: boolean;
}

export interface PlanState {
  items: PlanItem[];
  recovery: PlanRecovery | null;
  save: (kind: PlanItemKind, id: string) => void;
  /** Saves each of `items` the plan does not hold yet (a shared plan merged in), up to MAX_PLAN_ITEMS; answers how many it saved. */
  saveAll: (items: ReadonlyArray<Pick<PlanItem, 'kind' | 'id'>>) => number;
  remove: (kind: PlanItemKind, id: string) => void;
  dismissRecovery: () => void;
}

export const PLAN_STORAGE_KEY = 'expo-guide-plan';
/** Where a stored plan that is not JSON at all is kept, so that nothing of it is lost. */
export const PLAN_UNREADABLE_KEY = `${PLAN_STORAGE_KEY}.unreadable`;
/**
 * Bump when PlanItem's shape changes, with the change in `migrate`. A plan of another version (older,
 * or newer from a later shell) keeps every item that is well formed now.
 */
export const PLAN_SCHEMA_VERSION = 1;

const sameItem = (a: Pick<PlanItem, 'kind' | 'id'>, b: Pick<PlanItem, 'kind' | 'id'>) =>
  a.kind === b.kind && a.id === b.id;

/** The well-formed items of whatever storage held, each once, at most MAX_PLAN_ITEMS; and how many were dropped. */
export function sanitizePlanItems(value: unknown): { items: PlanItem[]; dropped: number } {
  const stored: unknown[] = Array.isArray(value) ? value : [];
  const items: PlanItem[] = [];
  for (const entry of stored) {
    if (!v.is(PlanItemSchema, entry) || items.some((item) => sameItem(item, entry))) continue;
    if (items.length === MAX_PLAN_ITEMS) break;
    items.push({ kind: entry.kind, id: entry.id, savedAt: entry.savedAt });
  }
  return { items, dropped: stored.length - items.length };
}

/** Whether the plan holds an item. */
export const selectInPlan = (kind: PlanItemKind, id: string) => (state: Pick<PlanState, 'items'>) =>
  state.items.some((item) => sameItem(item, { kind, id }));

/** Keeps a stored plan that cannot be read under PLAN_UNREADABLE_KEY: the first one, which is the visitor's. */
function keepAside(raw: string) {
  try {
    if (globalThis.localStorage?.getItem(PLAN_UNREADABLE_KEY) === null)
      globalThis.localStorage.setItem(PLAN_UNREADABLE_KEY, raw);
  } catch {
    // Storage blocked: there is nothing to keep it in.
  }
}

/** What a stored plan that is not JSON is restored as: a marker `merge` reports. */
const UNREADABLE = { unreadable: true } as const;

export const usePlanStore = create<PlanState>()(
  persist(
    (set, get) => ({
      items: [],
      recovery: null,
      save: (kind, id) =>
        set((state) =>
          state.items.some((item) => sameItem(item, { kind, id })) || state.items.length >= MAX_PLAN_ITEMS
            ? state
            : { items: [...state.items, { kind, id, savedAt: new Date().toISOString() }] },
        ),
      saveAll: (items) => {
        const before = get().items;
        const savedAt = new Date().toISOString();
        const added = items
          .filter((item, index) => items.findIndex((other) => sameItem(other, item)) === index)
          .filter((item) => !before.some((held) => sameItem(held, item)))
          .slice(0, Math.max(0, MAX_PLAN_ITEMS - before.length))
          .map(({ kind, id }) => ({ kind, id, savedAt }));
        if (added.length > 0) set({ items: [...before, ...added] });
        return added.length;
      },
      remove: (kind, id) => set((state) => ({ items: state.items.filter((item) => !sameItem(item, { kind, id })) })),
      dismissRecovery: () => set({ recovery: null }),
    }),
    {
      name: PLAN_STORAGE_KEY,
      version: PLAN_SCHEMA_VERSION,
      storage: tolerantStorage<Pick<PlanState, 'items'>>({
        onUnparsable: (name, raw) => {
          keepAside(raw);
          // Set aside, it is no longer read: the visitor is told once, not on every page.
          try {
            globalThis.localStorage?.removeItem(name);
          } catch {
            // Storage blocked: there is nothing to remove it from.
          }
          return { state: UNREADABLE as unknown as Pick<PlanState, 'items'>, version: PLAN_SCHEMA_VERSION };
        },
      }),
      // Read by the browser's app root after its first render (App.tsx), as the cart is.
      skipHydration: true,
      partialize: (state) => ({ items: state.items }),
      // Every version so far has the same items: merge keeps the well-formed ones.
      migrate: (persisted) => persisted as Pick<PlanState, 'items'>,
      merge: (persisted, current) => {
        const stored = persisted as { items?: unknown; unreadable?: true } | undefined;
        if (stored === undefined) return { ...current, items: [], recovery: null };
        if (stored.unreadable || !Array.isArray(stored.items)) {
          // JSON, but not a plan: kept aside as it was, like a plan that is not JSON at all.
          if (!stored.unreadable) keepAside(JSON.stringify({ state: stored }));
          return { ...current, items: [], recovery: { kept: 0, dropped: 0, unreadable: true } };
        }
        const { items, dropped } = sanitizePlanItems(stored.items);
        return {
          ...current,
          items,
          recovery: dropped > 0 ? { kept: items.length, dropped, unreadable: false } : null,
        };
      },
    },
  ),
);
