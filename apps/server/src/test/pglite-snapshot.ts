// Vitest global setup of the server project: one migrated PGlite database, dumped to a file that every
// test file's database starts from (test-database.ts). Starting from the dump skips initdb and the
// migrations, about 3 s per test file.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { writeMigratedPglite } from '../db/client.js';

// Written on PostgreSQL runs too: a restore's scratch database is always PGlite (db/snapshot).
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const folder = await mkdtemp(path.join(tmpdir(), 'darvazeh-pglite-'));
  const file = path.join(folder, 'migrated.tar');
  await writeMigratedPglite(file);
  project.provide('pgliteSnapshot', file);
  return () => rm(folder, { recursive: true, force: true });
}
