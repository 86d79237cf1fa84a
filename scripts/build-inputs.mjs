// The staleness check of `npm run build` and `npm start`: a workspace is built again only when a hash of
// everything its build reads (sources, configs, the lockfile, the environment it bakes in) differs from the
// hash stored beside its output by the last build that succeeded. Content, not mtimes: a checkout, a
// `touch` or a copied tree never fools it, and a reverted edit needs no build.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The file beside a build's output that holds the hash of the inputs it was built from. */
export const STAMP_FILE = '.build-inputs';

/** Every file under `entry` (a file or a folder), relative to `root`, sorted; skips what `skip` matches. */
function filesOf(root, entry, skip) {
  const full = path.join(root, entry);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return skip.test(entry) ? [] : [entry];
  return readdirSync(full, { recursive: true, withFileTypes: true })
    .filter((dirent) => dirent.isFile())
    .map((dirent) => path.relative(root, path.join(dirent.parentPath, dirent.name)))
    .filter((file) => !skip.test(file));
}

/**
 * The hash of a build's inputs: the names and contents of the files under `paths` (relative to `root`;
 * a missing path counts as empty, so creating it changes the hash), except those `skip` matches, and the
 * variables of `env` whose names `envNames` matches.
 */
export function inputsHash({ root, paths, skip = /(?!)/, env = {}, envNames = /(?!)/ }) {
  const hash = createHash('sha256');
  const files = [...new Set(paths.flatMap((entry) => filesOf(root, entry, skip)))].sort();
  for (const file of files) {
    hash.update(`file ${file.split(path.sep).join('/')}\0`);
    hash.update(readFileSync(path.join(root, file)));
    hash.update('\0');
  }
  for (const name of Object.keys(env)
    .filter((key) => envNames.test(key))
    .sort()) {
    hash.update(`env ${name}=${env[name]}\0`);
  }
  return hash.digest('hex');
}

/** Whether the output in `outDir` was built from inputs hashing to `hash`. */
export function isFresh(outDir, hash) {
  const stamp = path.join(outDir, STAMP_FILE);
  return existsSync(stamp) && readFileSync(stamp, 'utf8').trim() === hash;
}

/** Forgets what `outDir` was built from: called before a build, so a build that fails is never fresh. */
export function clearStamp(outDir) {
  rmSync(path.join(outDir, STAMP_FILE), { force: true });
}

/** Records that `outDir` now holds the build of inputs hashing to `hash`. */
export function writeStamp(outDir, hash) {
  writeFileSync(path.join(outDir, STAMP_FILE), `${hash}\n`);
}
