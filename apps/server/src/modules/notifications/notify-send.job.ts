// The `notify.send` handler: one message, one channel, one user. E-mail goes through the mail outbox
// (queueMail, which also enqueues its SMTP delivery), written when this job ends, so a retried job never
// writes two; SMS goes through the configured provider and is recorded in the outbox for Admins; the inbox
// channel is the request's own timeline, so there is nothing to deliver.
import { SERVICE_NOTIFICATION_CHANNELS } from '@darvazeh/shared';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { defineJob, type JobDefinition } from '../../plugins/jobs/job-queue.js';
import type { OutboundPolicy } from '../../plugins/guarded-http/outbound-policy.js';
import { queueMail, type MailConfig } from '../system/mail.service.js';
import { contactOf } from './notifications.repository.js';
import { NOTIFY_SEND, type NotifyPayload } from './notifications.service.js';
import { sendSms, type SmsLog } from './sms.service.js';

const payload: z.ZodType<NotifyPayload> = z.object({
  channel: z.enum(SERVICE_NOTIFICATION_CHANNELS),
  userId: z.number().int(),
  subject: z.string(),
  text: z.string(),
  requestId: z.number().int().optional(),
});

/** What the handler needs: mail settings, the outbound policy for SMS web services, and a log. */
export type NotifyDeps = { mail: MailConfig; outbound: OutboundPolicy; log: SmsLog };

/** The `notify.send` job handler (see the file's head). */
export function notifySendJob(db: Db, deps: NotifyDeps): JobDefinition {
  return defineJob({
    kind: NOTIFY_SEND,
    payload,
    run: async ({ payload: message, key }) => {
      const skip = (reason: string) =>
        deps.log({ key, userId: message.userId, channel: message.channel }, reason);
      if (message.channel === 'inbox') return;
      const contact = await contactOf(db, message.userId);
      if (!contact) return skip('notification skipped: the user is gone');
      if (message.channel === 'email') {
        const to = contact.email?.trim();
        if (!to) return skip('notification skipped: the user has no e-mail');
        const mail = { to, subject: message.subject, body: message.text, userId: message.userId };
        return { onDone: async (tx) => void (await queueMail(tx, deps.mail, mail)) };
      }
      const to = contact.mobile?.trim();
      if (!to) return skip('notification skipped: the user has no mobile number');
      const record = await sendSms(db, deps, { to, text: message.text, key, userId: message.userId });
      return { onDone: record };
    },
  });
}
