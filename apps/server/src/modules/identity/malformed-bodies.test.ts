import { beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { count } from 'drizzle-orm';
import { sessions, users } from '../../db/schema/index.js';
import { testApp } from '../../test/test-app.js';
import type { TestUser } from '../../test/factories.js';

const t = testApp();
let user: TestUser;
beforeAll(async () => {
  user = await t.user({ password: 'Secret-pass1' });
});

const field = fc.oneof(
  fc.string(),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.dictionary(fc.string(), fc.string(), { maxKeys: 2 }),
  fc.string({ minLength: 300, maxLength: 2000 }),
  fc.constantFrom(
    "' or 1=1 --",
    '"; drop table users; --',
    '{"$ne":null}',
    '<script>alert(1)</script>',
    '\u202e\u0000',
  ),
);
/** Bodies shaped like the real ones but wrong somewhere: a missing, extra or ill-typed field, or not an object. */
function malformed(keys: string[]) {
  const shaped = fc.record(Object.fromEntries(keys.map((k) => [k, field])), { requiredKeys: [] });
  const extra = fc
    .tuple(
      shaped,
      fc.string({ minLength: 1 }).filter((k) => !keys.includes(k)),
      field,
    )
    .map(([b, k, v]) => ({ ...b, [k]: v }));
  const notObject = fc.oneof(
    fc.string(),
    fc.integer(),
    fc.array(fc.anything(), { maxLength: 3 }),
    fc.constant(null),
  );
  return fc.oneof(shaped, extra, notObject);
}

async function snapshot() {
  const [s] = await t.database.db.select({ n: count() }).from(sessions);
  const rows = await t.database.db
    .select({ id: users.id, hash: users.passwordHash, stamp: users.securityStamp })
    .from(users);
  return { sessions: Number(s?.n ?? 0), users: JSON.stringify(rows) };
}

describe('malformed bodies', () => {
  it('refuses a NUL character anywhere with 400, found by the property below once', async () => {
    const res = await t.anon.post('/api/v1/account/new-password', {
      username: '\u202e\u0000',
      code: '!',
      newPassword: "' or 1=1 --",
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('متن ارسالی نویسه نامعتبر دارد.');
  });

  it.each([
    ['/api/v1/account/login', ['username', 'password', 'captchaId', 'captchaCode'], false],
    ['/api/v1/account/change-password', ['oldPassword', 'newPassword'], true],
    ['/api/v1/account/new-password', ['username', 'code', 'newPassword'], false],
  ] as const)('%s answers only 4xx, creates no session and changes nothing', async (url, keys, signedIn) => {
    const before = await snapshot();
    const client = signedIn ? t.as(user) : t.anon;
    let sent = 0;
    await fc.assert(
      fc.asyncProperty(malformed([...keys]), async (body) => {
        sent += 1;
        const res = await client.request('POST', url, JSON.stringify(body), {
          headers: { 'content-type': 'application/json' },
        });
        // A random body can be valid by chance (a real username with a wrong password): still a 4xx.
        expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
        expect(res.statusCode, res.body).toBeLessThan(500);
        expect(res.json().success).toBe(false);
      }),
      { numRuns: 170 },
    );
    expect(sent).toBeGreaterThanOrEqual(170);
    expect(await snapshot()).toEqual(before);
  });
});
