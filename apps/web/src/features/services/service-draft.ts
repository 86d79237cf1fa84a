// The service designer's draft: a whole service definition (every SPEC §3 field with its default), the
// body it saves as, and the shared schema's check keyed by each field's dotted path ('desk.costRials'),
// so a message lands under the very input it is about (the inputs are named by those paths).
import { VALIDATION_MESSAGES, serviceBody, type ServiceDefinition, type ServiceItem } from '@darvazeh/shared';
import type { CheckableSchema } from '../../lib/form-errors';
import { bodyOfItem } from './api/service-query-helpers';
import { layoutRightToLeft, needsLayout } from './process/process-model';

/** What the designer edits: a service definition without the server's version fields. */
export type ServiceDraft = Omit<ServiceDefinition, 'version' | 'publishedVersion'>;

/** A new service filed under `categories`, every other field at the SPEC §3 default. */
export function emptyService(categories: number[]): ServiceDraft {
  const parsed = serviceBody.safeParse({ serviceFname: '-', serviceEname: 'draft', categories: [1] });
  if (!parsed.success) throw new Error('serviceBody refuses its own defaults');
  const { version: _version, publishedVersion: _published, ...defaults } = parsed.data;
  return { ...defaults, serviceFname: '', serviceEname: '', categories };
}

/** A stored service as a draft: its fields over the defaults (a field the server left out keeps its default). */
export function draftOfItem(item: ServiceItem): ServiceDraft {
  const defaults = emptyService(item.categories);
  const stored = bodyOfItem(item) as Partial<ServiceDraft>;
  const draft = { ...defaults } as Record<string, unknown>;
  for (const [key, value] of Object.entries(stored))
    if (value !== undefined && value !== null) draft[key] = value;
  // Nullable fields keep the server's null.
  for (const key of ['helpFileLink'] as const) draft[key] = stored[key] ?? null;
  const result = draft as ServiceDraft;
  // A process made through the API has no drawing: lay it out right to left once, on reading.
  return needsLayout(result.process) ? { ...result, process: layoutRightToLeft(result.process) } : result;
}

/** The body a draft saves as: names trimmed, blank documents, tags and list entries dropped. */
export function bodyOfDraft(draft: ServiceDraft): ServiceDraft {
  const clean = (list: readonly string[]) => list.map((s) => s.trim()).filter((s) => s !== '');
  return {
    ...draft,
    serviceFname: draft.serviceFname.trim(),
    serviceEname: draft.serviceEname.trim(),
    tags: clean(draft.tags),
    desk: { ...draft.desk, requiredDocuments: clean(draft.desk.requiredDocuments) },
    options: { ...draft.options, origins: clean(draft.options.origins), ips: clean(draft.options.ips) },
    // Only one of the two form modes is kept meaningful; the other's value stays for switching back.
    elements: draft.elements,
  };
}

/** Whether a message is already Persian (the shared schema's own), not zod's English default. */
const isPersian = (message: string) => /\p{Script=Arabic}/u.test(message);

/**
 * The shared `serviceBody` as the designer checks it: each problem keyed by its whole dotted path, in
 * Persian (zod's own English defaults become the generic «قالب وارد شده معتبر نیست.»). The process's
 * problems are the process editor's to show, so they are left out here.
 */
export const serviceDraftSchema: CheckableSchema = {
  safeParse(value: unknown) {
    const result = serviceBody.safeParse(value);
    if (result.success) return { success: true };
    const issues = result.error.issues
      .filter((issue) => issue.path[0] !== 'process')
      .map((issue) => ({
        path: [issue.path.join('.')],
        message: isPersian(issue.message) ? issue.message : VALIDATION_MESSAGES.invalidFormat,
      }));
    return issues.length === 0 ? { success: true } : { success: false, error: { issues } };
  },
};

/** Changes the value at a dotted `path` of `draft` (a list's items by index), copying only what is along it. */
export function setAt<T extends object>(draft: T, path: string, value: unknown): T {
  const [head = '', ...rest] = path.split('.');
  const inner = (draft as Record<string, unknown>)[head];
  const next = rest.length === 0 ? value : setAt(inner ?? {}, rest.join('.'), value);
  if (Array.isArray(draft)) {
    const copy = [...(draft as unknown[])];
    copy[Number(head)] = next;
    return copy as T;
  }
  return { ...draft, [head]: next };
}

/** The value at a dotted `path` of `draft`. */
export function getAt(draft: object, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>(
      (value, key) =>
        value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined,
      draft,
    );
}
