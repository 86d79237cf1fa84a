// Text shortening for cards and labels (SPEC §9). Lengths are counted in code points, so a cut
// never splits a surrogate pair and an emoji counts as one character.

/** Most characters of a news card title before it is truncated. */
export const NEWS_TITLE_MAX = 60;

/** Most characters of a label before it is truncated. */
export const LABEL_MAX = 100;

/** The marker appended to truncated text. */
export const ELLIPSIS = '…';

/** Counts the characters of a string by code points, so an astral character such as an emoji counts once. */
export function charCount(s: string): number {
  return [...s].length;
}

/** Cuts a string to its first `max` characters (code points) and appends the ellipsis '…', leaving strings of at most `max` characters unchanged. */
export function truncate(s: string, max: number): string {
  const limit = Math.max(0, Math.floor(max));
  if (s.length <= limit) return s;
  let end = 0;
  let count = 0;
  for (const ch of s) {
    if (count === limit) return s.slice(0, end) + ELLIPSIS;
    end += ch.length;
    count += 1;
  }
  return s;
}

/** Truncates a news card title to NEWS_TITLE_MAX (60) characters plus '…'. */
export function truncateNewsTitle(title: string): string {
  return truncate(title, NEWS_TITLE_MAX);
}

/** Truncates a label to LABEL_MAX (100) characters plus '…'. */
export function truncateLabel(label: string): string {
  return truncate(label, LABEL_MAX);
}

// NUL, or a UTF-16 surrogate without its pair (`"\ud800"` in JSON).
const UNSTORABLE_CHARACTER = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Whether `s` holds a character PostgreSQL cannot store: text refuses NUL, jsonb refuses a lone
 * surrogate's escape, and the drivers silently turn a lone surrogate in text into U+FFFD.
 */
export function hasUnstorableCharacter(s: string): boolean {
  return UNSTORABLE_CHARACTER.test(s);
}
