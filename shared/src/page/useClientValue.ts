import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => undefined;

/**
 * `read()` in the browser, `onServer` on the server and while hydrating the server's HTML (React
 * renders the server value first there, then the browser's), so hydration meets the same output.
 */
export function useClientValue<T>(read: () => T, onServer: T): T {
  return useSyncExternalStore(subscribeToNothing, read, () => onServer);
}
