/**
 * Builds every package for production with fake server-side secrets in the environment, then
 * searches every built file for them. Any hit means a secret could reach a browser: exit 1.
 * `npm test` builds through this script, so the site the browser tests run is this build.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { SECTIONS } from 'shared/site';

const REPO_ROOT = path.resolve(__dirname, '..');
const PACKAGES = ['shell', ...SECTIONS.map((section) => section.package)];

// Recognisable fake values for every server-side secret the project knows.
const FAKE_SECRETS: Record<string, string> = {
  CJ_PERSONAL_ACCESS_TOKEN: 'fake-cj-pat-7f3a9c1e5b',
  CJ_COMPANY_ID: 'fake-cj-company-48213',
  GELATO_API_KEY: 'fake-gelato-key-b82d6e0a4f',
  GELATO_STORE_ID: 'fake-gelato-store-55d1',
};

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });
}

execFileSync('npm', ['run', 'build'], { cwd: REPO_ROOT, stdio: 'inherit', env: { ...process.env, ...FAKE_SECRETS } });

const leaks: string[] = [];
let scanned = 0;
for (const pkg of PACKAGES) {
  for (const file of filesUnder(path.join(REPO_ROOT, pkg, 'dist'))) {
    scanned++;
    const content = readFileSync(file, 'latin1');
    for (const [name, value] of Object.entries(FAKE_SECRETS)) {
      if (content.includes(value) || content.includes(name))
        leaks.push(`${path.relative(REPO_ROOT, file)} contains ${name}`);
    }
  }
}

if (leaks.length > 0) {
  console.error(`Secrets found in client bundles:\n${leaks.join('\n')}`);
  process.exit(1);
}
console.log(
  `No server-side secret in any of the ${scanned} built client files (${Object.keys(FAKE_SECRETS).join(', ')}).`,
);
