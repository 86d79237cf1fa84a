import { setTimeout as sleep } from 'node:timers/promises';
import type { Db } from '../../db/client.js';
import type { MailConfig } from '../system/mail.service.js';

/** Waits `ms` milliseconds; tests pass one that records the wait instead. */
export type Delay = (ms: number) => Promise<void>;

/** What the identity services need from the app. */
export type IdentityContext = {
  db: Db;
  captcha: boolean;
  mail: MailConfig;
  secureCookies: boolean;
  /** PUBLIC_ORIGIN, when set (the SAML response's issuer). */
  publicOrigin?: string | undefined;
  /** How a late answer waits (sign-in limits). */
  delay: Delay;
};

/** The real wait: a timer, so a slowed answer holds no thread and no database connection. */
export const realDelay: Delay = async (ms) => {
  await sleep(ms);
};

/** Who is calling: the address and browser a sign-in attempt is recorded with. */
export type Caller = { ip: string | null; userAgent: string | null };
