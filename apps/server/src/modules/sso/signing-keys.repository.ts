// The signing keys of both identity providers, one row per generation in `oidc_keys` (the OIDC provider's
// JWK and cookie keys) and `saml_idp_keys` (the SAML IdP's key and certificate). The newest row signs; a
// row with `retires_at` is still in force (published, verifying) until then, and deleted afterwards. An
// Admin's withdrawal moves `retires_at` to now: the same end, sooner.
import { and, desc, eq, isNotNull, isNull, lte, max, or, gt, sql } from 'drizzle-orm';
import type { SigningKeyProtocol } from '@darvazeh/shared';
import type { Db } from '../../db/client.js';
import { changeLogs, oidcKeys, samlIdpKeys } from '../../db/schema/index.js';

const tables = { oidc: oidcKeys, saml: samlIdpKeys };
type Tables = typeof tables;

/** A stored key of `P`, private material included (never answered to anyone). */
export type KeyRow<P extends SigningKeyProtocol> = Tables[P]['$inferSelect'];
/** What a new key of `P` stores besides its generation and dates. */
export type KeyValues<P extends SigningKeyProtocol> = Omit<
  Tables[P]['$inferInsert'],
  'id' | 'createdAt' | 'retiresAt'
>;

// The first key of the rotation's advisory lock (the second names the table).
const KEY_LOCK_SPACE = 727_304;
const LOCK_OF: Record<SigningKeyProtocol, number> = { oidc: 1, saml: 2 };

// The tables have the same key columns; drizzle types a union of tables poorly, so one stands for both.
const table = (protocol: SigningKeyProtocol) => tables[protocol] as typeof oidcKeys;

const inForce = (protocol: SigningKeyProtocol, now: Date) => {
  const t = table(protocol);
  return or(isNull(t.retiresAt), gt(t.retiresAt, now));
};

/** The keys of `protocol` in force at `now`, newest (the signing one) first. */
export async function keysInForce<P extends SigningKeyProtocol>(
  db: Db,
  protocol: P,
  now: Date,
): Promise<KeyRow<P>[]> {
  const t = table(protocol);
  const rows = await db.select().from(t).where(inForce(protocol, now)).orderBy(desc(t.id));
  return rows;
}

/**
 * The generations of `protocol` in force at `now`, joined (`"2,1"`): a few rows' ids, read on every use
 * of a provider to see whether another instance rotated or a replaced key's time ran out.
 */
export async function keyGenerations(db: Db, protocol: SigningKeyProtocol, now: Date): Promise<string> {
  const t = table(protocol);
  const rows = await db.select({ id: t.id }).from(t).where(inForce(protocol, now)).orderBy(desc(t.id));
  return rows.map((row) => row.id).join(',');
}

