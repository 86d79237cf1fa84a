import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { captchas, roles, userRoles, users } from '../db/schema/index.js';
import { hashPassword } from '../modules/identity/password-hash.js';
import { createSession } from '../plugins/session-store.js';

/** A user made by a factory, with its plain password and a signed-in session token. */
export type TestUser = { id: number; username: string; password: string; token: string };

/** What a test may set on a new user: the roles it holds (by alias), its password, or any column. */
export type UserOverrides = { roles?: string[]; password?: string } & Partial<typeof users.$inferInsert>;

let sequence = 0;

async function roleId(db: Db, alias: string): Promise<number> {
  const [found] = await db
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.alias, alias), isNull(roles.deletedAt)));
  if (found) return found.id;
  const [created] = await db.insert(roles).values({ alias, name: alias }).returning({ id: roles.id });
  if (!created) throw new Error('role insert returned no row');
  return created.id;
}

/** Creates a user holding `roles` (created when missing) and signs them in; overrides set any column. */
export async function buildUser(db: Db, options: UserOverrides = {}): Promise<TestUser> {
  sequence += 1;
  const { roles: aliases = [], password = `Pw-${randomBytes(6).toString('hex')}1`, ...overrides } = options;
  const username = overrides.username ?? `user${sequence}_${randomBytes(3).toString('hex')}`;
  const [user] = await db
    .insert(users)
    .values({
      username,
      firstName: 'کاربر',
      lastName: `آزمون ${sequence}`,
      passwordHash: await hashPassword(password),
      securityStamp: randomBytes(16).toString('hex'),
      ...overrides,
    })
    .returning({ id: users.id });
  if (!user) throw new Error('user insert returned no row');
  for (const alias of aliases) {
    await db.insert(userRoles).values({ userId: user.id, roleId: await roleId(db, alias) });
  }
  const token = await createSession(db, { userId: user.id });
  return { id: user.id, username, password, token };
}

/** Stores a captcha whose answer the test knows (the real one is only an image); expired when ttlMs < 0. */
export async function buildCaptcha(db: Db, answer: string, ttlMs = 60_000): Promise<string> {
  const id = randomUUID();
  const answerHash = createHash('sha256').update(answer.toLowerCase()).digest('hex');
  await db.insert(captchas).values({ id, answerHash, expiresAt: new Date(Date.now() + ttlMs) });
  return id;
}
