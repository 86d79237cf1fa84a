// What the portal's logs keep of a value (the function log's inputs and outputs, the program log's
// details): secret-looking keys hidden at any depth, and the whole cut to a size.
import { commonMessages } from '../messages/index.js';

/** Keys whose values never reach a log: passwords, secrets, tokens, keys, credentials, cookies. */
const SECRET_KEY = /pass|secret|token|api[-_]?key|authorization|cookie|credential|otp|captcha/i;
/** Longest JSON kept of one logged value; the rest is cut. */
export const MAX_LOGGED_CHARS = 16_384;

function walk(value: unknown, depth: number, text: (s: string) => string): unknown {
  if (depth > 32) return null;
  if (typeof value === 'string') return text(value);
  if (Array.isArray(value)) return value.slice(0, 1_000).map((item) => walk(item, depth + 1, text));
  if (typeof value === 'object' && value !== null) {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value))
      Object.defineProperty(out, key, {
        value: SECRET_KEY.test(key) ? commonMessages.redacted : walk(item, depth + 1, text),
        enumerable: true,
      });
    return out;
  }
  return value;
}

/**
 * A copy of `value` for a log: secret-looking keys hidden, strings passed through `text` (kept as they
 * are unless given, e.g. redactText), and at most `maxChars` of JSON (else the cut JSON text).
 */
export function redacted(
  value: unknown,
  {
    maxChars = MAX_LOGGED_CHARS,
    text = (s: string) => s,
  }: { maxChars?: number; text?: (s: string) => string } = {},
): unknown {
  const clean = walk(value, 0, text);
  const json = JSON.stringify(clean) ?? 'null';
  return json.length <= maxChars ? clean : { truncated: json.slice(0, maxChars) };
}

// `password=…`, `"token": "…"`, `apiKey: …` in free text (an error's message, a stack): the value goes.
// An `Authorization: Bearer …` pair loses its scheme and credential together.
const SECRET_PAIR =
  /\b([\w-]*(?:pass(?:word)?|secret|token|api[-_]?key|authorization|cookie|credential)[\w-]*)("?\s*[=:]\s*)((?:bearer|basic)\s+[^\s,;&]+|"[^"]*"|'[^']*'|[^\s,;&]+)/gi;

/**
 * `text` with the secrets it may carry hidden: key–value pairs whose key looks secret, bearer and basic
 * credentials, passwords in URLs, and the parameter list a failed query's error prints (a password hash,
 * a token or a person's data may be among its values).
 */
export function redactText(text: string): string {
  return text
    .replace(/(^|\n)(\s*)params: [^\n]*/g, `$1$2params: ${commonMessages.redacted}`)
    .replace(SECRET_PAIR, `$1$2${commonMessages.redacted}`)
    .replace(/\b(bearer|basic)\s+[\w.~+/=-]+/gi, `$1 ${commonMessages.redacted}`)
    .replace(/(\/\/)[^/\s:@]+:[^/\s@]+@/g, `$1${commonMessages.redacted}@`);
}
