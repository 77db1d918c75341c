/** Test-only: the browser's fetch, answered by the test. jsdom has no Response, so a minimal one. */
export interface StubResponse {
  status?: number;
  body?: unknown;
  /** Raw text instead of JSON (e.g. garbage). */
  text?: string;
}

export function stubFetch(answer: (url: URL) => StubResponse | Promise<StubResponse>) {
  const urls: URL[] = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    urls.push(url);
    const { status = 200, body, text } = await answer(url);
    const raw = text ?? JSON.stringify(body);
    return {
      ok: status >= 200 && status < 300,
      status,
      json: async () => JSON.parse(raw),
      text: async () => raw,
    } as Response;
  }) as typeof fetch;
  return urls;
}
