// SMS providers: how one text reaches one mobile number. The `log` provider (the default) sends nothing:
// the message is logged and recorded in the outbox, so Admins see it; the `http` provider posts JSON to the
// SMS web service an Admin configured (the smsProvider general setting), through the guarded HTTP client.
import type { SmsProviderSetting } from '@darvazeh/shared';
import { guardedFetch } from '../../plugins/guarded-http/guarded-fetch.js';
import type { OutboundPolicy } from '../../plugins/guarded-http/outbound-policy.js';

/** Sends one SMS; throws when the provider refused it or could not be reached (the job retries). */
export type SmsProvider = {
  /** Whether the message really leaves the portal (false: only logged and recorded). */
  readonly delivers: boolean;
  send(to: string, text: string, key: string): Promise<void>;
};

/** Where the logging provider writes. */
export type SmsLog = (detail: Record<string, unknown>, message: string) => void;

/** The default provider: writes the message to the log and sends nothing. */
export function loggingSmsProvider(log: SmsLog): SmsProvider {
  return {
    delivers: false,
    send: (to, text, key) => {
      log({ to, length: text.length, key }, 'sms not sent: no SMS web service is configured');
      return Promise.resolve();
    },
  };
}

/** Thrown when the SMS web service answers with a failure status. */
export class SmsRefusedError extends Error {
  override readonly name = 'SmsRefusedError';
}

/**
 * The HTTP provider: `POST {url}` with `x-api-key: {apiKey}`, an `Idempotency-Key` (the job's key, for a
 * service that deduplicates retries) and the JSON body `{ lineNumber, messageText, mobiles: [to] }` (the
 * shape of sms.ir's bulk send). Any 2xx is success.
 */
export function httpSmsProvider(setting: SmsProviderSetting, policy: OutboundPolicy): SmsProvider {
  return {
    delivers: true,
    send: async (to, text, key) => {
      const answer = await guardedFetch(
        {
          url: setting.url,
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            accept: 'application/json',
            'x-api-key': setting.apiKey,
            'idempotency-key': key,
          },
          body: JSON.stringify({ lineNumber: setting.sender, messageText: text, mobiles: [to] }),
        },
        policy,
      );
      if (answer.status < 200 || answer.status >= 300)
        throw new SmsRefusedError(`the SMS web service answered ${answer.status}`);
    },
  };
}

/** The provider a setting chooses: `http` with a URL and key, else the logging one. */
export function smsProviderFor(
  setting: SmsProviderSetting,
  policy: OutboundPolicy,
  log: SmsLog,
): SmsProvider {
  return setting.kind === 'http' && setting.url !== '' && setting.apiKey !== ''
    ? httpSmsProvider(setting, policy)
    : loggingSmsProvider(log);
}
