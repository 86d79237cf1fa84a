// The OIDC provider's services beyond the protocol: the consent and continue steps our React pages drive,
// and the hourly clean-up of expired artefacts.
import type Provider from 'oidc-provider';
import type { Principal } from '@darvazeh/shared';
import type { Db } from '../../../db/client.js';
import { AppError } from '../../../plugins/errors.js';
import { enqueueJob } from '../../../plugins/jobs/job-queue.js';
import { oidcMessages } from '../../../messages/index.js';
import { recordSsoUse, type SessionInfo } from '../../../plugins/session-store.js';
import { ssoSessionEnded, type SsoSetting } from '../sso-settings.service.js';
import { portalLogin, portalSessionSuits, signInDemands } from './oidc-provider.js';
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

/**
 * The cookie that binds a continue step to the browser the interaction route sent to `/sso-continue`
 * (its value is the interaction's uid): only that browser, whose interaction cookie oidc-provider checked,
 * may answer it, so knowing a uid lets nobody sign another browser in as themselves.
 */
export const CONTINUE_COOKIE = 'darvazeh_oidc_continue';
/** The continue cookie goes to the continue step's endpoints only. */
export const CONTINUE_COOKIE_PATH = '/api/v1/oidc/interaction/';

/** An interaction waiting at the login prompt for this browser's continue step, or 404. */
async function continuing(provider: Provider, uid: string, boundUid: string | undefined) {
  const interaction = boundUid === uid ? await provider.Interaction.find(uid) : undefined;
  if (!interaction || interaction.prompt.name !== 'login')
    throw new AppError('not_found', oidcMessages.interactionMissing);
  const client = await provider.Client.find(String(interaction.params.client_id));
  if (!client) throw new AppError('not_found', oidcMessages.interactionMissing);
  return { interaction, client };
}

/** `GET oidc/interaction/{uid}/continue`: the system asking (`boundUid`: the continue cookie). */
export async function continueDetails(provider: Provider, uid: string, boundUid: string | undefined) {
  const { client } = await continuing(provider, uid, boundUid);
  return { systemName: client.clientName ?? '' };
}

/**
 * `POST oidc/interaction/{uid}/continue`: the user's answer while silent single sign-on is off. Going on
 * finishes the sign-in as the portal session's user, if that session still answers the request and the
 * session policy (else the browser goes to sign in again); cancelling sends access_denied to the system.
 */
export async function answerContinue(
  { db, provider, settings }: { db: Db; provider: Provider; settings: SsoSetting },
  session: SessionInfo,
  input: { uid: string; boundUid: string | undefined; approve: boolean },
) {
  const { interaction } = await continuing(provider, input.uid, input.boundUid);
  if (
    input.approve &&
    (!portalSessionSuits(signInDemands(interaction), session) || ssoSessionEnded(settings, session))
  )
    return { redirectTo: `/login?interaction=${encodeURIComponent(input.uid)}` };
  if (input.approve) await recordSsoUse(db, session);
  interaction.result = input.approve
    ? { login: portalLogin(session) }
    : { error: 'access_denied', error_description: 'End-User cancelled the sign-in' };
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
