// The service cards of «درخواست جدید»: each card opens its service, and its link names what it shows
// (axe label-content-name-mismatch: a name that leaves out the link's visible text is a serious failure).
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { ServiceCatalogue } from './service-catalogue';

afterEach(cleanup);

const SERVICE = {
  id: 7,
  serviceFname: 'صدور گواهی اشتغال به تحصیل',
  serviceIcon: 'school',
  categories: [],
  tags: [],
  description: 'گواهی برای ارائه به سازمان‌ها و بانک‌ها',
  durationDays: 3,
};

describe('the service catalogue', () => {
  it('opens each service from its card, with a link whose name holds the text it shows', () => {
    const catalogue = (
      <ServiceCatalogue services={[SERVICE]} tree={[]} isLoading={false} renderIcon={() => null} />
    );
    const router = createMemoryRouter([{ path: '*', element: catalogue }]);
    render(<RouterProvider router={router} />);
    const link = screen.getByRole('link', { name: 'مشاهده و شروع «صدور گواهی اشتغال به تحصیل»' });
    expect(link.getAttribute('href')).toBe('/panel/new/7');
    const shown = (link.textContent ?? '').replace(/\s+/g, ' ').trim();
    expect(link.getAttribute('aria-label')).toContain(shown);
    // The rest of the card still reads beside the link.
    expect(screen.getByText('گواهی برای ارائه به سازمان‌ها و بانک‌ها')).toBeTruthy();
    expect(screen.getByText('۳ روز کاری')).toBeTruthy();
  });
});
