import { useSyncExternalStore } from 'react';
import { OFFLINE_COPY_META } from '../serviceWorker/cachePolicy';

/**
 * Browser only (the server renders with getServerSnapshot): whether the page has a connection. Read
 * once, then followed by the window's online/offline events from that first read on, whoever listens.
 */
let online: boolean | undefined;
const listeners = new Set<() => void>();

function connectionChanged(event: Event) {
  online = event.type === 'online';
  listeners.forEach((listener) => listener());
}

/** Offline when the browser says so, or when this page is a copy the service worker answered because the network failed. */
function readOnline(): boolean {
  if (online === undefined) {
    online = navigator.onLine && !document.querySelector(`meta[name="${OFFLINE_COPY_META}"]`);
    window.addEventListener('online', connectionChanged);
    window.addEventListener('offline', connectionChanged);
  }
  return online;
}

function subscribe(onChange: () => void) {
  listeners.add(onChange);
  return () => listeners.delete(onChange);
}

/** Whether the device has a connection. The server, and hydration, assume it has. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, readOnline, () => true);
}
