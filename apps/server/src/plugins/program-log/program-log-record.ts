// One pino record (a JSON line, level ≥ 40) as a program_logs row: the request it belonged to, its message
// and error, its other fields as details; every text redacted (plugins/redact.ts) and cut to size.
import { redacted, redactText } from '../redact.js';

/** What the app knows about the request a record was logged for (see ProgramLog.track). */
export type RequestContext = {
  method: string;
  route: string | null;
  userId: () => number | null;
  /** The answer's status once it has been sent; null before. */
  status: () => number | null;
};

/** A row about to be written; `status` is read when the batch is written, after the answer went out. */
export type PendingRow = {
  level: number;
  instance: string;
  requestId: string | null;
  method: string | null;
  route: string | null;
  status: () => number | null;
  userId: number | null;
  message: string;
  errorName: string | null;
  errorStack: string | null;
  details: unknown;
  createdAt: Date;
};

/** Longest message kept, in characters. */
export const MAX_MESSAGE_CHARS = 2_000;
/** Longest stack kept: its first lines, at most this many characters. */
export const MAX_STACK_CHARS = 8_000;
const MAX_STACK_LINES = 40;
/** Longest details kept, as JSON. */
export const MAX_DETAILS_CHARS = 4_096;

// Fields every record has, or that the row keeps in columns of their own; `req` and `res` are Fastify's
// request and reply summaries (the address with its query string among them: never kept).
const OWN_FIELDS = new Set(['level', 'time', 'pid', 'hostname', 'reqId', 'msg', 'err', 'req', 'res']);

type PinoError = { type?: unknown; message?: unknown; stack?: unknown };

const textOf = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

function stackOf(stack: string | null): string | null {
  if (!stack) return null;
  return redactText(stack.split('\n').slice(0, MAX_STACK_LINES).join('\n')).slice(0, MAX_STACK_CHARS);
}

/**
 * The row of one record logged by this process (`instance`), with the request's context when it was
 * logged for one; null when the line is not a record (never thrown: a log line must not fail).
 */
export function rowOf(
  line: string,
  instance: string,
  contextOf: (requestId: string) => RequestContext | undefined,
): PendingRow | null {
  let record: Record<string, unknown>;
  try {
    const parsed: unknown = JSON.parse(line);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
    record = parsed as Record<string, unknown>;
  } catch {
    return null;
  }
  const level = typeof record.level === 'number' ? record.level : 0;
  const err = (typeof record.err === 'object' && record.err !== null ? record.err : {}) as PinoError;
  const requestId = textOf(record.reqId);
  const context = requestId ? contextOf(requestId) : undefined;
  const message = textOf(record.msg) ?? textOf(err.message) ?? '';
  const extra = Object.fromEntries(Object.entries(record).filter(([key]) => !OWN_FIELDS.has(key)));
  return {
    level,
    instance,
    requestId,
    method: context?.method ?? null,
    route: context?.route ?? null,
    status: context?.status ?? (() => null),
    userId: context?.userId() ?? null,
    message: redactText(message).slice(0, MAX_MESSAGE_CHARS),
    errorName: textOf(err.type)?.slice(0, 200) ?? null,
    errorStack: stackOf(textOf(err.stack) ?? textOf(err.message)),
    details:
      Object.keys(extra).length > 0
        ? redacted(extra, { maxChars: MAX_DETAILS_CHARS, text: redactText })
        : null,
    createdAt: new Date(typeof record.time === 'number' ? record.time : Date.now()),
  };
}
