import { remoteBuildFiles, SECTIONS, type RemoteManifest } from 'shared/site';
import { buildFolder } from '../paths';
import type { RemoteRegistry } from '../registry/registry';
import { subresourceIntegrity } from './subresourceIntegrity';
import { readBuildFolder } from './buildFolder';
import { ReleaseExists, type ReleaseRecord, type ReleaseStore } from './releaseStore';
import { checkUpload, type CheckedUpload, type UploadedFile } from './uploadCheck';

/**
 * A remote's base release: the build it is served from while no registry revision names a release of
 * it (its own dist/ at start-up, or the seed registry's URL). It is a release like any other: it has
 * an id (its buildVersion), it is stored with its files and their hashes, a canary is judged against
 * it, and `rollback` returns to it.
 */
export interface BaseRelease {
  /** The section's package ('mfe-access'). */
  remote: string;
  release: string;
  /** The seed registry's entry it is read from ('/mfe-access/mf-manifest.json', or a URL elsewhere). */
  source: string;
}

/** Each remote's base release id, by package: what an instance serves while no revision names the remote. */
export type BaseReleaseIds = Readonly<Record<string, string>>;

/** Who the audit log and `list` say recorded a base release. */
export const BASE_RECORDER = 'start-up';

/** How long a seed URL elsewhere has to answer each of its files. */
const FETCH_TIMEOUT_MS = 10_000;

/** A base release as read at start: its id and its files, not yet stored. */
export interface BaseBuild extends BaseRelease {
  upload: CheckedUpload;
}

/** The files a manifest's build needs, as paths in its folder: entry, exposed modules' and shared modules' chunks. */
function filesNamedBy(manifest: RemoteManifest & { shared?: Array<{ assets?: unknown }> }, folder: string): string[] {
  const base = `https://release.invalid/${folder}`;
  const shared = (manifest.shared ?? []).flatMap(({ assets }) => {
    const { js, css } = (assets ?? {}) as { js?: Record<string, string[]>; css?: Record<string, string[]> };
    return [js?.sync, js?.async, css?.sync, css?.async].flatMap((list) => list ?? []).map((file) => folder + file);
  });
  const named = remoteBuildFiles(manifest, `${base}mf-manifest.json`).map((url) => new URL(url).pathname.slice(1));
  return [...new Set([...named, ...shared])];
}

/**
 * A build at a URL elsewhere, fetched whole: both manifests, the browser manifest's pinned copy
 * (mf-manifest.<buildVersion>.json) when there is one, and every file the manifests name.
 */
async function fetchBuild(manifestUrl: string, fetchFile: typeof fetch): Promise<UploadedFile[]> {
  const get = async (filePath: string, { optional = false } = {}) => {
    const url = new URL(filePath, manifestUrl).href;
    const response = await fetchFile(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
    if (optional && response.status === 404) return undefined;
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    return { path: filePath, bytes: Buffer.from(await response.arrayBuffer()) };
  };
  const files: UploadedFile[] = [];
  for (const folder of ['', 'server/']) {
    const manifestFile = (await get(`${folder}mf-manifest.json`))!;
    let manifest: RemoteManifest;
    try {
      manifest = JSON.parse(manifestFile.bytes.toString('utf8')) as RemoteManifest;
    } catch {
      throw new Error(`${new URL(manifestFile.path, manifestUrl).href} is not JSON`);
    }
    files.push(manifestFile);
    const version = manifest.metaData?.buildInfo?.buildVersion;
    const pinned = folder === '' && version && /^[\w.-]+$/.test(version) ? [`mf-manifest.${version}.json`] : [];
    for (const filePath of pinned) {
      const file = await get(filePath, { optional: true });
      if (file) files.push(file);
    }
    for (const filePath of filesNamedBy(manifest, folder)) files.push((await get(filePath))!);
  }
  return files;
}

/**
 * Every remote's base release as the seed registry serves it: a path on this server is read from
 * the remote's build folder; a URL elsewhere is fetched. Each is checked as an upload is (its two
 * manifests, of that remote, naming files it holds). A remote whose build cannot be read has no base
 * release (`onError` says why): its section is served as before, and a canary needs a promoted release.
 */
export async function readBaseReleases(
  registry: RemoteRegistry,
  {
    repoRoot,
    fetchFile = fetch,
    onError = () => undefined,
  }: { repoRoot?: string; fetchFile?: typeof fetch; onError?: (error: unknown, source: string) => void } = {},
): Promise<BaseBuild[]> {
  const read = await Promise.all(
    SECTIONS.map(async (section): Promise<BaseBuild | undefined> => {
      const source = registry[section.remote];
      if (!source) return undefined;
      try {
        const local = source.startsWith('/') ? source.split('/')[1] : undefined;
        const files = local
          ? readBuildFolder(buildFolder(local, repoRoot), `${local}/dist`)
          : await fetchBuild(source, fetchFile);
        const upload = checkUpload(section.package, files);
        return { remote: section.package, release: upload.release, source, upload };
      } catch (error) {
        onError(error, source);
        return undefined;
      }
    }),
  );
  return read.filter((base): base is BaseBuild => base !== undefined);
}

/** The ids of `bases`, by package. */
export const baseReleaseIdsOf = (bases: readonly BaseRelease[]): BaseReleaseIds =>
  Object.fromEntries(bases.map((base) => [base.remote, base.release]));

/** The files of `upload` whose bytes differ from `record`'s hashes, or that it has and the record does not (and the reverse). */
function filesDiffering(record: Pick<ReleaseRecord, 'files'>, upload: CheckedUpload): string[] {
  const differing = [...upload.files].filter(
    ([filePath, bytes]) => record.files[filePath] !== subresourceIntegrity(bytes),
  );
  const missing = Object.keys(record.files).filter((filePath) => !upload.files.has(filePath));
  return [...differing.map(([filePath]) => filePath), ...missing].sort();
}

/**
 * Stores each base release in the release store, once: its files and their hashes as read now. A base
 * release stored already (an earlier start with the same build, another instance of the fleet, a
 * seed URL recorded before) is kept as recorded: if the files read now differ, the recorded ones stay
 * the base release (a changed file is refused as a tampered release file is) and `onDiffers` names them.
 */
export async function recordBaseReleases(
  bases: readonly BaseBuild[],
  store: Pick<ReleaseStore, 'get' | 'store'>,
  { onDiffers = () => undefined }: { onDiffers?: (base: BaseRelease, files: string[]) => void } = {},
): Promise<void> {
  for (const base of bases) {
    const recorded = await store.get(base.remote, base.release);
    if (!recorded) {
      try {
        await store.store(base.upload, {
          publishedBy: BASE_RECORDER,
          status: 'ready',
          report: [`✓ base: the build the site started with, from ${base.source}`],
          base: { source: base.source },
        });
        continue;
      } catch (error) {
        // Another instance recorded the same build meanwhile: compared with its record below.
        if (!(error instanceof ReleaseExists)) throw error;
      }
    }
    const record = recorded ?? (await store.get(base.remote, base.release));
    const differing = record ? filesDiffering(record, base.upload) : [];
    if (differing.length > 0) onDiffers(base, differing);
  }
}
