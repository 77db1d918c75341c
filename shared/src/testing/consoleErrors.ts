/**
 * Test-only. Every test fails on a `console.error` it did not expect (jest.setup.ts): React's
 * warnings (act, keys, hydration), a failed render, a library's complaint. A test that provokes one
 * on purpose names it here; the messages it matched are returned, for the test to assert on.
 */
export interface ConsoleErrorWatch {
  /** Patterns of the messages the running test expects. */
  expected: RegExp[];
  /** The expected messages seen so far in the running test. */
  seen: string[];
}

export const CONSOLE_ERROR_WATCH = Symbol.for('expo-guide.consoleErrorWatch');

function watch(): ConsoleErrorWatch {
  const current = (globalThis as { [CONSOLE_ERROR_WATCH]?: ConsoleErrorWatch })[CONSOLE_ERROR_WATCH];
  if (!current) throw new Error('expectConsoleError needs jest.setup.ts, which watches console.error');
  return current;
}

/** The running test expects console.error messages matching `patterns`: they are kept quiet, and returned as they come. */
export function expectConsoleError(...patterns: RegExp[]): readonly string[] {
  const current = watch();
  current.expected.push(...patterns);
  return current.seen;
}
