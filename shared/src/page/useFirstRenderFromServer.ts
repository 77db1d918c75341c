import { useState, useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => undefined;
const SAME_SNAPSHOT = 0;

/** Snapshot functions that give one value and note whether React asked for the server's. */
function snapshotReader() {
  const read = { server: false };
  return {
    read,
    client: () => SAME_SNAPSHOT,
    server: () => {
      read.server = true;
      return SAME_SNAPSHOT;
    },
  };
}

/**
 * True when this component's first render was on the server or hydrated the server's HTML, and
 * stays what it was at that first render. A page that shows a loading state on client-side
 * navigation (the article's 500 ms skeleton) renders its content at once when this is true, so the
 * server's HTML holds the content and hydration finds the same.
 *
 * React reads a store's server snapshot exactly when it renders on the server or hydrates, and the
 * client snapshot otherwise: which of the two it asked for is the answer. Both give the same value,
 * so once hydrated React finds nothing changed and does not render the component again (two
 * different values would force a synchronous re-render of it and all it renders: one long task per
 * hydrated section on a slow phone).
 */
export function useFirstRenderFromServer(): boolean {
  const [reader] = useState(snapshotReader);
  useSyncExternalStore(subscribeToNothing, reader.client, reader.server);
  return reader.read.server;
}
