import nodemailer, { type Transporter } from 'nodemailer';
import type { Db } from '../../db/client.js';
import { insertOutboxMessage, markOutboxFailed, markOutboxSent } from './outbox.repository.js';

/** What the mailer needs from the configuration. */
export type MailConfig = { smtpUrl: string | undefined; mailFrom: string };

let transport: { url: string; transporter: Transporter } | undefined;

function transporterFor(url: string): Transporter {
  if (transport?.url !== url) transport = { url, transporter: nodemailer.createTransport(url) };
  return transport.transporter;
}

/**
 * Writes a message to the outbox (Admins and tests read it there) and, when SMTP is configured, delivers
 * it; a delivery failure is recorded on the row and logged by the caller, never thrown at the user.
 */
export async function sendMail(
  db: Db,
  config: MailConfig,
  message: { to: string; subject: string; body: string; userId: number | null },
): Promise<{ delivered: boolean; error?: string }> {
  const id = await insertOutboxMessage(db, message);
  if (!config.smtpUrl || id === undefined) return { delivered: false };
  try {
    await transporterFor(config.smtpUrl).sendMail({
      from: config.mailFrom,
      to: message.to,
      subject: message.subject,
      text: message.body,
    });
    await markOutboxSent(db, id);
    return { delivered: true };
  } catch (err) {
    const error = err instanceof Error ? err.message : String(err);
    await markOutboxFailed(db, id, error);
    return { delivered: false, error };
  }
}
