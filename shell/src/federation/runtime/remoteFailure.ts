/** Marks the stand-in module that the runtime plugin returns for a remote that failed to load. */
export const REMOTE_LOAD_FAILED = Symbol.for('expo-guide.remote-load-failed');

export class RemoteUnavailableError extends Error {
  constructor(
    readonly remoteId: string,
    readonly cause?: unknown,
  ) {
    super(`The remote module ${remoteId} could not be loaded`);
    this.name = 'RemoteUnavailableError';
  }
}

export interface FailedRemoteModule {
  __esModule: true;
  [REMOTE_LOAD_FAILED]: RemoteUnavailableError;
  /** Rendering it throws, so the section's error boundary shows the unavailable message. */
  default: () => never;
}

export function failedRemoteModule(remoteId: string, cause: unknown): FailedRemoteModule {
  const error = new RemoteUnavailableError(remoteId, cause);
  const Unavailable = (): never => {
    throw error;
  };
  return { __esModule: true, [REMOTE_LOAD_FAILED]: error, default: Unavailable };
}

export function isFailedRemoteModule(module: unknown): module is FailedRemoteModule {
  return typeof module === 'object' && module !== null && REMOTE_LOAD_FAILED in module;
}
