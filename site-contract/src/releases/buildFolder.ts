import { lstatSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { UploadedFile } from './uploadCheck';

/** A link in a build folder: a release holds files only, so it is refused, never followed. */
export class LinkInBuild extends Error {}

/**
 * Every file of a remote's build folder (its dist/: browser build, server/ build, compressed copies),
 * as a release holds them, paths relative to the folder with forward slashes. What `npm run release --
 * publish` uploads and what the site records as a remote's base release are read by this one walk.
 * `shownAs` names the folder in the error for a link.
 */
export function readBuildFolder(folder: string, shownAs: string = folder): UploadedFile[] {
  const files: UploadedFile[] = [];
  const walk = (current: string) => {
    for (const name of readdirSync(current).sort()) {
      const full = path.join(current, name);
      const stats = lstatSync(full);
      const relative = path.relative(folder, full).split(path.sep).join('/');
      if (stats.isSymbolicLink()) throw new LinkInBuild(`${shownAs}/${relative} is a link: a release holds files only`);
      if (stats.isDirectory()) walk(full);
      else files.push({ path: relative, bytes: readFileSync(full) });
    }
  };
  walk(folder);
  return files;
}
