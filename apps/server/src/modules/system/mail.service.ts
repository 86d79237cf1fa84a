import nodemailer, { type Transporter } from 'nodemailer';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { outbox } from '../../db/schema/index.js';

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
  const [row] = await db.insert(outbox).values(message).returning({ id: outbox.id });
  if (!config.smtpUrl || !row) return { delivered: false };
  try {
    await transporterFor(config.smtpUrl).sendMail({
      from: config.mailFrom,
      to: message.to,
      subject: message.subject,
      text: message.body,
    });
    await db.update(outbox).set({ sentAt: new Date() }).where(eq(outbox.id, row.id));
    return { delivered: true };
  } catch (err) {
    const error = err instanceof Error ? err.message : String(err);
    await db
      .update(outbox)
      .set({ error: error.slice(0, 1000) })
      .where(eq(outbox.id, row.id));
    return { delivered: false, error };
  }
}
