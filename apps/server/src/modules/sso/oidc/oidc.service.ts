// The OIDC provider's services beyond the protocol: the consent step our React page drives, and the
// hourly clean-up of expired artefacts.
import type Provider from 'oidc-provider';
import type { Principal } from '@darvazeh/shared';
import type { Db } from '../../../db/client.js';
import { AppError } from '../../../plugins/errors.js';
import { enqueueJob } from '../../../plugins/jobs/job-queue.js';
import { oidcMessages } from '../../../messages/index.js';
import { deleteExpiredPayloads } from './oidc.repository.js';

/** An interaction waiting for `user`'s consent, or 404 (someone else's looks like none). */
async function consentOf(provider: Provider, user: Principal, uid: string) {
  const interaction = await provider.Interaction.find(uid);
  if (
    !interaction ||
    interaction.prompt.name !== 'consent' ||
    interaction.session?.accountId !== String(user.id)
  )
    throw new AppError('not_found', oidcMessages.interactionMissing);
  const client = await provider.Client.find(String(interaction.params.client_id));
  if (!client) throw new AppError('not_found', oidcMessages.interactionMissing);
  return { interaction, client };
}

const listOf = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : []);

/** `GET oidc/interaction/{uid}`: the system asking and the scopes it asks for. */
export async function consentDetails(provider: Provider, user: Principal, uid: string) {
  const { interaction, client } = await consentOf(provider, user, uid);
  return {
    systemName: client.clientName ?? '',
    scopes: listOf(interaction.prompt.details.missingOIDCScope),
  };
}

type PendingInteraction = InstanceType<Provider['Interaction']>;

/** Saves a grant of what `interaction` asks for (beyond what was granted) and answers its id. */
export async function grantRequested(provider: Provider, interaction: PendingInteraction, accountId: string) {
  const { details } = interaction.prompt;
  const grant =
    (interaction.grantId ? await provider.Grant.find(interaction.grantId) : undefined) ??
    new provider.Grant({ accountId, clientId: String(interaction.params.client_id) });
  const scopes = listOf(details.missingOIDCScope);
  if (scopes.length > 0) grant.addOIDCScope(scopes.join(' '));
  const claims = listOf(details.missingOIDCClaims);
  if (claims.length > 0) grant.addOIDCClaims(claims);
  return grant.save();
}

/** `POST oidc/interaction/{uid}/consent`: records the answer; the browser goes on to `redirectTo`. */
export async function answerConsent(provider: Provider, user: Principal, uid: string, approve: boolean) {
  const { interaction } = await consentOf(provider, user, uid);
  let result: Record<string, unknown>;
  if (!approve) result = { error: 'access_denied', error_description: 'End-User refused consent' };
  else {
    const grantId = await grantRequested(provider, interaction, String(user.id));
    result = { ...interaction.lastSubmission, consent: { grantId } };
  }
  interaction.result = result;
  await interaction.save(Math.max(1, interaction.exp - Math.floor(Date.now() / 1000)));
  return { redirectTo: interaction.returnTo };
}

export const OIDC_CLEANUP_JOB = 'sso.oidc-cleanup';
const HOUR_MS = 3_600_000;
const BATCH = 1000;

/** Writes the clean-up job of the hour holding `at` (once, however many instances start). */
export async function scheduleOidcCleanup(db: Db, at: Date): Promise<void> {
  const start = new Date(Math.floor(at.getTime() / HOUR_MS) * HOUR_MS);
  await enqueueJob(db, {
    kind: OIDC_CLEANUP_JOB,
    key: `${OIDC_CLEANUP_JOB}:${start.toISOString()}`,
    payload: {},
    runAt: start,
  });
}

/** Deletes every expired artefact (in batches); answers how many. */
export async function cleanUpExpired(db: Db, now = new Date()): Promise<number> {
  let total = 0;
  for (;;) {
    const deleted = await deleteExpiredPayloads(db, now, BATCH);
    total += deleted;
    if (deleted < BATCH) return total;
  }
}
