import { useSyncExternalStore } from 'react';
import { OFFLINE_COPY_META } from '../serviceWorker/cachePolicy';

/** Browser only (the server renders with getServerSnapshot): whether the page has a connection, from its first read on. */
let online: boolean | undefined;
const listeners = new Set<() => void>();

/** Offline when the browser says so, or when this page is a copy the service worker answered because the network failed. */
function readOnline(): boolean {
  online ??= navigator.onLine && !document.querySelector(`meta[name="${OFFLINE_COPY_META}"]`);
  return online;
}

function connectionChanged(event: Event) {
  online = event.type === 'online';
  listeners.forEach((listener) => listener());
}

function subscribe(onChange: () => void) {
  if (listeners.size === 0) {
    window.addEventListener('online', connectionChanged);
    window.addEventListener('offline', connectionChanged);
  }
  listeners.add(onChange);
  return () => {
    listeners.delete(onChange);
    if (listeners.size > 0) return;
    window.removeEventListener('online', connectionChanged);
    window.removeEventListener('offline', connectionChanged);
  };
}

/** Whether the device has a connection. The server, and hydration, assume it has. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, readOnline, () => true);
}
