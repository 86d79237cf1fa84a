// The program log's bounds: a budget per minute (warnings apart from errors), a bounded buffer, a database
// that refuses a batch — each drops records, counts them, and the next written batch says how many.
// (What reaches the table through the real app: modules/system/logs/program-log.test.ts.)
import { describe, expect, it } from 'vitest';
import { createProgramLog, DROPPED_MESSAGE, type ProgramLogWriter } from './program-log.js';
import type { ProgramLogRow } from './program-logs.repository.js';

const line = (level: number, msg: string) => `${JSON.stringify({ level, time: 1, msg })}\n`;

/** A writer that keeps what it was given, failing while `down` is set. */
function recorder() {
  const batches: ProgramLogRow[][] = [];
  const state = { down: false };
  let firstWritten: () => void = () => {};
  const first = new Promise<void>((resolve) => (firstWritten = resolve));
  const write: ProgramLogWriter = async (rows) => {
    if (state.down) throw new Error('database unreachable');
    batches.push(rows);
    firstWritten();
  };
  return { batches, state, write, first, rows: () => batches.flat() };
}

describe('the program log’s bounds', () => {
  it('keeps warnings up to the budget per minute and reports the rest as dropped', async () => {
    let clock = 0;
    const db = recorder();
    const log = createProgramLog(db.write, { warningsPerMinute: 3, errorsPerMinute: 2, now: () => clock });
    for (let i = 0; i < 10; i += 1) log.stream.write(line(40, `warning ${i}`));
    // A flood of warnings does not use up the errors' budget.
    log.stream.write(line(50, 'an error'));
    await log.flush();
    const [report, ...kept] = db.rows();
    expect(report).toMatchObject({ level: 40, message: DROPPED_MESSAGE, details: { rate: 7, total: 7 } });
    expect(kept.map((r) => r.message)).toEqual(['warning 0', 'warning 1', 'warning 2', 'an error']);

    // The budget refills with time; nothing more to report.
    clock += 60_000;
    log.stream.write(line(40, 'a minute later'));
    await log.flush();
    expect(db.batches.at(-1)?.map((r) => r.message)).toEqual(['a minute later']);
  });

  it('drops what does not fit the buffer', async () => {
    const db = recorder();
    const log = createProgramLog(db.write, { maxBuffered: 2, batchSize: 10, warningsPerMinute: 100 });
    for (let i = 0; i < 5; i += 1) log.stream.write(line(40, `w${i}`));
    await log.flush();
    expect(db.rows().map((r) => [r.message, r.details])).toEqual([
      [DROPPED_MESSAGE, { rate: 0, full: 3, database: 0, total: 3 }],
      ['w0', null],
      ['w1', null],
    ]);
  });

  it('drops a batch the database refuses, never retrying into it, and says so once it is back', async () => {
    const db = recorder();
    const log = createProgramLog(db.write, { batchSize: 2, warningsPerMinute: 100 });
    db.state.down = true;
    for (let i = 0; i < 3; i += 1) log.stream.write(line(50, `e${i}`));
    await log.flush();
    expect(db.batches).toEqual([]);
    db.state.down = false;
    log.stream.write(line(50, 'back'));
    await log.flush();
    expect(db.rows().map((r) => [r.message, r.details])).toEqual([
      [DROPPED_MESSAGE, { rate: 0, full: 0, database: 3, total: 3 }],
      ['back', null],
    ]);
  });

  it('writes in batches without being asked, and nothing after it is closed', async () => {
    const db = recorder();
    const log = createProgramLog(db.write, { batchSize: 2, flushMs: 60_000 });
    log.stream.write(line(40, 'a'));
    log.stream.write(line(40, 'b'));
    // A full batch goes at once, without waiting for flushMs (a minute) or being flushed.
    await db.first;
    expect(db.rows().length).toBe(2);
    await log.close();
    log.stream.write(line(50, 'after close'));
    await log.flush();
    expect(db.rows().map((r) => r.message)).toEqual(['a', 'b']);
  });

  it('ignores a line that is not a record', async () => {
    const db = recorder();
    const log = createProgramLog(db.write);
    log.stream.write('not json\n');
    log.stream.write('[1,2]\n');
    await log.flush();
    expect(db.rows()).toEqual([]);
  });
});
