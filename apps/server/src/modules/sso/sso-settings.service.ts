// The single sign-on settings every protocol reads: token lifetimes and the session policy, stored as the
// typed general setting `ssoSetting` (an Admin edits it at /panel/sso/setting).
import { DEFAULT_SSO_SETTING, ssoSetting, type SsoSetting } from '@darvazeh/shared';
import type { Db } from '../../db/client.js';
import { recordSsoUse, SESSION_LIFETIME_SECONDS, type SessionInfo } from '../../plugins/session-store.js';
import { generalSettingData } from '../settings/settings.service.js';

export type { SsoSetting };

/**
 * The settings in force: the stored ssoSetting, or DEFAULT_SSO_SETTING when none is stored or it does
 * not parse (never throws for a bad value). Shape (all integers but the flag):
 * `{ accessTokenMinutes, idTokenMinutes, refreshTokenDays, sessionIdleMinutes, sessionMaxHours,
 * allowSilentSso }`. One statement; the OIDC provider reads it through `ssoSettingsCache`.
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

/** The settings as one process keeps them between requests. */
export type SsoSettingsCache = {
  /**
   * The settings some use read last (the defaults before the first read), for code that cannot wait:
   * oidc-provider's `ttl` functions are synchronous. Every use calls `fresh` first.
   */
  current: () => SsoSetting;
  /**
   * The settings for one use: read now, unless `maxAgeMs` (0 by default) accepts a read at most that old.
   * Uses arriving while a read is in flight share it; a failed read is tried again by the next use.
   */
  fresh: (maxAgeMs?: number) => Promise<SsoSetting>;
};

/**
 * A per-process cache of the settings, with the key ring's freshness rule (key-ring.ts): a use that
 * wants them fresh reads them; one that accepts a read up to `maxAgeMs` old (the OIDC endpoints relying
 * parties call from their servers, 5 s) runs no statement while one is that recent, so a change made on
 * any instance applies there within that time.
 */
export function ssoSettingsCache(
  read: () => Promise<SsoSetting>,
  // Read through the global on each call, so a test's fake clock (vi.useFakeTimers) reaches a cache built
  // before it was installed.
  now: () => number = () => Date.now(),
): SsoSettingsCache {
  let value: SsoSetting = DEFAULT_SSO_SETTING;
  let readAt = Number.NEGATIVE_INFINITY;
  let reading: Promise<SsoSetting> | undefined;
  return {
    current: () => value,
    fresh: async (maxAgeMs = 0) => {
      if (maxAgeMs > 0 && now() - readAt <= maxAgeMs) return value;
      reading ??= read()
        .then((settings) => {
          value = settings;
          readAt = now();
          return settings;
        })
        .finally(() => {
          reading = undefined;
        });
      return reading;
    },
  };
}

/** What ended a portal session's single sign-on: unused too long, or signed in too long ago. */
export type SsoSessionEnd = 'idle' | 'max';

/**
 * Whether single sign-on may still use a portal session under `settings`: null while it may, else why
 * not — signed in (`createdAt`) more than sessionMaxHours ago, or not used by single sign-on for more than
 * sessionIdleMinutes (`ssoUsedAt`; a session no system has signed in through yet is not idle). Either
 * way a fresh sign-in is needed: the session's single sign-on stays ended, whatever the portal's own
 * pages do meanwhile.
 */
export function ssoSessionEnded(
  settings: SsoSetting,
  session: { createdAt: Date; ssoUsedAt: Date | null },
  now = Date.now(),
): SsoSessionEnd | null {
  if (now - session.createdAt.getTime() > settings.sessionMaxHours * 3_600_000) return 'max';
  if (session.ssoUsedAt !== null && now - session.ssoUsedAt.getTime() > settings.sessionIdleMinutes * 60_000)
    return 'idle';
  return null;
}

/**
 * When the single sign-on session of a portal session signed in at `createdAt` ends at the latest:
 * sessionMaxHours after the sign-in, or with the portal session itself (SESSION_LIFETIME_SECONDS after it),
 * whichever first. SAML responses tell service providers so (SessionNotOnOrAfter).
 */
export function ssoSessionLatestEnd(settings: SsoSetting, createdAt: Date): Date {
  const seconds = Math.min(settings.sessionMaxHours * 3600, SESSION_LIFETIME_SECONDS);
  return new Date(createdAt.getTime() + seconds * 1000);
}

/**
 * Whether single sign-on may use `session` now (ssoSessionEnded); if so, records the use, from which the
 * idle limit counts again. A refusal records nothing, so the session's single sign-on stays ended.
 */
export async function ssoMayUse(
  db: Db,
  settings: SsoSetting,
  session: Pick<SessionInfo, 'key' | 'createdAt' | 'ssoUsedAt'>,
  now = new Date(),
): Promise<boolean> {
  if (ssoSessionEnded(settings, session, now.getTime()) !== null) return false;
  await recordSsoUse(db, session, now);
  return true;
}
