import { expectConsoleError } from 'shared/testing';
import { RemoteUnavailableError } from '../runtime/remoteFailure';
import { onRecoverableError } from './recoverableError';
import { SECTION_LEFT_TO_BROWSER } from './sectionLeftToBrowser';
import { ServerBuildGone } from './serverBuildGone';

const componentStack = '\n    at AccessPage (http://127.0.0.1/releases/mfe-access/r1/files/123.js:1:1)';

function handled(error: unknown) {
  const reports: unknown[][] = [];
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const info = jest.spyOn(console, 'info').mockImplementation(() => undefined);
  onRecoverableError((...args) => void reports.push(args))(error, { componentStack });
  const said = { reports, warnings: warn.mock.calls.length, infos: info.mock.calls.length };
  warn.mockRestore();
  info.mockRestore();
  return said;
}

test('a hydration error is logged and reported to telemetry with its component stack', () => {
  const logged = expectConsoleError(/\[hydration\]/);
  const { reports } = handled(new Error('Hydration failed because the server rendered text did not match'));
  expect(reports).toEqual([['hydration-error', undefined, componentStack]]);
  expect(logged).toHaveLength(1);
});

test.each([
  ['a section whose server build was redeployed away', new ServerBuildGone('mfe_access'), 'info'],
  [
    'the same, wrapped by React as the cause',
    new Error('wrapped', { cause: new ServerBuildGone('mfe_access') }),
    'info',
  ],
  [
    'a section the server left to the browser',
    Object.assign(new Error('x'), { digest: SECTION_LEFT_TO_BROWSER }),
    'warn',
  ],
  ['a remote the browser cannot load', new RemoteUnavailableError('mfe_access/routes'), 'warn'],
])('%s is expected: said quietly, not reported as a hydration error', (_name, error, level) => {
  const { reports, warnings, infos } = handled(error);
  expect(reports).toEqual([]);
  expect(level === 'info' ? infos : warnings).toBe(1);
});
