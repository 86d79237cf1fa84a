import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LAST_PAGE_KEY } from '../../../lib/last-page';
import { setLoggedIn } from '../../../lib/session-store';
import { toastStore } from '../../../lib/toast-store';
import { ok, sendJson } from '../../../test/http-test-server';
import { serveDuringTests } from '../../../test/serve-during-tests';
import { buildProfile } from '../test/profile-fixture';
import { renderWithRouter } from '../test/render-with-router';
import { useExpireSession } from './use-expire-session';
import { useSignOut } from './use-sign-out';

// The server holds each logout until the test lets it answer, as a busy server would.
let logoutArrived: Promise<() => void>;
let tellArrived: (answer: () => void) => void;
beforeEach(() => {
  logoutArrived = new Promise((resolve) => (tellArrived = resolve));
});
const server = serveDuringTests(
  (_request, response) =>
    new Promise<void>((resolve) => {
      tellArrived(() => {
        sendJson(response, 200, ok({ redirectUrl: null }));
        resolve();
      });
    }),
);

async function answerLogout(): Promise<void> {
  (await logoutArrived)();
}

afterEach(() => {
  setLoggedIn(false);
  sessionStorage.clear();
});

function SignOutAndHub() {
  const signOut = useSignOut();
  const expire = useExpireSession();
  return (
    <>
      <button onClick={() => void signOut()}>sign out</button>
      <button onClick={expire}>session ended</button>
    </>
  );
}

describe('useExpireSession', () => {
  it('ignores the end of the session this page is signing out of, so the next sign-in goes to the panel', async () => {
    renderWithRouter(<SignOutAndHub />, '/', { otherPaths: ['/login'], profile: buildProfile() });
    fireEvent.click(screen.getByRole('button', { name: 'sign out' }));
    // The live hub tells of the ended session before the logout answers.
    fireEvent.click(screen.getByRole('button', { name: 'session ended' }));
    await answerLogout();
    expect(await screen.findByText('page /login')).toBeDefined();
    expect(server.requests.map((request) => request.url)).toEqual(['/api/v1/account/logout/false']);
    expect(sessionStorage.getItem(LAST_PAGE_KEY)).toBeNull();
    expect(toastStore.get()).toEqual([]);
  });

  it('signs out with the Persian notice and remembers the page when the session ends elsewhere', async () => {
    renderWithRouter(<SignOutAndHub />, '/', { otherPaths: ['/login'], profile: buildProfile() });
    fireEvent.click(screen.getByRole('button', { name: 'session ended' }));
    await answerLogout();
    expect(await screen.findByText('page /login')).toBeDefined();
    expect(sessionStorage.getItem(LAST_PAGE_KEY)).toBe('/');
    expect(toastStore.get().map((toast) => toast.text)).toEqual([
      'نشست شما به پایان رسیده است؛ لطفاً دوباره وارد شوید.',
    ]);
  });
});
