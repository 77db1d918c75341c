/**
 * `npm test`: every check, in order, each under its deadline (scripts/testRun.ts ends a step past it
 * and names what was still running). The deadlines are here and nowhere else; each is a few times the
 * step's time on a loaded two-core machine (docs/testing.md#deadlines), so only a hang reaches one.
 */
import { runSteps, duration, type TestStep } from './testRun';

const MINUTE = 60_000;

/** npm test's steps: the npm script each runs, and its deadline in minutes. */
const STEPS: Array<[script: string, minutes: number]> = [
  // On a fresh machine it installs chromium, redis-server and haproxy with apt-get.
  ['preflight', 15],
  ['typecheck', 10],
  ['lint', 10],
  ['test:unit', 25],
  ['test:scripts', 10],
  ['build:checked', 20],
  ['size', 10],
  ['test:production', 15],
  ['test:ssr', 40],
  ['test:e2e', 50],
];

/** Below CI's 90 minutes, so a run always ends with the name of what hung rather than CI's cut-off. */
const WHOLE_RUN_MINUTES = 85;

export const NPM_TEST_STEPS: TestStep[] = STEPS.map(([script, minutes]) => ({
  name: script,
  command: 'npm',
  args: ['run', script],
  deadlineMs: minutes * MINUTE,
}));

async function main() {
  const result = await runSteps(NPM_TEST_STEPS, { totalMs: WHOLE_RUN_MINUTES * MINUTE });
  console.log(`\nnpm test: ${result.took.map(({ name, ms }) => `${name} ${duration(ms)}`).join(', ')}`);
  if (!result.ok) {
    console.error(`\nnpm test failed:\n${result.failures.join('\n')}`);
    process.exit(1);
  }
  console.log('npm test: every step passed');
}

if (require.main === module) void main();
