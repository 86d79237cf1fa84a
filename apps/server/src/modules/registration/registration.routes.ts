import { accountApi } from '@darvazeh/shared';
import { bind, type BoundEndpoint } from '../../plugins/endpoints.js';
import { ok } from '../../plugins/envelope.js';
import { setSessionCookie } from '../../plugins/session.js';
import { registrationMessages as text } from '../../messages/index.js';
import { callerOf, profileOfToken } from '../identity/identity.service.js';
import { completeRegistration, requestRegistrationCode } from './registration.service.js';
import type { Db } from '../../db/client.js';

/** `account/register/code` and `account/register`: the two steps of an applicant's registration. */
export function registrationRoutes(ctx: {
  db: Db;
  captcha: boolean;
  secureCookies: boolean;
}): BoundEndpoint[] {
  const { db } = ctx;
  return [
    bind(accountApi.registrationCode, async ({ body, request }) =>
      ok(await requestRegistrationCode(ctx, body, callerOf(request)), text.codeSent),
    ),

    bind(accountApi.register, async ({ body, request, reply }) => {
      const token = await completeRegistration(db, body, callerOf(request), request.session?.key ?? null);
      setSessionCookie(reply, token, ctx.secureCookies);
      return ok(await profileOfToken(db, token), text.registered);
    }),
  ];
}
