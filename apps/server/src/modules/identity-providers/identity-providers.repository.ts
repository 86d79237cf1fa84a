import { and, eq, gt, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  changeLogs,
  identityProviders,
  oauthLoginStates,
  userIdentities,
  users,
} from '../../db/schema/index.js';

/** A provider's stored connection settings (the secret included: never answer this row as it is). */
export type ProviderRow = typeof identityProviders.$inferSelect;
export type ProviderValues = Omit<typeof identityProviders.$inferInsert, 'id' | 'createdAt'>;

/** One provider's settings, or undefined. */
export async function findProvider(db: Db, provider: string): Promise<ProviderRow | undefined> {
  const [row] = await db.select().from(identityProviders).where(eq(identityProviders.provider, provider));
  return row;
}

/** Every provider's settings, by name. */
export function listProviders(db: Db): Promise<ProviderRow[]> {
  return db.select().from(identityProviders).orderBy(identityProviders.provider);
}

/**
 * Inserts or replaces a provider's settings and logs the change; the client secret never enters the
 * change log (only whether one is stored).
 */
export async function saveProvider(
  tx: Db,
  values: ProviderValues,
  actor: { id: number; requestId: string },
): Promise<ProviderRow> {
  const before = await findProvider(tx, values.provider);
  const [row] = await tx
    .insert(identityProviders)
    .values(values)
    .onConflictDoUpdate({ target: identityProviders.provider, set: values })
    .returning();
  if (!row) throw new Error('identity provider upsert returned no row');
  const loggable = (r: ProviderRow | undefined) => {
    if (!r) return null;
    const { clientSecret, ...rest } = r;
    return { ...rest, clientSecretSet: clientSecret !== '' };
  };
  await tx.insert(changeLogs).values({
    resource: 'identityprovider',
    recordId: row.id,
    action: before ? 'update' : 'create',
    before: loggable(before),
    after: loggable(row),
    actorId: actor.id,
    requestId: actor.requestId,
  });
  return row;
}

/** Keeps a sign-in in flight: its state's hash, the nonce and the PKCE verifier. Old ones are swept. */
export async function insertLoginState(db: Db, values: typeof oauthLoginStates.$inferInsert): Promise<void> {
  await db.delete(oauthLoginStates).where(lt(oauthLoginStates.expiresAt, new Date()));
  await db.insert(oauthLoginStates).values(values);
}

/** Takes (deletes and answers) a live sign-in in flight of `provider`: each state works once, on any instance. */
export async function takeLoginState(db: Db, id: string, provider: string) {
  const [row] = await db
    .delete(oauthLoginStates)
    .where(
      and(
        eq(oauthLoginStates.id, id),
        eq(oauthLoginStates.provider, provider),
        gt(oauthLoginStates.expiresAt, new Date()),
      ),
    )
    .returning();
  return row;
}

/** The live user linked to (provider, subject), or undefined. */
export async function linkedUserId(db: Db, provider: string, subject: string): Promise<number | undefined> {
  const [row] = await db
    .select({ userId: userIdentities.userId })
    .from(userIdentities)
    .innerJoin(users, and(eq(users.id, userIdentities.userId), isNull(users.deletedAt)))
    .where(and(eq(userIdentities.provider, provider), eq(userIdentities.subject, subject)));
  return row?.userId;
}

/** The live user holding `nationalId`, and whether that national ID is verified. */
export async function userByNationalId(db: Db, nationalId: string) {
  const [row] = await db
    .select({ id: users.id, verified: isNotNull(users.nationalIdVerifiedAt) })
    .from(users)
    .where(and(eq(users.nationalId, nationalId), isNull(users.deletedAt)));
  return row;
}

/** Links a user to (provider, subject); a link made in parallel for the same pair is kept, not doubled. */
export async function insertIdentity(
  tx: Db,
  values: { userId: number; provider: string; subject: string; linkedBy: 'national_id' | 'created' },
): Promise<void> {
  await tx.insert(userIdentities).values(values).onConflictDoNothing();
}

/** Notes when a user last signed in through (provider, subject). */
export async function touchIdentity(db: Db, provider: string, subject: string): Promise<void> {
  await db
    .update(userIdentities)
    .set({ lastSignInAt: new Date() })
    .where(and(eq(userIdentities.provider, provider), eq(userIdentities.subject, subject)));
}

/** Whether a live user has this username (case-insensitively, as sign-in compares). */
export async function usernameTaken(db: Db, username: string): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.username}) = ${username.toLowerCase()}`, isNull(users.deletedAt)));
  return rows.length > 0;
}
