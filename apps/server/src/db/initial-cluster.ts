// The server's build dumps an empty PGlite cluster with every migration applied; a first start on an
// empty data folder loads it instead of running initdb and the migrations, about 4 s sooner.
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { dumpPglite, openDatabase } from './client.js';

/** Where the build leaves the dump, beside the compiled database code. */
export const INITIAL_CLUSTER_FILE = fileURLToPath(new URL('./initial-cluster.tar', import.meta.url));

/**
 * The dump to start a PGlite folder from: undefined when the folder already holds a cluster (its
 * PG_VERSION file) or no dump was built (running from the sources). Migrations still run after it,
 * so a dump older than the code is brought up to date.
 */
export async function initialClusterFor(dir: string): Promise<Blob | undefined> {
  if (existsSync(path.join(dir, 'PG_VERSION')) || !existsSync(INITIAL_CLUSTER_FILE)) return undefined;
  return new Blob([await readFile(INITIAL_CLUSTER_FILE)]);
}

/** Writes the dump: a fresh in-memory cluster, migrated, with no users or other data of any portal. */
export async function writeInitialCluster(file: string = INITIAL_CLUSTER_FILE): Promise<void> {
  const database = await openDatabase({ pgliteDir: null });
  try {
    await database.migrate();
    await writeFile(file, Buffer.from(await (await dumpPglite(database)).arrayBuffer()));
  } finally {
    await database.close();
  }
}
