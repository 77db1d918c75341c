import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder, format } from 'node:util';
import { CONSOLE_ERROR_WATCH, type ConsoleErrorWatch } from './shared/src/testing/consoleErrors';

// react-router needs TextEncoder, which jsdom does not provide.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// A console.error no test expected fails the test it came from (shared/src/testing/consoleErrors.ts);
// one it expected (expectConsoleError) is kept quiet and handed to it.
const consoleError = console.error;
const watch: ConsoleErrorWatch & { unexpected: string[] } = { expected: [], seen: [], unexpected: [] };
(globalThis as { [CONSOLE_ERROR_WATCH]?: ConsoleErrorWatch })[CONSOLE_ERROR_WATCH] = watch;

beforeEach(() => {
  watch.expected.length = 0;
  watch.seen.length = 0;
  watch.unexpected.length = 0;
  console.error = (...args: unknown[]) => {
    const message = format(...args);
    if (watch.expected.some((pattern) => pattern.test(message))) watch.seen.push(message);
    else watch.unexpected.push(message);
  };
});

afterEach(() => {
  console.error = consoleError;
  const unexpected = watch.unexpected.splice(0);
  if (unexpected.length > 0)
    throw new Error(
      `console.error the test did not expect (expectConsoleError names the expected ones):\n\n${unexpected.join('\n\n')}`,
    );
});
