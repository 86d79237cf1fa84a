import { fireEvent, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { samlSignInApi, ssoOidcApi } from '@darvazeh/shared';
import { urlFor } from '../../../lib/api-client';
import { sendJson } from '../../../test/http-test-server';
import { serveDuringTests } from '../../../test/serve-during-tests';
import type { ContinueSource } from '../api/continue-queries';
import { SsoContinue } from './sso-continue';
import { renderWithQueries } from '../../../test/render-with-queries';

const UID = 'interaction-0123456789';
const oidcUrl = urlFor(ssoOidcApi.continueDetails, { params: { uid: UID } });
const samlUrl = urlFor(samlSignInApi.pending);

const server = serveDuringTests((request, response) => {
  const ok = (data: unknown) => sendJson(response, 200, { success: true, message: null, data });
  if (request.method === 'GET' && request.url === oidcUrl) return ok({ systemName: 'سامانه آموزش' });
  if (request.method === 'GET' && request.url === samlUrl) return ok({ systemName: 'سامانه کتابخانه' });
  // Answered with the page itself, so the full page load jsdom attempts stays on the test server.
  if (request.method === 'POST') return ok({ redirectTo: '#answered' });
  return sendJson(response, 404, { success: false, message: 'یافت نشد', data: null });
});

function renderStep(source: ContinueSource) {
  const router = createMemoryRouter(
    [{ path: '/sso-continue', element: <SsoContinue source={source} accountName="مریم احمدی" /> }],
    { initialEntries: ['/sso-continue'] },
  );
  renderWithQueries(<RouterProvider router={router} />);
}

const posted = () => server.requests.filter((request) => request.method === 'POST');

describe('the continue step of a connected system’s sign-in', () => {
  it('names the system and offers to go on with the signed-in account, another account, or to cancel', async () => {
    renderStep({ protocol: 'oidc', uid: UID });
    expect(
      await screen.findByText(
        'سامانه «سامانه آموزش» می‌خواهد شما را با حساب درگاه وارد کند. با همین حساب ادامه می‌دهید؟',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'ادامه با حساب مریم احمدی' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'ورود با حساب دیگر' }).getAttribute('href')).toBe(
      `/login?interaction=${UID}`,
    );
    expect(screen.getByRole('button', { name: 'انصراف' })).toBeTruthy();
  });

  it.each([
    ['going on', 'ادامه با حساب مریم احمدی', true],
    ['cancelling', 'انصراف', false],
  ])('sends the answer for the OIDC interaction: %s, once', async (_label, name, approve) => {
    renderStep({ protocol: 'oidc', uid: UID });
    fireEvent.click(await screen.findByRole('button', { name }));
    await waitFor(() => expect(posted()).toHaveLength(1));
    expect(posted()[0]).toMatchObject({ url: oidcUrl, body: JSON.stringify({ approve }) });
    // The browser is leaving: the buttons stay off.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'انصراف' }).hasAttribute('disabled')).toBe(true),
    );
  });

  it('answers the SAML sign-in this browser carries, and signs in with another account from /login?saml=again', async () => {
    renderStep({ protocol: 'saml' });
    fireEvent.click(await screen.findByRole('button', { name: 'ادامه با حساب مریم احمدی' }));
    await waitFor(() => expect(posted()).toHaveLength(1));
    expect(posted()[0]).toMatchObject({
      url: '/api/v1/saml/pending/continue',
      body: JSON.stringify({ approve: true }),
    });
    expect(screen.getByText(/سامانه کتابخانه/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'ورود با حساب دیگر' }).getAttribute('href')).toBe(
      '/login?saml=again',
    );
  });

  it('says in Persian when no such sign-in waits any more', async () => {
    renderStep({ protocol: 'oidc', uid: 'interaction-gone-00000' });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'این درخواست ورود یافت نشد یا منقضی شده است؛ از سامانه دوباره وارد شوید.',
    );
    expect(screen.queryByRole('button')).toBeNull();
  });
});
