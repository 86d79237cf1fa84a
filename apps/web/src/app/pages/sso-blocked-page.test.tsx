import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import SsoBlockedPage from './sso-blocked-page';

afterEach(cleanup);

const open = (search: string) =>
  render(
    <MemoryRouter initialEntries={[`/sso-blocked${search}`]}>
      <SsoBlockedPage />
    </MemoryRouter>,
  );

describe('the single sign-on refusal page', () => {
  it.each([
    ['?reason=disabled', 'این سامانه غیرفعال است یا دیگر وجود ندارد.'],
    ['?reason=user', 'شما اجازه ورود به این سامانه را ندارید.'],
    ['?reason=unit', 'ورود به این سامانه برای واحد سازمانی شما مجاز نیست.'],
    ['?reason=ip', 'ورود به این سامانه از این نشانی اینترنتی (IP) مجاز نیست.'],
    ['?reason=constructor', 'دروازه اجازه ورود به این سامانه را نداد.'],
    ['', 'دروازه اجازه ورود به این سامانه را نداد.'],
  ])('says why for %s, with the way back to the portal', (search, why) => {
    open(search);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('ورود به سامانه ممکن نشد');
    expect(screen.getByText(why)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'بازگشت به دروازه' }).getAttribute('href')).toBe('/');
  });
});
