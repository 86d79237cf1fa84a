import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { outbox } from '../../db/schema/index.js';
import { testApp } from '../../test/test-app.js';
import { startSmtpSink } from '../../test/smtp-sink.js';
import { settleResetMail } from '../identity/password-reset.service.js';

let sink: Awaited<ReturnType<typeof startSmtpSink>>;
beforeAll(async () => {
  sink = await startSmtpSink();
});
afterAll(() => sink.close());
// Registered after the sink's hooks: built once the sink listens, closed before it stops.
const t = testApp({ env: () => ({ SMTP_URL: sink.url, MAIL_FROM: 'Darvazeh <no-reply@uni.example>' }) });

describe('mail through SMTP', () => {
  it('delivers the reset code by SMTP and marks the outbox row sent', async () => {
    const user = await t.user({ email: 'smtp-user@example.ac.ir' });
    await t.anon.post('/api/v1/account/forget-password', { username: user.username });
    // The mail goes out after the answer (the answer must not tell which accounts exist).
    await settleResetMail();
    const [row] = await t.database.db.select().from(outbox).where(eq(outbox.to, 'smtp-user@example.ac.ir'));
    expect(row?.sentAt).toBeInstanceOf(Date);
    expect(row?.error).toBeNull();
    expect(sink.messages).toHaveLength(1);
    expect(sink.messages[0]).toMatch(/To: smtp-user@example\.ac\.ir/);
    expect(sink.messages[0]).toMatch(/From: Darvazeh <no-reply@uni\.example>/);
  });
});
