// The `registration.sms` handler: makes a registration's code and sends it through the SMS provider
// (notifications' sendSms). The code exists only here, in the message and (hashed) on the row: the
// request that asked for it never sees it, so it is written with the job's end, never before it is sent.
import { randomInt } from 'node:crypto';
import { REGISTRATION_CODE_TTL_SECONDS } from '@darvazeh/shared';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { defineJob, type JobDefinition } from '../../plugins/jobs/job-queue.js';
import { registrationMessages as text } from '../../messages/index.js';
import { sendSms, type SmsDeps } from '../notifications/sms.service.js';
import { readSiteSettingsBody } from '../settings/settings.service.js';
import { registrationById, storeRegistrationCode } from './registration.repository.js';
import { codeHashOf, REGISTRATION_SMS } from './registration.service.js';

/**
 * The `registration.sms` job handler. A registration already spent or past its time gets nothing. A
 * retried job makes a new code (the one before never arrived, or arrives void).
 */
export function registrationSmsJob(db: Db, deps: SmsDeps): JobDefinition {
  return defineJob({
    kind: REGISTRATION_SMS,
    payload: z.object({ registrationId: z.number().int() }),
    run: async ({ payload, key }) => {
      const row = await registrationById(db, payload.registrationId);
      if (!row || row.usedAt || row.expiresAt.getTime() <= Date.now()) return;
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      const { title } = await readSiteSettingsBody(db);
      const record = await sendSms(db, deps, {
        to: row.mobile,
        text: text.smsText(title, code),
        key,
        userId: null,
        recordedText: text.smsRecorded,
      });
      return {
        onDone: async (tx) => {
          // Valid from when it went out, not from when it was asked for.
          const codeExpiresAt = new Date(Date.now() + REGISTRATION_CODE_TTL_SECONDS * 1000);
          await storeRegistrationCode(tx, row.id, { codeHash: codeHashOf(row.id, code), codeExpiresAt });
          await record(tx);
        },
      };
    },
  });
}
