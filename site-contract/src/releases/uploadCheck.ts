import path from 'node:path/posix';
import { RELEASE_ID, remoteBuildFiles, type RemoteManifest, sectionNamed } from 'shared/site';

/** What one release may hold: far above a remote's build (about 100 files, 1 MB), far below what would hurt the server. */
export const UPLOAD_LIMITS = {
  maxFiles: 2000,
  maxFileBytes: 8 * 1024 * 1024,
  maxTotalBytes: 64 * 1024 * 1024,
  maxPathLength: 240,
};
export type UploadLimits = typeof UPLOAD_LIMITS;

export interface UploadedFile {
  /** Its path inside the release, as in the remote's dist/ ('remoteEntry.js', 'server/mf-manifest.json'). */
  path: string;
  bytes: Buffer;
}

/** An upload refused before anything of it is kept: its message says what to change. */
export class UploadRefused extends Error {
  constructor(
    message: string,
    readonly status: 400 | 413 = 400,
  ) {
    super(message);
  }
}

/** A release id is the build's own version (its manifest's buildVersion): safe as a folder name. */

/** `raw` as a path inside a release's folder, or refused: absolute, `..`, backslashes, empty or `.` segments. */
export function releasePath(raw: unknown, limits: UploadLimits = UPLOAD_LIMITS): string {
  if (typeof raw !== 'string' || raw.length === 0) throw new UploadRefused('a file of the upload has no path');
  const shown = JSON.stringify(raw.slice(0, 80));
  if (raw.length > limits.maxPathLength)
    throw new UploadRefused(`${shown}… is longer than ${limits.maxPathLength} characters`);
  const segments = raw.split('/');
  const outside =
    raw.includes('\\') ||
    raw.includes('\0') ||
    raw.startsWith('/') ||
    segments.some((segment) => segment === '' || segment === '.' || segment === '..') ||
    path.normalize(raw) !== raw;
  if (outside)
    throw new UploadRefused(
      `${shown} would land outside the release's folder: paths are relative, with no '..', '.' or '\\'`,
    );
  return raw;
}

type NamedManifest = RemoteManifest & { metaData?: { name?: string } };

function manifestIn(files: ReadonlyMap<string, Buffer>, file: string): NamedManifest {
  const bytes = files.get(file);
  if (!bytes) throw new UploadRefused(`the upload has no ${file}: upload the remote's whole dist/ folder`);
  try {
    const manifest: unknown = JSON.parse(bytes.toString('utf8'));
    if (typeof manifest !== 'object' || manifest === null || Array.isArray(manifest)) throw new Error('not an object');
    return manifest as NamedManifest;
  } catch {
    throw new UploadRefused(`${file} is not a JSON object`);
  }
}

/** The files a manifest names (its entry, exposes and shared modules), as paths inside the release. */
function namedFiles(manifest: RemoteManifest, folder: string): string[] {
  const base = `https://release.invalid/${folder}`;
  return remoteBuildFiles(manifest, `${base}mf-manifest.json`).map((url) => new URL(url).pathname.slice(1));
}

export interface CheckedUpload {
  /** The section's package ('mfe-shop'). */
  remote: string;
  /** Its release id: the browser build's buildVersion. */
  release: string;
  files: ReadonlyMap<string, Buffer>;
  bytes: number;
}

/**
 * The checks an upload passes before anything of it is stored: its paths, its size, and its two
 * manifests (the browser build's and the server build's in server/), each well formed, of this
 * remote, and naming only files the upload holds.
 */
export function checkUpload(
  remote: string,
  uploaded: readonly UploadedFile[],
  limits: UploadLimits = UPLOAD_LIMITS,
): CheckedUpload {
  const section = sectionNamed(remote);
  if (section?.package !== remote) throw new UploadRefused(`${JSON.stringify(remote)} is not a section of the site`);
  if (uploaded.length === 0) throw new UploadRefused('the upload holds no file');
  if (uploaded.length > limits.maxFiles)
    throw new UploadRefused(`the upload holds ${uploaded.length} files, over the limit of ${limits.maxFiles}`, 413);
  const files = new Map<string, Buffer>();
  let bytes = 0;
  for (const file of uploaded) {
    const filePath = releasePath(file.path, limits);
    if (files.has(filePath)) throw new UploadRefused(`${filePath} is in the upload twice`);
    if (file.bytes.length > limits.maxFileBytes)
      throw new UploadRefused(
        `${filePath} is ${file.bytes.length} bytes, over the limit of ${limits.maxFileBytes} for one file`,
        413,
      );
    bytes += file.bytes.length;
    if (bytes > limits.maxTotalBytes)
      throw new UploadRefused(`the upload is over the limit of ${limits.maxTotalBytes} bytes in all`, 413);
    files.set(filePath, file.bytes);
  }
  const manifests = { browser: 'mf-manifest.json', server: 'server/mf-manifest.json' } as const;
  let release: string | undefined;
  for (const [build, file] of Object.entries(manifests)) {
    const manifest = manifestIn(files, file);
    if (manifest.metaData?.name !== section.remote) {
      throw new UploadRefused(
        `${file} is the manifest of ${JSON.stringify(manifest.metaData?.name)}, not of ${section.remote} (${remote})`,
      );
    }
    const version = manifest.metaData?.buildInfo?.buildVersion;
    if (build === 'browser') {
      if (typeof version !== 'string' || !RELEASE_ID.test(version))
        throw new UploadRefused(
          `${file} has no usable buildVersion (letters, digits, '.', '_' and '-'), which is the release's id`,
        );
      release = version;
    }
    const folder = file.slice(0, file.length - 'mf-manifest.json'.length);
    const missing = namedFiles(manifest, folder).filter((named) => !files.has(named));
    if (missing.length > 0)
      throw new UploadRefused(
        `${file} names files the upload does not hold: ${missing.slice(0, 5).join(', ')}${missing.length > 5 ? '…' : ''}`,
      );
  }
  return { remote, release: release!, files, bytes };
}
