// A passive SAML2 request's answer (IsPassive, ARCHITECTURE "Single sign-on: SAML2"): posted to the SP at
// once, an assertion or only a status, never through a page of ours.
import type { Db } from '../../../db/client.js';
import type { SessionInfo } from '../../../plugins/session-store.js';
import { logSsoEvent } from '../access.service.js';
import { readSsoSettings } from '../sso-settings.service.js';
import {
  isCompleteSession,
  nextStep,
  signFor,
  spStillAt,
  statusPost,
  type SamlPost,
} from './saml-answer.service.js';
import { takePending, type SamlPendingRow } from './saml.repository.js';

/**
 * Answers a passive request (IsPassive, Core §3.4.1) at once, never through a page of ours: a signed
 * assertion when the portal session answers it silently and the gate admits the user, else a response
 * carrying only its status — NoPassive when the session cannot answer without the user (none, or not
 * complete; the session policy ended its single sign-on; silent sign-in off and the session older than
 * the request; ForceAuthn asked too), logged as a refusal `passive`; RequestDenied when the gate refuses.
 */
export async function answerPassively(
  db: Db,
  pending: SamlPendingRow,
  session: SessionInfo | null,
  ip: string | null,
  origin: string,
): Promise<SamlPost | { kind: 'gone' }> {
  // Taken first: a passive request is answered here once, never later by a profile through the web app.
  if (!(await takePending(db, pending.id))) return { kind: 'gone' };
  if (!(await spStillAt(db, pending))) return { kind: 'gone' };
  const settings = await readSsoSettings(db);
  const silent =
    isCompleteSession(session) && !pending.forceAuthn && nextStep(settings, pending, session) === 'answer';
  if (!silent) {
    await logSsoEvent(db, {
      clientId: pending.clientId,
      userId: session?.userId ?? null,
      protocol: 'saml',
      event: 'refusal',
      reason: 'passive',
      ip,
    });
    return statusPost(db, pending, 'NoPassive', origin);
  }
  const result = await signFor(db, settings, pending, session, ip, origin);
  if (result.kind === 'gone') return result;
  // The gate refused a user the session did identify: RequestDenied ("able to process the request but
  // has chosen not to respond", Core §3.2.2.2), not NoPassive, which would tell the SP that the user
  // could still be signed in interactively and invite a retry that only ends at /sso-blocked. The
  // refusal is logged with the gate's reason, as every refusal of the gate.
  if (result.kind === 'refused') return statusPost(db, pending, 'RequestDenied', origin);
  return {
    kind: 'post',
    acsUrl: pending.acsUrl,
    samlResponse: result.samlResponse,
    relayState: pending.relayState,
  };
}
