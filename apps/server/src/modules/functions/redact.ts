import { functionMessages } from '../../messages/index.js';

/** Keys whose values never reach a log: passwords, secrets, tokens, keys, credentials, cookies. */
const SECRET_KEY = /pass|secret|token|api[-_]?key|authorization|cookie|credential|otp|captcha/i;
/** Longest JSON kept of one logged value; the rest is cut. */
export const MAX_LOGGED_CHARS = 16_384;

function walk(value: unknown, depth: number): unknown {
  if (depth > 32) return null;
  if (Array.isArray(value)) return value.slice(0, 1_000).map((item) => walk(item, depth + 1));
  if (typeof value === 'object' && value !== null) {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value))
      Object.defineProperty(out, key, {
        value: SECRET_KEY.test(key) ? functionMessages.redacted : walk(item, depth + 1),
        enumerable: true,
      });
    return out;
  }
  return value;
}

/** A copy of `value` for the function log: secret-looking keys hidden, and at most MAX_LOGGED_CHARS of JSON. */
export function redacted(value: unknown): unknown {
  const clean = walk(value, 0);
  const text = JSON.stringify(clean) ?? 'null';
  return text.length <= MAX_LOGGED_CHARS ? clean : { truncated: text.slice(0, MAX_LOGGED_CHARS) };
}
