// The designer's web service options: the limits and the body logging that /ws/call reads (issue 26) can be
// set on the screen, typed in Persian digits, not only through the API.
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderDraftSection } from './draft-section.fixture';
import { OptionsSection } from './license-sections';

afterEach(cleanup);

describe('the web service options in the designer', () => {
  it('sets the per-minute limits (Persian digits) and keeping bodies in the API log', () => {
    const { draft } = renderDraftSection(OptionsSection);
    fireEvent.click(screen.getByRole('button', { name: /تنظیمات وب‌سرویس/ }));
    const perSystem = screen.getByRole<HTMLInputElement>('textbox', {
      name: 'سقف فراخوانی هر سامانه در دقیقه',
    });
    expect(perSystem.value).toBe('۶۰');
    fireEvent.focus(perSystem);
    fireEvent.change(perSystem, { target: { value: '۱۲۰' } });
    expect(draft().options.ratePerSystem).toBe(120);
    const perService = screen.getByRole<HTMLInputElement>('textbox', {
      name: 'سقف فراخوانی همه سامانه‌ها در دقیقه',
    });
    fireEvent.focus(perService);
    fireEvent.change(perService, { target: { value: '900' } });
    expect(draft().options.ratePerService).toBe(900);
    expect(draft().options.logBodies).toBe(false);
    fireEvent.click(
      screen.getByRole('switch', { name: 'نگه‌داشتن بدنه درخواست و پاسخ در گزارش فراخوانی‌ها' }),
    );
    expect(draft().options.logBodies).toBe(true);
  });
});
