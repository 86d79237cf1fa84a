import { render, screen, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { MuiFrame } from '../../../components/mui-frame';
import { createQueryClient } from '../../../lib/query-client';
import { sendJson, ok } from '../../../test/http-test-server';
import { serveDuringTests } from '../../../test/serve-during-tests';
import { SurveyResultsSection } from './survey-results';

const results: Record<string, unknown> = {
  '/api/v1/userrequest/survey/7': {
    count: 4,
    average: 4.25,
    scores: [0, 0, 1, 1, 2],
    comments: [
      { at: '2026-03-01T06:30:00.000Z', score: 3, comment: 'کمی دیر شد' },
      { at: '2026-03-22T06:30:00.000Z', score: 5, comment: 'سریع و دقیق' },
    ],
  },
  '/api/v1/userrequest/survey/8': { count: 0, average: null, scores: [0, 0, 0, 0, 0], comments: [] },
};

serveDuringTests((request, response) => {
  const data = results[new URL(request.url, 'http://test').pathname];
  if (data) return sendJson(response, 200, ok(data));
  return sendJson(response, 404, { success: false, message: 'not found', data: null });
});

const renderSection = (serviceId: number) =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MuiFrame>
        <SurveyResultsSection serviceId={serviceId} />
      </MuiFrame>
    </QueryClientProvider>,
  );

describe('the survey results section', () => {
  it('shows the count, the average and a bar per score in Persian digits, and the latest comment first', async () => {
    renderSection(7);
    const section = screen.getByRole('region', { name: 'نتیجه نظرسنجی' });
    expect((await within(section).findByTestId('survey-count')).textContent).toBe('۴');
    expect(within(section).getByTestId('survey-average').textContent).toBe('۴٫۳');
    const bars = within(section).getAllByRole('progressbar');
    expect(bars.map((b) => b.getAttribute('aria-label'))).toEqual([
      'امتیاز ۱: ۰ پاسخ',
      'امتیاز ۲: ۰ پاسخ',
      'امتیاز ۳: ۱ پاسخ',
      'امتیاز ۴: ۱ پاسخ',
      'امتیاز ۵: ۲ پاسخ',
    ]);
    expect(bars.map((b) => b.getAttribute('aria-valuenow'))).toEqual(['0', '0', '25', '25', '50']);
    const comments = within(within(section).getByRole('region', { name: 'آخرین نظرها' })).getAllByRole(
      'listitem',
    );
    expect(comments[0]!.textContent).toContain('سریع و دقیق');
    expect(comments[0]!.textContent).toContain('۵ از ۵');
    // 22 March 2026 is 2 Farvardin 1405.
    expect(comments[0]!.textContent).toContain('۱۴۰۵/۰۱/۰۲');
    expect(comments[1]!.textContent).toContain('کمی دیر شد');
  });

  it('says so when nobody answered yet', async () => {
    renderSection(8);
    await screen.findByText('هنوز کسی به نظرسنجی این خدمت پاسخ نداده است.');
    expect(screen.queryByTestId('survey-average')).toBeNull();
  });
});
