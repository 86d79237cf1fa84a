// The tracking page's answer as a visitor reads it: Persian status names, never the SPEC's English default.
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TrackedRequest } from '../api/track-request';
import { TrackedRequestView } from './tracked-request-view';

const request: TrackedRequest = {
  trackingCode: '1234567890',
  serviceFname: 'صدور گواهی اشتغال به تحصیل',
  state: 'running',
  status: 'registered',
  createdAt: '2026-11-22T06:00:00.000Z',
  expectedOn: '2026-12-01',
  endedAt: null,
  steps: [
    { at: '2026-11-22T06:00:00.000Z', status: 'registered' },
    { at: '2026-11-23T06:00:00.000Z', status: 'در حال بررسی' },
  ],
};

describe('a tracked request', () => {
  it('names the registered status in Persian, in its status and its steps', () => {
    render(<TrackedRequestView request={request} />);
    const result = screen.getByRole('region', { name: 'نتیجه پیگیری' });
    expect(result.textContent).not.toContain('registered');
    const steps = within(result).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      expect.stringMatching(/^ثبت‌شده/),
      expect.stringMatching(/^در حال بررسی/),
    ]);
    expect(within(result).getAllByText('ثبت‌شده')).toHaveLength(2);
  });
});
