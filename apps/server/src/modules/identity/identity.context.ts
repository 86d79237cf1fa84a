import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.js';
import type { EndedSession } from '../../plugins/session-store.js';
import type { MailConfig } from '../system/mail.service.js';

/** Waits `ms` milliseconds; tests pass one that records the wait instead. */
export type Delay = (ms: number) => Promise<void>;

/**
 * Single logout (the sso module): portal sessions `ended` are over; tells the connected systems signed
 * into from them and answers where the browser goes next — `returnTo` (a government provider's sign-out
 * page, or null for the sign-in page) unless service providers are to be told first.
 */
export type SignedOut = (
  ended: EndedSession[],
  returnTo: string | null,
  request: FastifyRequest,
) => Promise<string | null>;

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
  /** Single logout of the connected systems when the user signs out (absent: none is told). */
  signedOut?: SignedOut;
};

/** The real wait: a timer, so a slowed answer holds no thread and no database connection. */
export const realDelay: Delay = async (ms) => {
  await sleep(ms);
};

/** Who is calling: the address and browser a sign-in attempt is recorded with. */
export type Caller = { ip: string | null; userAgent: string | null };
