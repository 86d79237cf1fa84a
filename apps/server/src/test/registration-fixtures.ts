// What the registration tests do as a newcomer would: open registration as an Admin, ask for a code (with
// a freshly answered captcha, from one IP address), read the code the SMS provider logged in the outbox,
// and finish the registration with it.
import { desc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { outbox } from '../db/schema/index.js';
import type { TestApp, TestUser } from './test-app.js';
import { buildCaptcha } from './user-factories.js';

/** The first step's body, a valid one unless overridden. */
export type CodeRequest = {
  nationalId: string;
  mobile: string;
  firstName: string;
  lastName: string;
};

/** The second step's body without the registration id. */
export type Completion = { code: string; username: string; password: string };

/** A strong password no list holds. */
export const STRONG_PASSWORD = 'Sabt-Nam-Ghavi-1405!';

/** Registration helpers over one test app whose Admin can change the general settings. */
export function registrationFixtures(t: TestApp & { admin: TestUser }) {
  let settingId: number | undefined;
  return {
    /** Turns applicants' registration on or off through the general settings, as an Admin does. */
    async switchRegistration(enabled: boolean): Promise<void> {
      const body = { name: 'registration', data: JSON.stringify({ enabled }) };
      const res =
        settingId === undefined
          ? await t.as(t.admin).post('/api/v1/generalsetting', body)
          : await t.as(t.admin).put(`/api/v1/generalsetting/${settingId}`, body);
      if (res.statusCode !== 200) throw new Error(`saving the switch answered ${res.payload}`);
      settingId = res.json<{ data: { id: number } }>().data.id;
    },

    /** `POST account/register/code` from `ip` with a correctly answered captcha. */
    async requestCode(body: CodeRequest, ip = '198.51.100.10'): Promise<LightMyRequestResponse> {
      const captchaId = await buildCaptcha(t.database.db, 'ABCDE');
      return t.anon.request(
        'POST',
        '/api/v1/account/register/code',
        { ...body, captchaId, captchaCode: 'abcde' },
        { remoteAddress: ip },
      );
    },

    /** Runs the queued jobs, then reads the newest text the outbox holds for `mobile`, or null. */
    async textSentTo(mobile: string): Promise<string | null> {
      await t.jobs.runDue();
      const [row] = await t.database.db
        .select({ body: outbox.body })
        .from(outbox)
        .where(eq(outbox.to, mobile))
        .orderBy(desc(outbox.id))
        .limit(1);
      return row?.body ?? null;
    },

    /** The 6-digit code in the newest text sent to `mobile` (running the queued jobs first). */
    async codeSentTo(mobile: string): Promise<string> {
      const text = (await this.textSentTo(mobile)) ?? '';
      const code = /\d{6}/.exec(text)?.[0];
      if (!code) throw new Error(`no code was sent to ${mobile}: ${text}`);
      return code;
    },

    /** `POST account/register` from `ip`. */
    complete(registrationId: string, body: Completion, ip = '198.51.100.10') {
      return t.anon.request(
        'POST',
        '/api/v1/account/register',
        { registrationId, ...body },
        { remoteAddress: ip },
      );
    },
  };
}

/** The registration id a successful first step answered. */
export function registrationIdOf(res: LightMyRequestResponse): string {
  if (res.statusCode !== 200) throw new Error(`asking for a code answered ${res.statusCode} ${res.payload}`);
  return res.json<{ data: { registrationId: string } }>().data.registrationId;
}
