// LIKE patterns built from what a user typed: every wildcard matched literally, so a search for `100%_x`
// finds that text and nothing else (and cannot turn into a scan-everything pattern).

/** A LIKE/ILIKE pattern matching `text` anywhere, its `\`, `%` and `_` escaped. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
