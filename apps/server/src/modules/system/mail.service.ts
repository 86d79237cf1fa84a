import nodemailer, { type Transporter } from 'nodemailer';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import {
  defineJob,
  enqueueJob,
  PermanentJobError,
  type JobDefinition,
} from '../../plugins/jobs/job-queue.js';
import {
  findOutboxMessage,
  insertOutboxMessage,
  markOutboxFailed,
  markOutboxSent,
  type OutboxMessage,
} from './outbox.repository.js';

/** What the mailer needs from the configuration. */
export type MailConfig = { smtpUrl: string | undefined; mailFrom: string };

/** The job that delivers one outbox message by SMTP. */
export const MAIL_DELIVER = 'mail.deliver';

// Well inside the job lease (JOB_LEASE_MS): a hung server fails the attempt, which is retried, instead of
// outliving the lease and being delivered twice.
const SMTP_TIMEOUTS = { connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 };

let transport: { url: string; transporter: Transporter } | undefined;

function transporterFor(url: string): Transporter {
  if (transport?.url !== url)
    transport = { url, transporter: nodemailer.createTransport({ url, ...SMTP_TIMEOUTS }) };
  return transport.transporter;
}

/**
 * Writes a message to the outbox (Admins and tests read it there) and, when SMTP is configured, the job
 * that delivers it, in one transaction: the job exists exactly when the message does. Pass the caller's
 * transaction to tie both to its change. Answers the outbox row's id.
 */
export async function queueMail(
  db: Db,
  config: MailConfig,
  message: { to: string; subject: string; body: string; userId: number | null },
): Promise<{ id: number; queued: boolean }> {
  return db.transaction(async (tx) => {
    const id = await insertOutboxMessage(tx, message);
    if (!config.smtpUrl) return { id, queued: false };
    await enqueueJob(tx, { kind: MAIL_DELIVER, payload: { outboxId: id }, key: `mail:${id}` });
    return { id, queued: true };
  });
}

/**
 * Records a message another channel (SMS) delivered, or only logged, in the outbox, so Admins read every
 * outgoing message in one place: `sentAt` when it went out, else `error` saying why not. Answers its id.
 */
export async function recordOutboxMessage(db: Db, message: Required<OutboxMessage>): Promise<number> {
  return insertOutboxMessage(db, message);
}

/**
 * The Message-ID of an outbox message: the same on every attempt, so a receiving server or mail client
 * that deduplicates by it shows a message delivered twice (a retry after a lost answer) once.
 */
export function messageIdOf(message: { id: number; createdAt: Date }, mailFrom: string): string {
  const domain = /@([^>\s]+)>?\s*$/.exec(mailFrom)?.[1] ?? 'localhost';
  return `<outbox-${message.id}.${message.createdAt.getTime()}@${domain}>`;
}

/**
 * The `mail.deliver` handler: sends the outbox message by SMTP and marks it sent in the transaction that
 * ends the job. A refused attempt records the server's reason on the row and is retried with back-off.
 */
export function mailDeliveryJob(db: Db, config: MailConfig): JobDefinition {
  return defineJob({
    kind: MAIL_DELIVER,
    payload: z.object({ outboxId: z.number().int() }),
    run: async ({ payload }) => {
      const message = await findOutboxMessage(db, payload.outboxId);
      if (!message) throw new PermanentJobError(`outbox message ${payload.outboxId} does not exist`);
      if (message.sentAt) return;
      // Retried, not given up: another instance, or this one restarted with SMTP_URL, may deliver it.
      if (!config.smtpUrl) throw new Error('SMTP_URL is not set in this process');
      try {
        await transporterFor(config.smtpUrl).sendMail({
          from: config.mailFrom,
          to: message.to,
          subject: message.subject,
          text: message.body,
          messageId: messageIdOf(message, config.mailFrom),
        });
      } catch (err) {
        await markOutboxFailed(db, message.id, err instanceof Error ? err.message : String(err));
        throw err;
      }
      return { onDone: (tx) => markOutboxSent(tx, message.id) };
    },
  });
}
