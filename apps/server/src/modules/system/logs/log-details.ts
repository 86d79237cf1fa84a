// A log row for people: its summary line, and its details as labelled fields (never JSON: nested
// values become "path: value" lines).
import {
  AUTH_RESULT_LABELS,
  LOG_OUTCOME_LABELS,
  toPersianDigits,
  type AuthResult,
  type LogField,
  type LogKind,
} from '@darvazeh/shared';
import { labels, logMessages as text, requestMessages } from '../../../messages/index.js';

/** What a row's summary is made of (logs.repository.ts LogRow). */
type Summarised = { kind: LogKind; code: string | null; subject: string | null };

/** The row's one-line summary, in Persian. */
export function summaryOf({ kind, code, subject }: Summarised): string {
  switch (kind) {
    case 'authlog':
      return AUTH_RESULT_LABELS[code as AuthResult] ?? code ?? '';
    case 'securitystamplog':
      return text.stampReasons[code ?? ''] ?? text.stampOther;
    case 'unitresponsibilitylog':
      return text.actions[code ?? ''] ?? '';
    case 'functionlog':
      return text.functionRun(subject ?? text.deletedFunction);
    case 'apilog':
      return text.apiCall(subject ?? text.deletedService, toPersianDigits(code ?? ''));
    case 'eventonlog':
      return [text.eventRun(subject ?? text.deletedEvent), code].filter(Boolean).join(' — ');
    default:
      return programSummary(code, subject ?? '');
  }
}

/** A program-log row's summary: its message's Persian meaning, or its level in Persian and the message. */
function programSummary(level: string | null, message: string): string {
  const known = text.programMessages[message];
  if (known) return known;
  const label = Number(level) >= 50 ? text.programError : text.programWarning;
  return message ? `${label} — ${message}` : label;
}

/** A string as it is; a number or boolean as written. */
const scalar = (value: unknown): string =>
  typeof value === 'string' ? value : (JSON.stringify(value) ?? '');

/** `value` as "path: value" lines, nested objects and lists walked. */
export function linesOf(value: unknown, path = ''): string[] {
  if (value === null || value === undefined) return path ? [`${path}: -`] : [];
  if (typeof value !== 'object') return [path ? `${path}: ${scalar(value)}` : scalar(value)];
  const entries = Array.isArray(value)
    ? value.map((item, i) => [String(i + 1), item] as const)
    : Object.entries(value);
  return entries.flatMap(([key, item]) => linesOf(item, path ? `${path}.${key}` : key));
}

type Raw = Record<string, unknown>;
const str = (value: unknown) => (value === null || value === undefined ? '' : scalar(value));

function field(label: string, value: unknown, extra: Partial<LogField> = {}): LogField[] {
  const shown = typeof value === 'object' && value !== null ? linesOf(value).join('\n') : str(value);
  return shown === '' ? [] : [{ label, value: shown, ...extra }];
}

/** The names of the users, units and unit roles a row refers to by id. */
export type LogNames = {
  users: Map<number, string>;
  units: Map<number, string>;
  roles: Map<number, string>;
};

/** A responsibility's state (change_logs.before or after) as named lines: who, which unit, which role. */
function responsibilityLines(state: unknown, names: LogNames, nameOf: (id: unknown) => string): string {
  if (!state || typeof state !== 'object') return '';
  const { userId, unitId, unitRoleId, personalId } = state as Raw;
  return [
    [labels.user, nameOf(userId)],
    [labels.unit, names.units.get(Number(unitId))],
    [labels.unitRole, names.roles.get(Number(unitRoleId))],
    [labels.personalId, personalId],
  ]
    .filter(([, value]) => value)
    .map(([label, value]) => `${str(label)}: ${str(value)}`)
    .join('\n');
}

