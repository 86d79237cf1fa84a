import { describe, expect, it } from 'vitest';
import type { Profile } from '@darvazeh/shared';
import { buildProfile } from '../../features/identity/test/profile-fixture';
import { appRoutes } from '../routes';
import { decideNavigation, type NavigationDecision } from './navigation-guard';

const user = buildProfile();
const deprecated = buildProfile({ passwordDeprecated: true });
const pending = buildProfile({ twoFactorAuthIsNotChecked: true });
const pendingAndDeprecated = buildProfile({ twoFactorAuthIsNotChecked: true, passwordDeprecated: true });
const admin = buildProfile({ roles: [{ alias: 'Admin', unit: null, unitRole: null }] });

function route(id: string) {
  const found = appRoutes.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no route ${id}`);
  return found;
}

// Routes for rules the table has no page for yet.
const adminOnly = { id: 'admin-only', meta: { roles: ['Admin'], layout: 'panel' as const } };
const contentPage = { id: 'content-page', meta: { roles: ['*'], layout: 'content' as const } };

const allow: NavigationDecision = { kind: 'allow' };
const to = (path: string, rememberPath?: string): NavigationDecision =>
  rememberPath === undefined ? { kind: 'redirect', to: path } : { kind: 'redirect', to: path, rememberPath };

type Row = [
  string,
  Profile | null,
  { id: string; meta: (typeof appRoutes)[number]['meta'] },
  string,
  NavigationDecision,
];

const rows: Row[] = [
  ['anonymous opens the login page', null, route('login'), '/login', allow],
  ['anonymous opens forget-password', null, route('forget-password'), '/forget-password', allow],
  ['anonymous opens the logout status page', null, route('logout'), '/logout', allow],
  ['anonymous opens a content page', null, contentPage, '/content-page/3', allow],
  ['anonymous opens the home page (allowed for now)', null, route('home'), '/', allow],
  ['anonymous opens an unknown path', null, route('not-found'), '/nope', allow],
  ['anonymous opens the panel', null, route('panel'), '/panel', to('/login', '/panel')],
  ['anonymous opens the profile', null, route('profile'), '/panel/profile', to('/login', '/panel/profile')],
  [
    'anonymous keeps the query',
    null,
    route('login-history'),
    '/panel/login-history?page=2',
    to('/login', '/panel/login-history?page=2'),
  ],
  ['anonymous opens the 2fa step', null, route('two-factor'), '/2fa', to('/login')],
  [
    'anonymous opens the password step',
    null,
    route('password-deprecated'),
    '/password-deprecated',
    to('/login'),
  ],
  ['a user opens the panel', user, route('panel'), '/panel', allow],
  ['a user opens the profile', user, route('profile'), '/panel/profile', allow],
  ['a user opens the login page', user, route('login'), '/login', to('/')],
  ['a user refused by a system reads why', user, route('sso-blocked'), '/sso-blocked?reason=ip', allow],
  ['anonymous opens the refusal page', null, route('sso-blocked'), '/sso-blocked', allow],
  [
    'a user asked for consent by a system',
    user,
    route('sso-consent'),
    '/sso-consent?interaction=abcdefghijkl',
    allow,
  ],
  [
    'a user asked to continue to a system',
    user,
    route('sso-continue'),
    '/sso-continue?interaction=abcdefghijkl',
    allow,
  ],
  [
    'a user a system asks to sign in again (OIDC)',
    user,
    route('login'),
    '/login?interaction=abcdefghijkl',
    allow,
  ],
  ['a user a system asks to sign in again (SAML)', user, route('login'), '/login?saml=again', allow],
  ['a user opens the login page with another query', user, route('login'), '/login?next=x', to('/')],
  ['a user opens forget-password', user, route('forget-password'), '/forget-password', to('/')],
  ['a user with no pending step opens 2fa', user, route('two-factor'), '/2fa', to('/')],
  [
    'a user opens the password step without need',
    user,
    route('password-deprecated'),
    '/password-deprecated',
    to('/'),
  ],
  ['a user lacking the role', user, adminOnly, '/panel/system-setting/users', to('/404')],
  ['an admin with the role', admin, adminOnly, '/panel/system-setting/users', allow],
  ['a user opens a content page', user, contentPage, '/content-page/3', allow],
  ['a deprecated password opens the panel', deprecated, route('panel'), '/panel', to('/password-deprecated')],
  ['a deprecated password opens home', deprecated, route('home'), '/', to('/password-deprecated')],
  [
    'a deprecated password opens its page',
    deprecated,
    route('password-deprecated'),
    '/password-deprecated',
    allow,
  ],
  ['a pending 2fa opens the panel', pending, route('panel'), '/panel', to('/2fa')],
  ['a pending 2fa opens login', pending, route('login'), '/login', to('/2fa')],
  ['a pending 2fa opens 2fa', pending, route('two-factor'), '/2fa', allow],
  [
    '2fa goes before the password',
    pendingAndDeprecated,
    route('password-deprecated'),
    '/password-deprecated',
    to('/2fa'),
  ],
  ['the password after 2fa', deprecated, route('two-factor'), '/2fa', to('/password-deprecated')],
];

describe('navigation guards (SPEC §2)', () => {
  it.each(rows)('%s', (_name, profile, target, path, expected) => {
    expect(decideNavigation({ route: target, path, profile, allowUnauthIndex: true })).toEqual(expected);
  });

  it('sends anonymous visitors from index pages to sign in once the main page is closed to them', () => {
    expect(
      decideNavigation({
        route: route('home'),
        path: '/',
        profile: null,
        allowUnauthIndex: false,
      }),
    ).toEqual(to('/login', '/'));
  });
});
