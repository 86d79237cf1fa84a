import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AdminUser } from '../types';
import { UsersTable } from './users-table';

afterEach(cleanup);

const user: AdminUser = {
  id: 7,
  username: 'maryam.ahmadi',
  firstName: 'مریم ۲',
  lastName: 'احمدی',
  email: null,
  mobile: '09121234567',
  nationalId: null,
  locked: false,
  passwordDeprecated: false,
  twoFactorEnabled: false,
  signInLimited: false,
  roles: [],
  createdAt: '2026-03-05T08:00:00.000Z',
  creatorId: 1,
  updatedAt: null,
  updaterId: null,
};

describe('the users table', () => {
  // Issue #13: numbers beside Persian dates are shown with Persian digits; names as they were typed.
  it('shows the mobile number with Persian digits and the name as typed', () => {
    const noop = () => {};
    render(
      <UsersTable
        rows={[user]}
        onEdit={noop}
        onToggleLock={noop}
        onResetPassword={noop}
        onSessions={noop}
        onUnlockSignIn={noop}
      />,
    );
    const row = screen.getAllByRole('row')[1]!;
    const cells = within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells).toContain('۰۹۱۲۱۲۳۴۵۶۷');
    expect(cells).toContain('مریم ۲');
    expect(cells.join(' ')).not.toMatch(/091/);
  });
});
