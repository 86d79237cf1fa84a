import { beforeAll, describe, expect, it } from 'vitest';
import { asc } from 'drizzle-orm';
import { ssoClientLoginLogs } from '../../db/schema/index.js';
import { testApp } from '../../test/test-app.js';
import { checkSsoAccess, logSsoEvent } from './access.service.js';
import { created, systemBody } from './sso.fixture.js';

const t = testApp();
let enabled: number;
let disabled: number;

beforeAll(async () => {
  const admin = t.as(await t.user({ roles: ['Admin'] }));
  enabled = (await created(admin, 'ssomanagement', systemBody())).id;
  disabled = (await created(admin, 'ssomanagement', systemBody({ name: 'سامانه خاموش', enabled: false }))).id;
});

describe('the single sign-on gate', () => {
  it('lets a user into an enabled system', async () => {
    expect(await checkSsoAccess(t.database.db, { clientId: enabled, userId: 1, ip: '10.0.0.1' })).toEqual({
      allowed: true,
    });
  });

  it('refuses a disabled system and one that does not exist, saying why', async () => {
    const refused = { allowed: false, reason: 'disabled' };
    expect(await checkSsoAccess(t.database.db, { clientId: disabled, userId: 1, ip: null })).toEqual(refused);
    expect(await checkSsoAccess(t.database.db, { clientId: 999_999, userId: 1, ip: null })).toEqual(refused);
  });

  it('appends a log row for each event', async () => {
    await logSsoEvent(t.database.db, {
      clientId: enabled,
      userId: 1,
      protocol: 'oidc',
      event: 'authorization',
      ip: '::1',
    });
    await logSsoEvent(t.database.db, {
      clientId: disabled,
      userId: null,
      protocol: 'saml',
      event: 'refusal',
      reason: 'disabled',
      ip: null,
    });
    const rows = await t.database.db
      .select({
        clientId: ssoClientLoginLogs.clientId,
        event: ssoClientLoginLogs.event,
        reason: ssoClientLoginLogs.reason,
      })
      .from(ssoClientLoginLogs)
      .orderBy(asc(ssoClientLoginLogs.id));
    expect(rows).toEqual([
      { clientId: enabled, event: 'authorization', reason: null },
      { clientId: disabled, event: 'refusal', reason: 'disabled' },
    ]);
  });
});
