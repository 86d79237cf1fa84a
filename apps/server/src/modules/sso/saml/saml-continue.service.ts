// The continue step of a SAML2 sign-in while silent single sign-on is off (ARCHITECTURE "Single sign-on:
// SAML2", the browser's sign-in): going on answers the waiting sign-in, cancelling tells the system.
import type { Db } from '../../../db/client.js';
import { AppError } from '../../../plugins/errors.js';
import type { SessionInfo } from '../../../plugins/session-store.js';
import { samlMessages } from '../../../messages/index.js';
import { readSsoSettings } from '../sso-settings.service.js';
import { answer, nextStep, spStillAt, statusPost } from './saml-answer.service.js';
import { hashToken, SAML_SIGN_IN_AGAIN } from './saml-sign-in.service.js';
import { answerPending, pendingOf, takePending, type SamlPendingRow } from './saml.repository.js';

/**
 * The user cancelled sign-in `pending`. A system that asked (an AuthnRequest) is told so, as OIDC
 * systems get access_denied: a signed response with Responder/RequestDenied and no assertion, stored
 * like an answer for the next profile to post from `/`. A sign-in the system never asked for (started
 * from the portal) or whose SP is gone is dropped.
 */
async function decline(
  db: Db,
  pending: SamlPendingRow,
  session: SessionInfo,
  origin: string,
): Promise<{ redirectTo: string; done: boolean }> {
  if (pending.inResponseTo === null || !(await spStillAt(db, pending))) {
    await takePending(db, pending.id);
    return { redirectTo: '/', done: true };
  }
  const { samlResponse } = await statusPost(db, pending, 'RequestDenied', origin);
  await answerPending(db, pending.id, session.userId, samlResponse);
  return { redirectTo: '/', done: false };
}

/**
 * `POST saml/pending/continue`: the signed-in user's answer to the sign-in waiting in this browser while
 * silent single sign-on is off. Going on answers it (gate, signed response) for the next profile to hand
 * out, from `/`; cancelling tells the system (decline). `done` says whether the cookie should be cleared.
 */
export async function continuePendingSignIn(
  db: Db,
  request: { token: string | undefined; session: SessionInfo; ip: string | null; origin: string },
  approve: boolean,
): Promise<{ redirectTo: string; done: boolean }> {
  const pending = request.token ? await pendingOf(db, hashToken(request.token)) : null;
  if (!pending) throw new AppError('not_found', samlMessages.refused.expired);
  if (!approve) return decline(db, pending, request.session, request.origin);
  const settings = await readSsoSettings(db);
  if (nextStep(settings, pending, request.session) === 'again')
    return { redirectTo: SAML_SIGN_IN_AGAIN, done: false };
  const result = await answer(db, settings, pending, request.session, request.ip, request.origin);
  if (result.kind === 'refused')
    return { redirectTo: `/sso-blocked?reason=${encodeURIComponent(result.reason)}`, done: true };
  return { redirectTo: '/', done: result.kind === 'gone' };
}
