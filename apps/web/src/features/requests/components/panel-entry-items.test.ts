import { describe, expect, it } from 'vitest';
import type { Principal } from '@darvazeh/shared';
import { panelEntries } from './panel-entry-items';

const applicant: Principal = { id: 1, roles: [] };
const employee: Principal = { id: 2, roles: [{ alias: 'Employee', unitId: 5, unitRoleId: 7 }] };
const admin: Principal = { id: 3, roles: [{ alias: 'Admin', unitId: null, unitRoleId: null }] };
const keys = (user: Principal, esFeat: boolean, mainPageExistance = true) =>
  panelEntries(user, { esFeat, mainPageExistance }).map((entry) => entry.key);

describe('panel entries of the profile dropdown', () => {
  it('offers the inboxes with esFeat on: applicants, providers for staff, admin for Admins', () => {
    expect(keys(applicant, true)).toEqual(['applicant']);
    expect(keys(employee, true)).toEqual(['applicant', 'provider', 'menu-mode']);
    expect(keys(admin, true)).toEqual(['applicant', 'provider', 'admin', 'menu-mode']);
  });

  it('offers the user page with esFeat off when the main page exists', () => {
    expect(keys(applicant, false)).toEqual(['user-page']);
    expect(keys(employee, false)).toEqual(['user-page', 'menu-mode']);
    expect(keys(applicant, false, false)).toEqual([]);
  });

  it('puts the sent count on the applicant inbox and the received count on the provider inbox', () => {
    const entries = panelEntries(
      employee,
      { esFeat: true, mainPageExistance: true },
      { recieved: 4, seneded: 9 },
    );
    expect(entries.find((e) => e.key === 'applicant')?.count).toBe(9);
    expect(entries.find((e) => e.key === 'provider')?.count).toBe(4);
  });

  it("opens the providers' inbox and the Admin's inbox directly", () => {
    const entries = panelEntries(admin, { esFeat: true, mainPageExistance: true });
    expect(entries.find((e) => e.key === 'provider')?.to).toBe('/panel/inbox');
    expect(entries.find((e) => e.key === 'admin')?.to).toBe('/panel/admin-inbox');
  });
});
