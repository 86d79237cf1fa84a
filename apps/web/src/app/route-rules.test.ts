import { describe, expect, it } from 'vitest';
import type { Profile, RoleRule } from '@darvazeh/shared';
import { buildProfile } from '../features/identity/test/profile-fixture';
import { decideNavigation, type NavigationDecision } from './guards/navigation-guard';
import { pathTo, routePaths } from '../lib/paths';
import { appRoutes, type AppRoute } from './routes';
import {
  ADMIN,
  ADMIN_OR_EMPLOYEE,
  ANY,
  EMPLOYEE_OR_ADMIN,
  SSO,
  specRoutes as spec,
  type Access,
} from './test/spec-route-table';

const flatten = (routes: readonly AppRoute[]): AppRoute[] =>
  routes.flatMap((route) => [route, ...flatten(route.children ?? [])]);
const table = flatten(appRoutes);
const routerPath = (specPath: string) => specPath.replace(/\{(\w+\??)\}/g, ':$1');
const entriesFor = (specPath: string) => table.filter((route) => route.path === routerPath(specPath));
const visitPath = (specPath: string) =>
  specPath === '*' ? '/no/such/page' : specPath.replace(/\{\w+\??\}/g, '7');

describe('the paths module and the route table', () => {
  it('agree route by route: every route takes its path from routePaths, and every path has a route', () => {
    expect(Object.fromEntries(table.map((route) => [route.id, route.path]))).toEqual(routePaths);
    expect(new Set(table.map((route) => route.id)).size).toBe(table.length);
  });

  it('builds a route’s URL from its parameters, dropping optional ones left out', () => {
    expect(pathTo('news-detail')).toBe('/panel/content/news-detail');
    expect(pathTo('news-detail', { id: 7 })).toBe('/panel/content/news-detail/7');
    expect(pathTo('data-collection-record-edit', { id: 3, recordId: 'a b' })).toBe(
      '/panel/data-collection/records/3/edit/a%20b',
    );
    expect(pathTo('home')).toBe('/');
  });
});

describe('the route table carries SPEC §2 role rules', () => {
  it.each(spec)('%s → %j', (specPath, rules) => {
    const entries = entriesFor(specPath);
    expect(entries).toHaveLength(specPath === '/403' ? 2 : 1);
    for (const entry of entries) expect(entry.meta.roles).toEqual(rules);
  });

  it('keeps every system-setting, service basket, function and content route Admin-only', () => {
    const adminAreas = /^\/(process|panel\/(system-setting|function-management|content))\//;
    const inAreas = table.filter((route) => adminAreas.test(route.path));
    expect(inAreas.length).toBeGreaterThan(15);
    for (const route of inAreas) expect([route.path, route.meta.roles]).toEqual([route.path, ADMIN]);
  });
});

const employeeIn = (unitRoleId: number): Profile['roles'][number] => ({
  alias: 'Employee',
  unit: { id: 12, name: 'دانشکده فنی' },
  unitRole: { id: unitRoleId, name: `نقش ${unitRoleId}` },
});
// Each user with the SPEC rule lists they satisfy, stated by hand rather than computed.
const users: [string, Profile | null, RoleRule[][]][] = [
  ['anonymous', null, []],
  ['a plain user', buildProfile(), [ANY]],
  [
    'an Employee without a unit role',
    buildProfile({ roles: [{ alias: 'Employee', unit: null, unitRole: null }] }),
    [ANY, ADMIN_OR_EMPLOYEE, EMPLOYEE_OR_ADMIN],
  ],
  [
    'an Employee with unit role 2',
    buildProfile({ roles: [employeeIn(2)] }),
    [ANY, ADMIN_OR_EMPLOYEE, EMPLOYEE_OR_ADMIN],
  ],
  [
    'an Employee with unit role 3',
    buildProfile({ roles: [employeeIn(3)] }),
    [ANY, ADMIN_OR_EMPLOYEE, EMPLOYEE_OR_ADMIN, SSO],
  ],
  [
    'an Admin',
    buildProfile({ roles: [{ alias: 'Admin', unit: null, unitRole: null }] }),
    [ANY, ADMIN, ADMIN_OR_EMPLOYEE, EMPLOYEE_OR_ADMIN, SSO],
  ],
];

const allow: NavigationDecision = { kind: 'allow' };
function expected(
  access: Access,
  path: string,
  isSignedIn: boolean,
  isPermitted: boolean,
): NavigationDecision {
  if (!isSignedIn) {
    if (access === 'open' || access === 'auth') return allow;
    return access === 'step'
      ? { kind: 'redirect', to: '/login' }
      : { kind: 'redirect', to: '/login', rememberPath: path };
  }
  if (access === 'auth' || access === 'step') return { kind: 'redirect', to: '/' };
  return isPermitted ? allow : { kind: 'redirect', to: '/404' };
}

describe.each(users)('the guard for %s', (_name, profile, permitted) => {
  it.each(spec)('%s', (specPath, rules, access) => {
    const path = visitPath(specPath);
    for (const route of entriesFor(specPath)) {
      const decision = decideNavigation({ route, path, profile, allowUnauthIndex: true });
      expect(decision).toEqual(expected(access, path, profile !== null, permitted.includes(rules)));
    }
  });
});
