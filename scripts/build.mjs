// `npm run build` (and the build step of `npm start`): builds each workspace whose inputs changed since its
// last successful build (see build-inputs.mjs), in dependency order; `--force` builds all three.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { clearStamp, inputsHash, isFresh, writeStamp } from './build-inputs.mjs';
import { ensureDependencies, run } from './run.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

// Tests are not built (each tsconfig.build.json leaves them out; Vite bundles only what index.html reaches).
const SKIP = /\.test\.tsx?$|(^|\/)src\/test\//;
/** What every build reads: the recipe itself, the installed packages (by the lockfile) and the base config. */
const COMMON = ['scripts/build.mjs', 'scripts/build-inputs.mjs', 'package-lock.json', 'tsconfig.base.json'];
const SHARED = ['packages/shared/src', 'packages/shared/package.json'];

/** The workspaces in build order: what each build reads and where it writes. */
export const TARGETS = [
  {
    workspace: '@darvazeh/shared',
    outDir: 'packages/shared/dist',
    paths: [...COMMON, ...SHARED, 'packages/shared/tsconfig.build.json'],
  },
  {
    workspace: '@darvazeh/server',
    outDir: 'apps/server/dist',
    // The build runs the migrations (write-initial-cluster), which import the shared package's build.
    paths: [
      ...COMMON,
      ...SHARED,
      'apps/server/src',
      'apps/server/package.json',
      'apps/server/tsconfig.build.json',
    ],
  },
  {
    workspace: '@darvazeh/web',
    outDir: 'apps/web/dist',
    // Vite reads the shared package's sources directly, the .env files of its root, and bakes VITE_*
    // variables (and the mode NODE_ENV selects) into the bundle.
    paths: [
      ...COMMON,
      ...SHARED,
      'apps/web/src',
      'apps/web/public',
      'apps/web/scripts',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      'apps/web/package.json',
      'apps/web/tsconfig.json',
      'apps/web/.env',
      'apps/web/.env.local',
      'apps/web/.env.production',
      'apps/web/.env.production.local',
    ],
    envNames: /^(VITE_|NODE_ENV$)/,
  },
];

/** The hash of `target`'s inputs as they are now in `root` (the repository's), with `env`. */
export function targetHash(target, { root = ROOT, env = process.env } = {}) {
  return inputsHash({ root, paths: target.paths, skip: SKIP, env, envNames: target.envNames });
}

/** Runs a workspace's own build script; resolves with its exit code. */
const npmBuild = (workspace, root) => run('npm', ['run', 'build', '-w', workspace], { cwd: root });

/**
 * Builds every stale workspace (every one with `force`), in order; resolves with the exit code of the first
 * build that failed (the later ones are not tried), or 0.
 */
export async function buildStale({ force = false, root = ROOT, env = process.env, build = npmBuild } = {}) {
  for (const target of TARGETS) {
    const outDir = path.join(root, target.outDir);
    const hash = targetHash(target, { root, env });
    if (!force && isFresh(outDir, hash)) {
      console.log(`✓ ${target.workspace}: up to date (inputs unchanged since its last build)`);
      continue;
    }
    console.log(`▶ building ${target.workspace}`);
    clearStamp(outDir);
    const code = await build(target.workspace, root);
    if (code !== 0) return code;
    writeStamp(outDir, hash);
  }
  return 0;
}

/**
 * What `npm start` and `npm run restore` do first: install what is missing, then build what changed; the
 * process ends with the build's exit code when a build fails.
 */
export async function prepareOrExit() {
  await ensureDependencies();
  console.log('\n▶ building what changed');
  const built = await buildStale();
  if (built !== 0) {
    console.error(`✗ building failed (exit ${built})`);
    process.exit(built);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  process.exit(await buildStale({ force: process.argv.includes('--force') }));
}
