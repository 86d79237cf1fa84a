// Password strength and policy (SPEC §5): five criteria, each worth 20 points of a 0-100 score.
import { PASSWORD_STRENGTH_LABELS, VALIDATION_MESSAGES } from './messages.js';

/** Shortest password the portal accepts, in characters. */
export const PASSWORD_MIN_LENGTH = 6;

/** Which of the five strength criteria a password meets. */
export interface PasswordCriteria {
  length: boolean;
  uppercase: boolean;
  lowercase: boolean;
  digit: boolean;
  special: boolean;
}

/** A password strength score: 20 points per criterion met. */
export type PasswordScore = 0 | 20 | 40 | 60 | 80 | 100;

/** A password strength score with its Persian label. */
export interface PasswordStrength {
  score: PasswordScore;
  label: (typeof PASSWORD_STRENGTH_LABELS)[number];
}

/** Options of `validatePassword`: a minimum length and whether every criterion is required. */
export interface PasswordPolicy {
  minLength?: number;
  requireAll?: boolean;
  /** Lowest acceptable strength score (0–100). */
  minScore?: number;
}

/** The lowest score the strength meter calls «قوی» (strong): four of the five criteria. */
export const STRONG_PASSWORD_SCORE = 80;

/**
 * The policy the server and the web enforce until system settings say otherwise: 6 characters and a
 * score the meter calls «قوی», i.e. three character classes. (The server also refuses common passwords.)
 */
export const DEFAULT_PASSWORD_POLICY: PasswordPolicy = {
  minLength: PASSWORD_MIN_LENGTH,
  minScore: STRONG_PASSWORD_SCORE,
};

const SCORES = [0, 20, 40, 60, 80, 100] as const;

/** Counts code points, so an emoji counts as one character. */
const lengthOf = (pw: string): number => [...pw].length;

/** Reports which strength criteria a password meets: length ≥ 6, an uppercase, a lowercase, a digit and a special character. */
export function passwordCriteria(pw: string): PasswordCriteria {
  return {
    length: lengthOf(pw) >= PASSWORD_MIN_LENGTH,
    uppercase: /\p{Lu}/u.test(pw),
    lowercase: /\p{Ll}/u.test(pw),
    // Persian and Arabic digits count: the password itself is never normalised.
    digit: /\p{Nd}/u.test(pw),
    // Anything that is neither a letter nor a digit, space included (as in OWASP's list).
    special: /[^\p{L}\p{N}]/u.test(pw),
  };
}

/** Scores a password 0-100 at 20 points per criterion met and names the score in Persian (خیلی ضعیف … خیلی قوی). */
export function passwordStrength(pw: string): PasswordStrength {
  const met = Object.values(passwordCriteria(pw)).filter(Boolean).length;
  return {
    score: SCORES[met] ?? 0,
    label: PASSWORD_STRENGTH_LABELS[met] ?? PASSWORD_STRENGTH_LABELS[0],
  };
}

/** The error for each character-class criterion, in the order they are reported. */
const CLASS_ERRORS = [
  ['uppercase', VALIDATION_MESSAGES.passwordUppercase],
  ['lowercase', VALIDATION_MESSAGES.passwordLowercase],
  ['digit', VALIDATION_MESSAGES.passwordDigit],
  ['special', VALIDATION_MESSAGES.passwordSpecial],
] as const;

/** Checks a password against a policy (minimum length, default 6; with requireAll, every criterion) and answers true or the first Persian error. */
export function validatePassword(pw: string, policy: PasswordPolicy = {}): true | string {
  const min = policy.minLength ?? PASSWORD_MIN_LENGTH;
  if (lengthOf(pw) < min) return VALIDATION_MESSAGES.minLength(min);
  if (policy.minScore !== undefined && passwordStrength(pw).score < policy.minScore) {
    return VALIDATION_MESSAGES.passwordWeak;
  }
  if (!policy.requireAll) return true;
  const criteria = passwordCriteria(pw);
  const missing = CLASS_ERRORS.find(([key]) => !criteria[key]);
  return missing ? missing[1] : true;
}
