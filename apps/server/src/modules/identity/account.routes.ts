import type { FastifyReply, FastifyRequest } from 'fastify';
import { accountApi, type Profile } from '@darvazeh/shared';
import { AppError } from '../../plugins/errors.js';
import { sessionOf } from '../../plugins/authorize.js';
import { bind, type BoundEndpoint } from '../../plugins/endpoints.js';
import { ok } from '../../plugins/envelope.js';
import { clearSessionCookie, setSessionCookie } from '../../plugins/session.js';
import { resolveSession, type EndedSession } from '../../plugins/session-store.js';
import { SAML_PENDING_COOKIE, withSamlForm } from '../sso/saml/saml-sign-in.service.js';
import { createCaptcha } from './captcha.service.js';
import type { IdentityContext } from './identity.context.js';
import {
  callerOf,
  getProfile,
  getUserInfo,
  logout,
  loginHistory,
  profileOfToken,
  terminateOwnSession,
  updateUserInfo,
  userSessions,
} from './identity.service.js';
import { login } from './login.service.js';
import { verifyTwoFactor } from './two-factor.service.js';
import { commonMessages, identityMessages } from '../../messages/index.js';

/** Sign-in, two-factor, sign-out, profile, the user's own details, sessions and history. */
export function accountRoutes(ctx: IdentityContext): BoundEndpoint[] {
  const { db } = ctx;
  // A pending SAML sign-in (SPEC §3 saml2ResponseForm) rides on every complete profile answer.
  const withSaml = async (profile: Profile, token: string, request: FastifyRequest, reply: FastifyReply) =>
    request.cookies[SAML_PENDING_COOKIE] === undefined
      ? profile
      : withSamlForm(db, ctx.publicOrigin, profile, await resolveSession(db, token), request, reply);
  return [
    bind(accountApi.getCaptcha, async () => ok(await createCaptcha(db, ctx.captcha))),

    bind(accountApi.login, async ({ body, request, reply }) => {
      const { token } = await login(ctx, body, callerOf(request), request.session?.key ?? null);
      setSessionCookie(reply, token, ctx.secureCookies);
      return ok(await withSaml(await profileOfToken(db, token), token, request, reply));
    }),

    bind(accountApi.verifyTwoFactor, async ({ body, request, reply }) => {
      const session = sessionOf(request);
      if (!session.twoFactorPending) return ok(await getProfile(db, session));
      const token = await verifyTwoFactor(db, session, body.code, callerOf(request)).catch(
        async (err: unknown) => {
          if (err instanceof AppError && err.code === 'unauthorized') clearSessionCookie(reply);
          throw err;
        },
      );
      setSessionCookie(reply, token, ctx.secureCookies);
      return ok(await withSaml(await profileOfToken(db, token), token, request, reply));
    }),

    bind(accountApi.logout, async ({ params, request, reply }) => {
      const hook = ctx.signedOut;
      const signedOut =
        hook && ((ended: EndedSession[], returnTo: string | null) => hook(ended, returnTo, request));
      const redirectUrl = request.session
        ? await logout(db, request.session, params.flag === 'true', signedOut)
        : null;
      clearSessionCookie(reply);
      return ok({ redirectUrl });
    }),

    bind(accountApi.profile, async ({ request, reply }) => {
      const session = sessionOf(request);
      return ok(
        await withSamlForm(db, ctx.publicOrigin, await getProfile(db, session), session, request, reply),
      );
    }),

    bind(accountApi.userInfo, async ({ user }) => ok(await getUserInfo(db, user.id))),

    bind(accountApi.updateUserInfo, async ({ user, body }) =>
      ok(await updateUserInfo(db, user.id, body), identityMessages.profileSaved),
    ),

    bind(accountApi.activeSessions, async ({ body, request }) => {
      const session = sessionOf(request);
      if (body.terminate) await terminateOwnSession(db, session.userId, body.terminate);
      const list = await userSessions(db, session.userId, session.publicId);
      return ok({ list }, body.terminate ? commonMessages.saved : null);
    }),

    bind(accountApi.loginHistory, async ({ user, body }) =>
      ok(await loginHistory(db, user.id, body.page, body.count)),
    ),
  ];
}
