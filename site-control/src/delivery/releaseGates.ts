import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import semver from 'semver';
import {
  HOME_WIDGETS,
  RELEASE_INTEGRITY_GLOBAL,
  REMOTE_CODE_BUDGET_BYTES,
  SECTION_FIRST_LOAD_BUDGET_BYTES,
  ROUTES_EXPOSE,
  SEARCH_EXPOSE,
  type RemoteManifest,
  sectionNamed,
} from 'shared/site';
import { sectionFirstLoadFiles, routesModuleFiles } from 'site-contract/releases/remoteModuleFiles';
import type { CheckedUpload } from 'site-contract/releases/uploadCheck';

/** One gate's verdict: its name and, when it failed, what to change. */
export interface GateResult {
  gate: string;
  passed: boolean;
  detail: string;
}

export interface GateContext {
  /** The running shell's version of a singleton it offers to remotes (by share key), undefined when it offers none. */
  shellShared: (shareKey: string) => string | undefined;
  /** The running shell's build folder (shell/dist): most of a section page's first load is its files. */
  shellBuild: string;
  /** The values of the site server's own secrets (API keys): no release may carry one. */
  secrets: readonly string[];
  /**
   * Renders the candidate's routes in the render sandbox, in English and Arabic, watching its module
   * scope: the problems found (none when it passed).
   */
  sandboxRender?: (upload: CheckedUpload) => Promise<{ problems: string[]; pages: number }>;
}

type SharedEntry = {
  name: string;
  singleton?: boolean;
  requiredVersion?: string;
  assets?: { js?: { sync?: string[] } };
};
type Manifest = RemoteManifest & { shared?: SharedEntry[]; exposes?: Array<{ path: string }> };

/** Text in a file that is a credential whatever the server's own secrets are. */
const CREDENTIAL_PATTERNS: Array<[string, RegExp]> = [
  ['a private key', /-----BEGIN [A-Z ]*PRIVATE KEY-----/],
  ['an AWS access key id', /\b(?:AKIA|ASIA)[0-9A-Z]{16}\b/],
];

const manifestOf = (upload: CheckedUpload, file: string) =>
  JSON.parse(upload.files.get(file)!.toString('utf8')) as Manifest;

const BUILDS = { browser: 'mf-manifest.json', server: 'server/mf-manifest.json' } as const;

const passed = (gate: string, detail: string): GateResult => ({ gate, passed: true, detail });
const failed = (gate: string, detail: string): GateResult => ({ gate, passed: false, detail });

/** The section of a remote's package (`mfe-access`), which checkUpload has already found. */
export const sectionOfPackage = (remote: string) => sectionNamed(remote)!;

/** The modules the shell imports from this section: its routes, its search entries, its pages and its Home widget. */
export function requiredExposes(remote: string): string[] {
  const section = sectionOfPackage(remote);
  return [
    ROUTES_EXPOSE,
    SEARCH_EXPOSE,
    ...section.pages.map((page) => page.expose),
    ...HOME_WIDGETS.filter((widget) => widget.remote === section.remote).map((widget) => widget.expose),
  ];
}

function contractGate(upload: CheckedUpload): GateResult {
  const required = requiredExposes(upload.remote);
  const missing = Object.entries(BUILDS).flatMap(([build, file]) => {
    const exposed = new Set((manifestOf(upload, file).exposes ?? []).map((expose) => expose.path));
    return required.filter((expose) => !exposed.has(expose)).map((expose) => `${expose} (${build} build)`);
  });
  return missing.length === 0
    ? passed('contract', `exposes ${required.join(', ')} in both builds`)
    : failed('contract', `does not expose ${missing.join(', ')}: the shell imports each of them`);
}

function singletonsGate(upload: CheckedUpload, shellShared: GateContext['shellShared']): GateResult {
  const problems: string[] = [];
  const checked = new Set<string>();
  for (const file of Object.values(BUILDS)) {
    for (const entry of manifestOf(upload, file).shared ?? []) {
      if (!entry.singleton || checked.has(entry.name)) continue;
      checked.add(entry.name);
      const offered = shellShared(entry.name);
      const range = entry.requiredVersion;
      const hasOwnCopy = (entry.assets?.js?.sync ?? []).length > 0;
      if (!offered) {
        if (!hasOwnCopy) problems.push(`${entry.name}: needs the shell's copy, and the shell offers none`);
      } else if (range && range !== '*' && !semver.satisfies(offered, range, { includePrerelease: true })) {
        problems.push(`${entry.name}: needs ${range}, the running shell offers ${offered}`);
      }
    }
  }
  return problems.length === 0
    ? passed('singletons', `each of its ${checked.size} shared singletons is satisfied by the running shell`)
    : failed('singletons', problems.join('; '));
}

