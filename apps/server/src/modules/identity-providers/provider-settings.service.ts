// The Admin's connection settings per provider (endpoints, client id and secret, scopes, claim names,
// whether first-time people get accounts). The secret is write-only: never answered, never logged.
import type { IdentityProviderSetting } from '@darvazeh/shared';
import type { z } from 'zod';
import type { identityProviderBody } from '@darvazeh/shared';
import type { Db } from '../../db/client.js';
import {
  findProvider,
  listProviders,
  saveProvider,
  type ProviderRow,
} from './identity-providers.repository.js';

/** A provider's settings as Admins read them: the secret replaced by whether one is stored. */
function answered(row: ProviderRow): IdentityProviderSetting {
  const { clientSecret, id: _id, createdAt: _created, updaterId: _updater, claims, ...rest } = row;
  return {
    ...rest,
    kind: rest.kind as IdentityProviderSetting['kind'],
    tokenAuthMethod: rest.tokenAuthMethod as IdentityProviderSetting['tokenAuthMethod'],
    claims: claims as IdentityProviderSetting['claims'],
    clientSecretSet: clientSecret !== '',
    updatedAt: rest.updatedAt?.toISOString() ?? null,
  };
}

/** Every configured provider's settings, for Admins. */
export async function listProviderSettings(db: Db): Promise<IdentityProviderSetting[]> {
  return (await listProviders(db)).map(answered);
}

/**
 * Stores a provider's settings in one transaction with its change-log row; an empty `clientSecret`
 * keeps the stored one.
 */
export async function saveProviderSetting(
  db: Db,
  provider: string,
  body: z.output<typeof identityProviderBody>,
  actor: { id: number; requestId: string },
): Promise<IdentityProviderSetting> {
  return db.transaction(async (tx) => {
    const stored = await findProvider(tx, provider);
    const row = await saveProvider(
      tx,
      {
        ...body,
        provider,
        clientSecret: body.clientSecret || (stored?.clientSecret ?? ''),
        updatedAt: new Date(),
        updaterId: actor.id,
      },
      actor,
    );
    return answered(row);
  });
}
