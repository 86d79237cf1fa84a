import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type z } from 'zod';
import {
  activeSessionsBody,
  activeSessionsResponse,
  captchaResponse,
  envelope,
  loginBody,
  loginHistoryBody,
  loginHistoryResponse,
  logoutParams,
  logoutResponse,
  profile,
  userInfo,
  userInfoBody,
  verifyTwoFactorBody,
} from '@darvazeh/shared';
import { AppError } from '../../plugins/errors.js';
import { requireRoles, requireSession, sessionOf, userOf } from '../../plugins/authorize.js';
import { clearSessionCookie, setSessionCookie } from '../../plugins/session.js';
import { destroySessionByPublicId, listUserSessions, resolveSession } from '../../plugins/session-store.js';
import { messages } from '../../messages.js';
import { userAuthHistory } from './auth-log.repository.js';
import { createCaptcha } from './captcha.service.js';
import type { Caller, IdentityContext } from './identity.context.js';
import { getProfile, getUserInfo, logout, updateUserInfo } from './identity.service.js';
import { login } from './login.service.js';
import { verifyTwoFactor } from './two-factor.service.js';
import { ok } from '../../plugins/envelope.js';

/** The address and browser a request comes from. */
export function callerOf(request: FastifyRequest): Caller {
  return { ip: request.ip ?? null, userAgent: request.headers['user-agent'] ?? null };
}

const pending = { allowPendingTwoFactor: true, allowDeprecatedPassword: true };

/** Sign-in, two-factor, sign-out, profile, the user's own details, sessions and history. */
export function registerAccountRoutes(parent: FastifyInstance, ctx: IdentityContext): void {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;

  app.post('/account/get-captcha', { schema: { response: { 200: envelope(captchaResponse) } } }, async () =>
    ok(await createCaptcha(db, ctx.captcha)),
  );

  app.post(
    '/account/login',
    { schema: { body: loginBody, response: { 200: envelope(profile) } } },
    async (request, reply) => {
      const { token } = await login(ctx, request.body, callerOf(request), request.session?.key ?? null);
      setSessionCookie(reply, token, ctx.secureCookies);
      const session = await resolveSession(db, token);
      if (!session) throw new AppError('unauthorized', messages.unauthenticated);
      return ok(await getProfile(db, session));
    },
  );

  app.post(
    '/account/verify-2fa',
    {
      config: pending,
      preValidation: requireSession,
      schema: { body: verifyTwoFactorBody, response: { 200: envelope(profile) } },
    },
    async (request, reply) => {
      const session = sessionOf(request);
      if (!session.twoFactorPending) return ok(await getProfile(db, session));
      const token = await verifyTwoFactor(db, session, request.body.code, callerOf(request)).catch(
        async (err: unknown) => {
          if (err instanceof AppError && err.code === 'unauthorized') clearSessionCookie(reply);
          throw err;
        },
      );
      setSessionCookie(reply, token, ctx.secureCookies);
      const renewed = await resolveSession(db, token);
      if (!renewed) throw new AppError('unauthorized', messages.unauthenticated);
      return ok(await getProfile(db, renewed));
    },
  );

  app.get(
    '/account/logout/:flag',
    { config: pending, schema: { params: logoutParams, response: { 200: envelope(logoutResponse) } } },
    async (request, reply) => {
      const session = request.session;
      if (session) await logout(db, session, request.params.flag === 'true');
      clearSessionCookie(reply);
      // A related SSO logout URL arrives with the SSO module.
      return ok({ redirectUrl: null });
    },
  );

  app.get(
    '/account/profile',
    { config: pending, preValidation: requireSession, schema: { response: { 200: envelope(profile) } } },
    async (request) => ok(await getProfile(db, sessionOf(request))),
  );

  app.get(
    '/account/user-info',
    { preValidation: requireRoles(['*']), schema: { response: { 200: envelope(userInfo) } } },
    async (request) => ok(await getUserInfo(db, userOf(request).id)),
  );

  app.put(
    '/account/user-info',
    {
      preValidation: requireRoles(['*']),
      schema: { body: userInfoBody, response: { 200: envelope(userInfo) } },
    },
    async (request) => ok(await updateUserInfo(db, userOf(request).id, request.body), messages.profileSaved),
  );

  app.post(
    '/account/active-sessions',
    {
      preValidation: requireRoles(['*']),
      schema: { body: activeSessionsBody, response: { 200: envelope(activeSessionsResponse) } },
    },
    async (request) => {
      const session = sessionOf(request);
      const { terminate } = request.body;
      if (terminate && !(await destroySessionByPublicId(db, session.userId, terminate))) {
        throw new AppError('not_found', messages.sessionNotFound);
      }
      const list = await listUserSessions(db, session.userId, session.publicId);
      return ok({ list }, terminate ? messages.saved : null);
    },
  );

  app.post(
    '/account/login-history',
    {
      preValidation: requireRoles(['*']),
      schema: { body: loginHistoryBody, response: { 200: envelope(loginHistoryResponse) } },
    },
    async (request) => {
      const { page, count } = request.body;
      const { list, total } = await userAuthHistory(db, userOf(request).id, page, count);
      return ok({
        list: list.map((r) => ({
          id: r.id,
          ip: r.ip,
          device: r.userAgent,
          result: r.result as z.infer<typeof loginHistoryResponse>['list'][number]['result'],
          createdAt: r.createdAt.toISOString(),
        })),
        pages: Math.ceil(total / count),
        currentPage: page,
      });
    },
  );
}
