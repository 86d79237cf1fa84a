// The single sign-on settings every protocol reads: token lifetimes and the session policy, stored as the
// typed general setting `ssoSetting` (an Admin edits it at /panel/sso/setting).
import { DEFAULT_SSO_SETTING, ssoSetting, type SsoSetting } from '@darvazeh/shared';
import type { Db } from '../../db/client.js';
import { generalSettingData } from '../settings/settings.service.js';

export type { SsoSetting };

/**
 * The settings in force: the stored ssoSetting, or DEFAULT_SSO_SETTING when none is stored or it does
 * not parse (never throws for a bad value). Shape (all integers but the flag):
 * `{ accessTokenMinutes, idTokenMinutes, refreshTokenDays, sessionIdleMinutes, sessionMaxHours,
 * allowSilentSso }`. Read it per authorization or token, not at start-up, so a change applies at once
 * on every instance.
 */
export async function readSsoSettings(db: Db): Promise<SsoSetting> {
  const data = await generalSettingData(db, 'ssoSetting');
  if (data === undefined) return DEFAULT_SSO_SETTING;
  try {
    const parsed = ssoSetting.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : DEFAULT_SSO_SETTING;
  } catch {
    return DEFAULT_SSO_SETTING;
  }
}