/** A file's bytes as `npm run size` counts them (scripts/measureBytes.ts): gzip at level 9. */
const gzipBytes = (bytes: Buffer | string) => gzipSync(bytes, { level: 9 }).length;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * `npm run size`'s budgets a release can break, a line each: its own code on its section's page,
 * and that page's whole first load with the running shell's files. Home's first load holds no
 * section's code (its widgets' files are fetched once the page is idle), so no release changes it.
 */
function sizeGates(upload: CheckedUpload, shellBuild: string): GateResult[] {
  const { basePath } = sectionOfPackage(upload.remote);
  const manifest = manifestOf(upload, BUILDS.browser);
  const ownBytes = routesModuleFiles(manifest).own.reduce(
    (sum, file) => sum + gzipBytes(upload.files.get(file) ?? ''),
    0,
  );
  const ownFigure = `${kb(ownBytes)} of ${kb(REMOTE_CODE_BUDGET_BYTES)}`;
  const ownCode =
    ownBytes <= REMOTE_CODE_BUDGET_BYTES
      ? passed('size', `its code on its section's first load is ${ownFigure} (gzip)`)
      : failed('size', `its code on its section's first load is ${ownFigure} (gzip): over the budget of npm run size`);
  let shellBytes: number;
  try {
    const { shell } = sectionFirstLoadFiles(manifest, shellBuild);
    shellBytes = shell.reduce((sum, file) => sum + gzipBytes(readFileSync(path.join(shellBuild, file))), 0);
  } catch (error) {
    // Fail closed: a release whose page cannot be measured is not known to be within the budget.
    return [
      ownCode,
      failed(
        'first load',
        `the running shell's build could not be read to measure ${basePath}: ${(error as Error).message}`,
      ),
    ];
  }
  const firstLoad = shellBytes + ownBytes;
  const figure = `${basePath}'s first load is ${kb(firstLoad)} of ${kb(SECTION_FIRST_LOAD_BUDGET_BYTES)} (gzip): the running shell's ${kb(shellBytes)} and its own ${kb(ownBytes)}`;
  return [
    ownCode,
    firstLoad <= SECTION_FIRST_LOAD_BUDGET_BYTES
      ? passed('first load', figure)
      : failed('first load', `${figure}: over npm run size's budget for a section page`),
  ];
}

function integrityLoaderGate(upload: CheckedUpload): GateResult {
  const entry = upload.files.get('remoteEntry.js')?.toString('utf8') ?? '';
  return entry.includes(RELEASE_INTEGRITY_GLOBAL)
    ? passed('integrity', "its chunk loader loads each chunk with the release's recorded hash")
    : failed(
        'integrity',
        "remoteEntry.js does not ask for its chunks' integrity: build it with shared/build's remote config (ReleaseIntegrityPlugin)",
      );
}

function secretsGate(upload: CheckedUpload, secrets: readonly string[]): GateResult {
  const found: string[] = [];
  const values = secrets.filter((secret) => secret.length >= 8);
  for (const [file, bytes] of upload.files) {
    const text = bytes.toString('latin1');
    if (values.some((secret) => text.includes(secret))) found.push(`${file} holds one of the site server's API keys`);
    for (const [what, pattern] of CREDENTIAL_PATTERNS) if (pattern.test(text)) found.push(`${file} holds ${what}`);
  }
  return found.length === 0
    ? passed('secrets', `none of its ${upload.files.size} files holds a secret`)
    : failed('secrets', found.slice(0, 5).join('; '));
}

/**
 * The gates a release passes before it may go live, each with a line for the report. The upload's
 * own checks (paths, sizes, both manifests well formed) come first, in checkUpload; a release that
 * fails any gate here is stored as refused, with this report, and can never be promoted.
 */
export async function runGates(upload: CheckedUpload, context: GateContext): Promise<GateResult[]> {
  const results = [
    passed('upload', 'paths, sizes and both manifests are well formed'),
    contractGate(upload),
    singletonsGate(upload, context.shellShared),
    ...sizeGates(upload, context.shellBuild),
    integrityLoaderGate(upload),
    secretsGate(upload, context.secrets),
  ];
  // The render is the slow one: only for a release that passed the rest.
  if (context.sandboxRender && results.every((result) => result.passed)) {
    const { problems, pages } = await context
      .sandboxRender(upload)
      .catch((error: unknown) => ({ problems: [`the check could not run: ${String(error)}`], pages: 0 }));
    results.push(
      problems.length === 0
        ? passed(
            'server render',
            `its modules start nothing, and its pages render in English and Arabic (${pages} renders)`,
          )
        : failed('server render', problems.slice(0, 5).join('; ')),
    );
  }
  return results;
}

/** A result as a report line: `✓ size: …` or `✗ contract: …`. */
export const reportLine = ({ gate, passed: ok, detail }: GateResult) => `${ok ? '✓' : '✗'} ${gate}: ${detail}`;
