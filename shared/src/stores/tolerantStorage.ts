import type { PersistStorage, StorageValue } from 'zustand/middleware';

/**
 * localStorage for a persisted store that treats unreadable or unparsable data as "nothing stored",
 * never as an error, and never fails a write (storage full, or blocked in private mode: the store
 * still works for this page view). What it returns is only trusted after the store's `merge` has
 * validated it. `onUnparsable` is given what was stored when it is not JSON (to keep it aside) and may
 * answer what the store is to restore instead (a marker its `merge` tells the visitor about).
 */
export function tolerantStorage<T>({
  onUnparsable,
}: { onUnparsable?: (name: string, raw: string) => StorageValue<T> | null } = {}) {
  const storage: PersistStorage<T> = {
    getItem: (name) => {
      let raw: string | null | undefined;
      try {
        raw = globalThis.localStorage?.getItem(name);
      } catch {
        return null;
      }
      if (!raw) return null;
      try {
        return JSON.parse(raw) as StorageValue<T>;
      } catch {
        return onUnparsable?.(name, raw) ?? null;
      }
    },
    setItem: (name, value) => {
      try {
        globalThis.localStorage?.setItem(name, JSON.stringify(value));
      } catch {
        // See above: the store works on without it.
      }
    },
    removeItem: (name) => {
      try {
        globalThis.localStorage?.removeItem(name);
      } catch {
        // See above.
      }
    },
  };
  return storage;
}