/** The details of the row `raw` of kind `kind` (every column of its table), `names` what it names by id. */
export function fieldsOf(kind: LogKind, raw: Raw, names: LogNames, functionName: string | null): LogField[] {
  const nameOf = (id: unknown) =>
    id === null || id === undefined ? '' : (names.users.get(Number(id)) ?? text.unknownUser);
  switch (kind) {
    case 'authlog':
      return [
        ...field(labels.username, raw.username, { ltr: true }),
        ...field(labels.result, AUTH_RESULT_LABELS[raw.result as AuthResult] ?? raw.result),
        ...field(labels.ip, raw.ip, { ltr: true }),
        ...field(labels.userAgent, raw.user_agent, { ltr: true }),
      ];
    case 'securitystamplog':
      return [
        ...field(labels.reason, text.stampReasons[str(raw.reason)] ?? text.stampOther),
        ...field(text.actor, nameOf(raw.actor_id)),
      ];
    case 'unitresponsibilitylog': {
      const current = (raw.after ?? raw.before ?? {}) as Raw;
      const changed = raw.before && raw.after;
      return [
        ...field(labels.event, text.actions[str(raw.action)]),
        ...field(labels.user, nameOf(current.userId)),
        ...field(labels.unit, names.units.get(Number(current.unitId))),
        ...field(labels.unitRole, names.roles.get(Number(current.unitRoleId))),
        ...field(text.actor, nameOf(raw.actor_id)),
        ...(changed
          ? [
              ...field(text.before, responsibilityLines(raw.before, names, nameOf), { long: true }),
              ...field(text.after, responsibilityLines(raw.after, names, nameOf), { long: true }),
            ]
          : []),
        ...field(text.requestId, raw.request_id, { ltr: true }),
      ];
    }
    case 'functionlog':
      return [
        ...field(labels.name, functionName ?? text.deletedFunction),
        ...field(labels.result, LOG_OUTCOME_LABELS[raw.ok ? 'success' : 'failure']),
        ...field(text.duration, raw.duration_ms),
        ...field(text.steps, raw.steps),
        ...field(text.input, raw.input, { ltr: true, long: true }),
        ...field(text.output, raw.output, { ltr: true, long: true }),
        ...field(text.diagnostics, raw.diagnostics, { ltr: true, long: true }),
      ];
    case 'eventonlog':
      return [
        ...field(labels.name, functionName ?? text.deletedEvent),
        ...field(text.summary, raw.summary),
        ...field(text.ranAs, nameOf(raw.user_id)),
        ...field(text.attempt, raw.attempt),
        ...field(text.testFire, raw.is_test ? requestMessages.yes : ''),
        ...field(text.duration, raw.duration_ms),
        ...field(text.input, raw.input, { ltr: true, long: true }),
        ...field(text.output, raw.output, { ltr: true, long: true }),
        ...field(text.diagnostics, raw.diagnostics, { ltr: true, long: true }),
      ];
    case 'apilog':
      return [
        ...field(labels.name, functionName ?? text.deletedService),
        ...field(text.caller, nameOf(raw.user_id)),
        ...field(text.method, raw.method, { ltr: true }),
        ...field(text.status, raw.status, { ltr: true }),
        ...field(text.problemCode, raw.code, { ltr: true }),
        ...field(text.duration, raw.duration_ms),
        ...field(text.inputBytes, raw.input_bytes),
        ...field(text.outputBytes, raw.output_bytes),
        ...field(labels.ip, raw.ip, { ltr: true }),
        ...field(text.trackingCode, raw.tracking_code, { ltr: true }),
        ...field(text.input, raw.request_body, { ltr: true, long: true }),
        ...field(text.output, raw.response_body, { ltr: true, long: true }),
      ];
    default:
      return [
        ...field(text.message, raw.message, { ltr: true, long: true }),
        ...field(text.requestId, raw.request_id, { ltr: true }),
        ...field(text.method, raw.method, { ltr: true }),
        ...field(text.route, raw.route, { ltr: true }),
        ...field(text.status, raw.status, { ltr: true }),
        ...field(text.instance, raw.instance, { ltr: true }),
        ...field(text.errorName, raw.error_name, { ltr: true }),
        ...field(text.errorStack, raw.error_stack, { ltr: true, long: true }),
        ...field(text.details, raw.details, { ltr: true, long: true }),
      ];
  }
}
