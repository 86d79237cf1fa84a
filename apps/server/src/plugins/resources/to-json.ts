/** A row as it leaves the server: dates become ISO strings; the response schema drops undeclared columns. */
export function toJson(row: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(row).map(([k, v]) => [k, v instanceof Date ? v.toISOString() : v]),
  );
}
