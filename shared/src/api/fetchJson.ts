/**
 * The one way sections call our API from the browser. A non-OK answer throws `errorMessage(status)`
 * (the spec's wording for each call); anything that is not JSON throws a MalformedResponseError.
 */
export class MalformedResponseError extends Error {
  constructor(url: string) {
    super(`The answer from ${url} is not valid JSON`);
    this.name = 'MalformedResponseError';
  }
}

export async function fetchJson<T = unknown>(
  url: string,
  { errorMessage, signal }: { errorMessage: (status: number) => string; signal?: AbortSignal },
): Promise<T> {
  const response = await fetch(url, { signal, headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(errorMessage(response.status));
  try {
    return (await response.json()) as T;
  } catch {
    throw new MalformedResponseError(url);
  }
}
