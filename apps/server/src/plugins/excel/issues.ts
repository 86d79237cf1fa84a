import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import type { SheetRow } from './sheet.js';
import { IMPORT_MAX_ISSUES, type ImportColumn, type ImportIssue, type ImportReport } from '@darvazeh/shared';
import { excelMessages } from '../../messages/index.js';

/** What an import answers: either how many rows it wrote, or why it wrote none. */
export type ImportOutcome = { ok: true; imported: number } | { ok: false; report: ImportReport };

/**
 * Answers an import: the count written with its message, or a 400 whose data is the row-by-row report
 * (nothing was written).
 */
export function answerImport(outcome: ImportOutcome, reply: FastifyReply) {
  if (!outcome.ok) {
    const message = excelMessages.importRefused(outcome.report.total);
    return reply.code(400).send({ success: false, message, data: outcome.report });
  }
  return {
    success: true,
    message: excelMessages.importDone(outcome.imported),
    data: { imported: outcome.imported },
  };
}

/** Collects the problems of a sheet, row by row, naming columns by their Persian headers. */
export class IssueList<K extends string> {
  private readonly issues: ImportIssue[] = [];
  private readonly order: Map<string, number>;

  constructor(private readonly columns: readonly ImportColumn<K>[]) {
    this.order = new Map(columns.map((c, i) => [c.header, i]));
  }

  /** Adds a problem of `row`, in column `key` (null for the row as a whole). */
  add(row: number, key: K | null, message: string): void {
    const column = key === null ? null : (this.columns.find((c) => c.key === key)?.header ?? null);
    this.issues.push({ row, column, message });
  }

  /** Adds each zod issue of a row; the first path segment names the column. */
  addZod(row: number, error: z.ZodError): void {
    for (const issue of error.issues) {
      const key = this.columns.find((c) => c.key === issue.path[0])?.key ?? null;
      this.add(row, key, issue.message);
    }
  }

  /** Starts with header problems already found. */
  addAll(list: ImportIssue[]): void {
    this.issues.push(...list);
  }

  get isEmpty(): boolean {
    return this.issues.length === 0;
  }

  /** The refusal: problems sorted by row and column, at most IMPORT_MAX_ISSUES of them. */
  refusal(): ImportOutcome {
    const rank = (i: ImportIssue) => (i.column === null ? -1 : (this.order.get(i.column) ?? 99));
    const sorted = [...this.issues].sort((a, b) => a.row - b.row || rank(a) - rank(b));
    return { ok: false, report: { issues: sorted.slice(0, IMPORT_MAX_ISSUES), total: sorted.length } };
  }
}

/**
 * The rows `schema` accepts, with their parsed data. A refused row's zod issues are added and the row left
 * out; a row repeating an earlier row's `unique` value (a username, a unit name) is reported against it.
 */
export function checkRows<K extends string, T>(
  rows: SheetRow<K>[],
  schema: z.ZodType<T>,
  unique: K & keyof T,
  issues: IssueList<K>,
): { row: number; data: T }[] {
  const valid: { row: number; data: T }[] = [];
  const firstRowOf = new Map<T[typeof unique], number>();
  for (const { row, values } of rows) {
    const parsed = schema.safeParse(values);
    if (!parsed.success) {
      issues.addZod(row, parsed.error);
      continue;
    }
    const first = firstRowOf.get(parsed.data[unique]);
    if (first !== undefined) issues.add(row, unique, excelMessages.duplicateInSheet(first));
    else firstRowOf.set(parsed.data[unique], row);
    valid.push({ row, data: parsed.data });
  }
  return valid;
}
