// The smsProvider general setting holds the SMS web service's API key, which is write-only: answers carry
// it empty (with `apiKeySet`), and a write that leaves it empty keeps the stored one.
import { SMS_SETTING_MESSAGES, smsProviderSetting, type SmsProviderSetting } from '@darvazeh/shared';
import type { Db } from '../../db/client.js';
import { AppError } from '../../plugins/errors.js';
import { generalSettingData } from './settings.repository.js';

/** The stored smsProvider data parsed, or null when it is missing or broken. */
export function parseSmsSetting(data: string | undefined): SmsProviderSetting | null {
  if (data === undefined) return null;
  try {
    const parsed = smsProviderSetting.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** smsProvider data as answered: the key emptied, `apiKeySet` telling whether one is stored. */
export function redactSmsSetting(data: string): string {
  const setting = parseSmsSetting(data);
  if (!setting) return JSON.stringify({ kind: 'log', url: '', apiKey: '', sender: '', apiKeySet: false });
  return JSON.stringify({ ...setting, apiKey: '', apiKeySet: setting.apiKey !== '' });
}

/**
 * The smsProvider data to store: what was written, the stored key kept when the write leaves it empty.
 * Throws a Persian 400 when a web service is chosen and no key is given or stored.
 */
export function smsSettingToStore(data: string, stored: string | undefined): string {
  const written = parseSmsSetting(data);
  // generalSettingError has refused anything that does not parse before this runs.
  if (!written) throw new AppError('bad_request', SMS_SETTING_MESSAGES.urlInvalid);
  const { apiKeySet: _answered, ...setting } = written;
  const apiKey = setting.apiKey || (parseSmsSetting(stored)?.apiKey ?? '');
  if (setting.kind === 'http' && apiKey === '')
    throw new AppError('bad_request', SMS_SETTING_MESSAGES.apiKeyRequired);
  return JSON.stringify({ ...setting, apiKey });
}

/** The SMS provider setting in force (the `log` provider when none is stored or it is broken). */
export async function readSmsSetting(db: Db): Promise<SmsProviderSetting> {
  return (
    parseSmsSetting(await generalSettingData(db, 'smsProvider')) ?? {
      kind: 'log',
      url: '',
      apiKey: '',
      sender: '',
    }
  );
}
