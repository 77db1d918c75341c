/**
 * `npm run dev`: the site server (for /api), the shell's dev server and one per section, each
 * section from the sections table, so a new section needs no change here.
 */
import concurrently from 'concurrently';
import { SECTIONS } from 'shared/site';

const { result } = concurrently(
  [
    { name: 'server', command: 'tsx site-standalone/src/standalone.ts --no-build' },
    { name: 'shell', command: 'npm run dev -w shell' },
    ...SECTIONS.map((section) => ({
      name: section.package.replace(/^mfe-/, ''),
      command: `npm run dev -w ${section.package}`,
    })),
  ],
  { killOthersOn: ['failure', 'success'], prefix: 'name' },
);

result.catch(() => (process.exitCode = 1));
