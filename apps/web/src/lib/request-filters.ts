import type { InternalAxiosRequestConfig } from 'axios';

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
 */
export function serializeFilters(config: InternalAxiosRequestConfig): InternalAxiosRequestConfig {
  if (!config.url?.includes('filter')) return config;
  config.params = withJsonFilters(config.params);
  config.data = withJsonFilters(config.data);
  return config;
}
