// Sending one SMS now, from a job: the provider the smsProvider general setting chooses (sms-provider.ts),
// and the outbox record Admins read every outgoing message in.
import type { Db } from '../../db/client.js';
import type { OutboundPolicy } from '../../plugins/guarded-http/outbound-policy.js';
import { notificationMessages as text } from '../../messages/index.js';
import { readSmsSetting } from '../settings/sms-setting.service.js';
import { recordOutboxMessage } from '../system/mail.service.js';
import { smsProviderFor, type SmsLog } from './sms-provider.js';

export type { SmsLog } from './sms-provider.js';

/** What sending needs: the outbound policy SMS web services are reached under, and a log. */
export type SmsDeps = { outbound: OutboundPolicy; log: SmsLog };

/** One SMS: its text, recipient, the job's key (passed to the provider) and the user it concerns. */
export type SmsMessage = {
  to: string;
  text: string;
  key: string;
  userId: number | null;
  /**
   * What the outbox keeps when the message really went out, instead of `text` (a code that must not
   * rest in the database). When nothing was delivered (the log provider) the outbox keeps `text`: it is
   * then the only place the message exists, which Admins (and tests) read.
   */
  recordedText?: string;
};

/**
 * Sends `message` through the configured provider; throws when the provider refused it or could not be
 * reached (the job retries). Answers the write that records it in the outbox, for the job's `onDone`, so
 * a retried job records it once.
 */
export async function sendSms(
  db: Db,
  deps: SmsDeps,
  message: SmsMessage,
): Promise<(tx: Db) => Promise<void>> {
  const provider = smsProviderFor(await readSmsSetting(db), deps.outbound, deps.log);
  await provider.send(message.to, message.text, message.key);
  const record = {
    to: message.to,
    subject: text.smsSubject,
    body: provider.delivers ? (message.recordedText ?? message.text) : message.text,
    userId: message.userId,
    sentAt: provider.delivers ? new Date() : null,
    error: provider.delivers ? null : text.smsLoggedOnly,
  };
  return async (tx) => void (await recordOutboxMessage(tx, record));
}
