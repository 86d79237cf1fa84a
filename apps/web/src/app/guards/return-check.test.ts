import { afterEach, describe, expect, it } from 'vitest';
import type { Profile } from '@darvazeh/shared';
import { pathAfterSignIn } from '../../features/identity/session';
import { buildProfile } from '../../features/identity/test/profile-fixture';
import { saveLastPage, setReturnCheck } from '../../lib/last-page';
import { appRoutes } from '../routes';
import { createReturnCheck } from './return-check';

const employee = buildProfile({ id: 2, roles: [{ alias: 'Employee', unit: null, unitRole: null }] });
const admin: Profile = { ...employee, id: 1, roles: [{ alias: 'Admin', unit: null, unitRole: null }] };

afterEach(() => {
  sessionStorage.clear();
  setReturnCheck(() => true);
});

// Issue #13: a visitor who opened an Admin link and then signed in as someone else landed on 404.
describe('the page a user returns to after signing in', () => {
  const check = createReturnCheck(appRoutes);

  it.each([
    ['/panel/system-setting/users?page=2', admin, true],
    ['/panel/system-setting/users', employee, false],
    ['/panel/doc-repo', employee, true],
    ['/panel/login-history#top', employee, true],
    ['/no/such/page', admin, false],
    ['/login', admin, false],
  ] as const)('%s is a return for %o: %s', (path, profile, expected) => {
    expect(check(path, profile)).toBe(expected);
  });

  it('is the remembered page when the user may open it, else the panel, and is forgotten either way', () => {
    setReturnCheck(createReturnCheck(appRoutes));
    saveLastPage('/panel/system-setting/users');
    expect(pathAfterSignIn(employee)).toBe('/panel');
    expect(sessionStorage.getItem('lastPage')).toBeNull();
    saveLastPage('/panel/system-setting/users');
    expect(pathAfterSignIn(admin)).toBe('/panel/system-setting/users');
  });
});
