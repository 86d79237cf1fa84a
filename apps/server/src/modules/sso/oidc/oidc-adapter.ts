// oidc-provider's storage adapter over our database (PostgreSQL or PGlite through Drizzle). One class
// per model name; Client lookups read the connected systems' settings instead of stored payloads.
import type { Adapter, AdapterPayload } from 'oidc-provider';
import { errors } from 'oidc-provider';
import type { Db } from '../../../db/client.js';
import {
  consumePayload,
  deleteGrantPayloads,
  deletePayload,
  findPayload,
  findPayloadBy,
  grantIdOf,
  upsertPayload,
} from './oidc.repository.js';

/** Turns a connected system's settings into client metadata (see oidc-clients.service.ts). */
export type ClientLookup = (clientId: string) => Promise<AdapterPayload | undefined>;

const asPayload = (found: { payload: Record<string, unknown>; consumedAt: Date | null } | undefined) =>
  found &&
  ({
    ...found.payload,
    ...(found.consumedAt ? { consumed: Math.floor(found.consumedAt.getTime() / 1000) } : {}),
  } as AdapterPayload);

/** The adapter class oidc-provider instantiates once per model. */
export function databaseAdapter(db: Db, findClient: ClientLookup): new (name: string) => Adapter {
  return class DatabaseAdapter implements Adapter {
    constructor(private readonly model: string) {}

    async upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
      await upsertPayload(db, {
        model: this.model,
        id,
        payload,
        grantId: typeof payload.grantId === 'string' ? payload.grantId : null,
        uid: typeof payload.uid === 'string' ? payload.uid : null,
        userCode: typeof payload.userCode === 'string' ? payload.userCode : null,
        // The artefact's own expiry (whole seconds) where it has one, so a grant and a refresh token
        // oidc-provider gives the same `exp` also leave the table together.
        expiresAt:
          typeof payload.exp === 'number'
            ? new Date(payload.exp * 1000)
            : expiresIn
              ? new Date(Date.now() + expiresIn * 1000)
              : null,
      });
    }

    async find(id: string): Promise<AdapterPayload | undefined> {
      // Clients are the connected systems, never stored payloads: a disabled or deleted system is none.
      if (this.model === 'Client') return findClient(id);
      return asPayload(await findPayload(db, this.model, id, new Date()));
    }

    async findByUid(uid: string): Promise<AdapterPayload | undefined> {
      return asPayload(await findPayloadBy(db, this.model, 'uid', uid, new Date()));
    }

    async findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
      return asPayload(await findPayloadBy(db, this.model, 'userCode', userCode, new Date()));
    }

    /**
     * Compare-and-set: only the first caller consumes. oidc-provider ignores what consume answers, so
     * a loser must throw, or a code redeemed twice at once would give two token sets. A loser also
     * revokes the grant, as oidc-provider does for a reuse it sees itself (RFC 9700 §4.2.1): the winner's
     * tokens go with it, written before or after (deleteGrantPayloads).
     */
    async consume(id: string): Promise<void> {
      if (await consumePayload(db, this.model, id)) return;
      const grantId = await grantIdOf(db, this.model, id);
      if (grantId) await deleteGrantPayloads(db, grantId);
      throw new errors.InvalidGrant(`${this.model} already consumed`);
    }

    async destroy(id: string): Promise<void> {
      await deletePayload(db, this.model, id);
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      await deleteGrantPayloads(db, grantId);
    }
  };
}
