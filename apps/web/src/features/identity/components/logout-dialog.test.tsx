import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Profile } from '@darvazeh/shared';
import { REMAINED_TIME_KEY } from '../../../lib/session-timer';
import { isLoggedIn, setLoggedIn } from '../../../lib/session-store';
import { sendJson } from '../../../test/http-test-server';
import { serveDuringTests } from '../../../test/serve-during-tests';
import { profileQueryKey } from '../api/get-profile';
import { buildProfile } from '../test/profile-fixture';
import { renderWithRouter } from '../test/render-with-router';
import { LogoutDialog } from './logout-dialog';

let logoutStatus = 200;

const server = serveDuringTests((request, response) =>
  logoutStatus === 200
    ? sendJson(response, 200, { success: true, message: null, data: { redirectUrl: null } })
    : sendJson(response, logoutStatus, { success: false, message: 'خطای سرور', data: null }),
);
beforeEach(() => {
  logoutStatus = 200;
});
afterEach(() => {
  setLoggedIn(false);
});

function renderDialog(profile: Profile) {
  localStorage.setItem(REMAINED_TIME_KEY, '100');
  return renderWithRouter(<LogoutDialog open onClose={() => undefined} />, '/panel', {
    otherPaths: ['/login'],
    profile,
  });
}

describe('LogoutDialog', () => {
  it('asks the exact question, at most 400 px wide, without the central option when none exists', async () => {
    renderDialog(buildProfile());
    const dialog = await screen.findByRole('dialog', { name: 'آیا از خروج مطمئن هستید؟' });
    expect(getComputedStyle(dialog).maxWidth).toBe('400px');
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('offers the central sign-out when the profile has a related SSO logout, and sends flag true', async () => {
    // The server refuses a sign-out without the XSRF cookie repeated in the header (a GET, issue 23).
    document.cookie = 'XSRF-TOKEN=token-logout; path=/';
    const { router } = renderDialog(buildProfile({ relatedSsoLogout: 'https://idp.example/logout' }));
    fireEvent.click(await screen.findByRole('checkbox', { name: 'از سامانه احراز هویت مرکزی نیز خارج شوم' }));
    fireEvent.click(screen.getByRole('button', { name: 'خروج' }));
    expect(await screen.findByText('page /login')).toBeDefined();
    expect(server.requests.map((request) => request.url)).toEqual(['/api/v1/account/logout/true']);
    expect(server.requests[0]?.headers['x-xsrf-token']).toBe('token-logout');
    expect(router.state.location.pathname).toBe('/login');
  });

  it('still signs out and goes to /login when the server fails', async () => {
    logoutStatus = 500;
    const { queryClient } = renderDialog(buildProfile());
    fireEvent.click(await screen.findByRole('button', { name: 'خروج' }));
    await waitFor(() => expect(screen.getByText('page /login')).toBeDefined());
    expect(server.requests.map((request) => request.url)).toEqual(['/api/v1/account/logout/false']);
    expect(queryClient.getQueryData(profileQueryKey)).toBeNull();
    expect(isLoggedIn()).toBe(false);
    expect(localStorage.getItem(REMAINED_TIME_KEY)).toBeNull();
  });
});
