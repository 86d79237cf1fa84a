import type { HttpRequest } from './http';

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/** A copy of `value` whose `filters` object is a JSON string; anything else comes back as it was. */
export function withJsonFilters(value: unknown): unknown {
  if (!isPlainObject(value)) return value;
  const { filters } = value;
  if (filters === undefined || typeof filters === 'string') return value;
  return { ...value, filters: JSON.stringify(filters) };
}

/**
 * SPEC §7: a call whose URL contains 'filter' sends its `filters` (in the query or the body) as a
 * JSON string, so nested conditions like `{ name: { op: 'like', value } }` survive query encoding.
 * Answers a copy; the caller's request is left as it was.
 */
export function serializeFilters<R extends Pick<HttpRequest, 'url' | 'params' | 'body'>>(request: R): R {
  if (!request.url.includes('filter')) return request;
  const params = withJsonFilters(request.params) as HttpRequest['params'];
  return { ...request, params, body: withJsonFilters(request.body) };
}
