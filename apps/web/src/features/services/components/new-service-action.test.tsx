// «خدمت جدید» before a sub category is chosen: disabled, and why is on the page and tied to the button,
// not only in a title that shows on hover.
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { NewServiceAction } from './new-service-action';

afterEach(cleanup);

const renderAction = (to: string | null) => {
  const router = createMemoryRouter([{ path: '*', element: <NewServiceAction to={to} /> }]);
  render(<RouterProvider router={router} />);
};

describe('the new service action', () => {
  it('says visibly, and to a screen reader, why it is disabled', () => {
    renderAction(null);
    const button = screen.getByRole('button', { name: 'خدمت جدید' });
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(button.getAttribute('title')).toBeNull();
    const reason = screen.getByText('برای افزودن خدمت، ابتدا یک زیردسته برگزینید.');
    expect(reason.closest('[hidden]')).toBeNull();
    expect(button.getAttribute('aria-describedby')).toBe(reason.id);
  });

  it('is a link once a sub category is chosen', () => {
    renderAction('/process/new/1/2');
    expect(screen.getByRole('link', { name: 'خدمت جدید' }).getAttribute('href')).toBe('/process/new/1/2');
    expect(screen.queryByText('برای افزودن خدمت، ابتدا یک زیردسته برگزینید.')).toBeNull();
  });
});
