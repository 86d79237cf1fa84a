import type { Db } from '../../db/client.js';
import { programLogs } from '../../db/schema/index.js';

/** A program_logs row as the program log writes it. */
export type ProgramLogRow = typeof programLogs.$inferInsert;

/** Writes a batch of program log rows in one statement. */
export async function insertProgramLogs(db: Db, rows: ProgramLogRow[]): Promise<void> {
  if (rows.length > 0) await db.insert(programLogs).values(rows);
}
