import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import LogoutPage from './logout-page';

afterEach(cleanup);

const open = (search: string) =>
  render(
    <MemoryRouter initialEntries={[`/logout${search}`]}>
      <LogoutPage />
    </MemoryRouter>,
  );

describe('the signed-out page', () => {
  it('says the user signed out, and offers signing in again', () => {
    open('');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('از سامانه خارج شدید');
    expect(screen.getByText('برای ادامه کار، دوباره وارد سامانه شوید.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'ورود دوباره' }).getAttribute('href')).toBe('/login');
  });

  it('says so when a connected system did not confirm the single logout', () => {
    open('?partial=1');
    expect(screen.getByText(/یکی از سامانه‌های متصل خروج شما را تأیید نکرد/)).toBeTruthy();
  });
});
