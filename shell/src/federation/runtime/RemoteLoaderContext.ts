import { createContext, useContext } from 'react';
import type { RemoteLoader } from './remoteLoader';
import { remotes } from './remotes';

/** The loader sections render through: the browser's by default; the server provides its own (entry.server.tsx). */
export const RemoteLoaderContext = createContext<RemoteLoader>(remotes);

export const useRemoteLoader = () => useContext(RemoteLoaderContext);