async function lockKeys(tx: Db, protocol: SigningKeyProtocol): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${KEY_LOCK_SPACE}, ${LOCK_OF[protocol]})`);
}

async function nextGeneration(tx: Db, protocol: SigningKeyProtocol): Promise<number> {
  const t = table(protocol);
  const [row] = await tx.select({ last: max(t.id) }).from(t);
  return (row?.last ?? 0) + 1;
}

/**
 * Writes `values` as the first key when no key of `protocol` is in force (the first start): under the
 * rotation's lock, so of instances starting together one writes and the others find its key.
 */
export async function insertFirstKey<P extends SigningKeyProtocol>(
  db: Db,
  protocol: P,
  values: KeyValues<P>,
  now: Date,
): Promise<void> {
  const t = table(protocol);
  await db.transaction(async (tx) => {
    await lockKeys(tx, protocol);
    const [found] = await tx.select({ id: t.id }).from(t).where(inForce(protocol, now)).limit(1);
    if (found) return;
    const id = await nextGeneration(tx, protocol);
    await tx.insert(t).values({ ...(values as KeyValues<'oidc'>), id });
  });
}

/** A key as the change log keeps it: public facts only. */
export type LoggedKey = { id: number; keyId: string; fingerprint: string };

/**
 * Makes `values` the signing key of `protocol`: the next generation, written under the rotation's lock
 * (two Admins rotating at once rotate twice, one after the other); every key that signed until now is
 * kept until `retiresAt`. Logged in change_logs (resource `oidcsigningkey` / `samlsigningkey`) by `actor`.
 * Answers the new generation.
 */
export async function insertRotatedKey<P extends SigningKeyProtocol>(
  db: Db,
  protocol: P,
  values: KeyValues<P>,
  retiresAt: Date,
  log: {
    describe: (row: KeyRow<P>) => LoggedKey;
    actor: { id: number; requestId: string };
  },
): Promise<number> {
  return db.transaction(async (tx) => {
    await lockKeys(tx, protocol);
    const t = table(protocol);
    const id = await nextGeneration(tx, protocol);
    const replaced = await tx.update(t).set({ retiresAt }).where(isNull(t.retiresAt)).returning();
    const [created] = await tx
      .insert(t)
      .values({ ...(values as KeyValues<'oidc'>), id })
      .returning();
    if (!created) throw new Error(`${protocol} signing key: insert returned nothing`);
    await tx.insert(changeLogs).values({
      resource: `${protocol}signingkey`,
      recordId: id,
      action: 'create',
      before: { replaced: replaced.map((row) => log.describe(row as KeyRow<P>)), retiresAt },
      after: log.describe(created),
      actorId: log.actor.id,
      requestId: log.actor.requestId,
    });
    return id;
  });
}

/** What a withdrawal found: the key, now out of force; the signing key, untouched; or no key in force. */
export type WithdrawOutcome = 'withdrawn' | 'signing' | 'missing';

/**
 * Takes generation `id` of `protocol` out of force at `now` (`retires_at` = now, so every read skips it
 * and the clean-up job deletes it with the keys whose grace ran out), under the rotation's lock, so
 * whether it signs is decided after any rotation in flight, and the log keeps their order. Only a
 * replaced key in force is withdrawn: the signing key (no `retires_at`) answers `signing`, a key out of
 * force or unknown `missing`, and neither changes anything. Logged in change_logs (resource
 * `oidcsigningkey` / `samlsigningkey`, action `update`, the withdrawn generation) by `actor`.
 */
export async function withdrawKey<P extends SigningKeyProtocol>(
  db: Db,
  protocol: P,
  id: number,
  now: Date,
  log: {
    describe: (row: KeyRow<P>) => LoggedKey;
    actor: { id: number; requestId: string };
  },
): Promise<WithdrawOutcome> {
  return db.transaction(async (tx) => {
    await lockKeys(tx, protocol);
    const t = table(protocol);
    const [found] = await tx
      .select()
      .from(t)
      .where(and(eq(t.id, id), inForce(protocol, now)));
    if (!found) return 'missing';
    if (found.retiresAt === null) return 'signing';
    await tx.update(t).set({ retiresAt: now }).where(eq(t.id, id));
    const facts = log.describe(found);
    await tx.insert(changeLogs).values({
      resource: `${protocol}signingkey`,
      recordId: id,
      action: 'update',
      before: { ...facts, retiresAt: found.retiresAt },
      after: { ...facts, retiresAt: now, withdrawn: true },
      actorId: log.actor.id,
      requestId: log.actor.requestId,
    });
    return 'withdrawn';
  });
}

/** Deletes the keys of `protocol` whose time ran out by `now`; answers how many. */
export async function deleteRetiredKeys(db: Db, protocol: SigningKeyProtocol, now: Date): Promise<number> {
  const t = table(protocol);
  const rows = await db
    .delete(t)
    .where(and(isNotNull(t.retiresAt), lte(t.retiresAt, now)))
    .returning({ id: t.id });
  return rows.length;
}
