// The navigation guards of SPEC §2 as one pure function, so every case is a row in a table test.
import { hasRoles, type Profile } from '@darvazeh/shared';
import { profilePrincipal } from '../../features/identity/session';
import { pathTo } from '../../lib/paths';
import type { RouteMeta } from '../routes';

/** The main page, where signed-in users opening a sign-in page are sent. */
export const MAIN_PATH = '/';
/** Any path the route table does not know: the catch-all renders the not-found page. */
export const NOT_FOUND_PATH = '/404';

/** A navigation as the guards see it. */
export interface NavigationRequest {
  /** The matched route of the route table: its id and what its meta says of access. */
  route: { id: string; meta: RouteMeta };
  /** The path being opened (pathname and search), remembered for after sign-in. */
  path: string;
  /** The signed-in user's profile; null for an anonymous visitor. */
  profile: Profile | null;
  allowUnauthIndex: boolean;
}

/** Open the page, or go elsewhere (remembering `rememberPath` as the page to return to). */
export type NavigationDecision = { kind: 'allow' } | { kind: 'redirect'; to: string; rememberPath?: string };

const allow: NavigationDecision = { kind: 'allow' };
const redirectTo = (to: string, rememberPath?: string): NavigationDecision =>
  rememberPath === undefined ? { kind: 'redirect', to } : { kind: 'redirect', to, rememberPath };

// Pages that only make sense in the middle of a sign-in.
const SIGN_IN_STEPS: Readonly<Record<string, string>> = {
  'two-factor': pathTo('two-factor'),
  'password-deprecated': pathTo('password-deprecated'),
};

/**
 * Whether `path` (pathname and search) is the sign-in page a connected system sent a signed-in user to,
 * its sign-in waiting for a fresh one: `/login?interaction=…` (OpenID Connect) or `/login?saml=…`.
 */
function waitsForFreshSignIn(routeId: string, path: string): boolean {
  if (routeId !== 'login') return false;
  const search = new URLSearchParams(path.includes('?') ? path.slice(path.indexOf('?')) : '');
  return search.has('interaction') || search.has('saml');
}

function decideSignedIn({
  route: { id: routeId, meta },
  path,
  profile,
}: NavigationRequest & { profile: Profile }): NavigationDecision {
  // Two-factor comes before the password: until it is verified the server accepts nothing else.
  if (profile.twoFactorAuthIsNotChecked)
    return routeId === 'two-factor' ? allow : redirectTo(pathTo('two-factor'));
  if (profile.passwordDeprecated) {
    return routeId === 'password-deprecated' ? allow : redirectTo(pathTo('password-deprecated'));
  }
  // Single sign-on's refusal, consent and continue pages are for signed-in users above all; the sign-in
  // page too when a connected system asks them to sign in again.
  if (meta.layout === 'auth' && !meta.keepSignedIn && !waitsForFreshSignIn(routeId, path))
    return redirectTo(MAIN_PATH);
  return hasRoles(profilePrincipal(profile), meta.roles) ? allow : redirectTo(NOT_FOUND_PATH);
}

function decideAnonymous({
  route: { id: routeId, meta },
  path,
  allowUnauthIndex,
}: NavigationRequest): NavigationDecision {
  if (routeId in SIGN_IN_STEPS) return redirectTo(pathTo('login'));
  if (meta.layout === 'auth' || meta.layout === 'content') return allow;
  if (meta.layout === 'index' && allowUnauthIndex) return allow;
  return redirectTo(pathTo('login'), path);
}

/**
 * Decides a navigation per SPEC §2: a pending two-factor step or a deprecated password holds the
 * user on its page; signed-in users leave the sign-in pages (not single sign-on's own pages, nor the
 * sign-in page a connected system sends them to for a fresh sign-in) for the main page and meet the
 * not-found page where they lack the route's roles; anonymous visitors may open auth and content
 * pages (and index pages when allowed), and are otherwise sent to sign in, the path remembered.
 */
export function decideNavigation(request: NavigationRequest): NavigationDecision {
  const { profile } = request;
  return profile ? decideSignedIn({ ...request, profile }) : decideAnonymous(request);
}
