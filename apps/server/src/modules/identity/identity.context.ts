import type { Db } from '../../db/client.js';
import type { MailConfig } from '../system/mail.service.js';

/** What the identity services need from the app. */
export type IdentityContext = { db: Db; captcha: boolean; mail: MailConfig; secureCookies: boolean };

/** Who is calling: the address and browser a sign-in attempt is recorded with. */
export type Caller = { ip: string | null; userAgent: string | null };
