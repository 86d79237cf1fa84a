// The one history component both the applicant's request page and the staff's task and request pages show.
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { RequestEventItem } from '@darvazeh/shared';
import { buildEvent } from '../test/task-fixtures';
import { RequestHistory } from './request-history';

const AT = '2026-03-21T06:30:00.000Z';
const event = (overrides: Partial<RequestEventItem>) => buildEvent({ at: AT, ...overrides });

const events: RequestEventItem[] = [
  event({ id: 1, kind: 'submitted', toStatus: 'registered' }),
  event({
    id: 2,
    kind: 'referred',
    actorName: 'علی کریمی',
    onBehalfOfName: 'رضا مرادی',
    stepName: 'بررسی کارشناس',
    note: 'لطفاً بررسی کنید.',
    visibleToApplicant: false,
  }),
  event({
    id: 3,
    kind: 'resubmitted',
    changes: [
      { field: 'معدل', before: '12', after: '19' },
      { field: 'توضیح', before: '', after: 'اصلاح شد' },
    ],
  }),
  event({
    id: 4,
    kind: 'ended',
    actorName: null,
    fromStatus: 'تأیید شد',
    toStatus: 'تأیید شد',
    outcome: 'ok',
  }),
];

afterEach(cleanup);

const items = () => within(screen.getByRole('list', { name: 'گردش' })).getAllByTestId('timeline-event');

describe('a request’s history', () => {
  it('tells each event in Persian: what, who (on whose behalf), the status reached, notes and changed answers', () => {
    render(
      <RequestHistory events={events} label="گردش" outcomeLabel={(key) => (key === 'ok' ? 'تأیید' : key)} />,
    );
    const [submitted, referred, resubmitted, ended] = items().map((li) => li.textContent ?? '');
    expect(submitted).toContain('ثبت درخواست');
    expect(submitted).toContain('۱۴۰۵/۰۱/۰۱ ۱۰:۰۰');
    expect(submitted).toContain('وضعیت: ثبت‌شده');
    expect(submitted).not.toContain('registered');
    expect(referred).toContain('ارجاع');
    expect(referred).toContain('بررسی کارشناس');
    expect(referred).toContain('علی کریمی (به نیابت از رضا مرادی)');
    expect(referred).toContain('لطفاً بررسی کنید.');
    expect(resubmitted).toContain('معدل: «12» ← «19»');
    expect(resubmitted).toContain('توضیح: «(خالی)» ← «اصلاح شد»');
    // The end keeps the status: no «تأیید شد ← تأیید شد»; the outcome by its name; no actor is the system.
    expect(ended).not.toContain('وضعیت');
    expect(ended).toContain('نتیجه: تأیید');
    expect(ended).toContain('سامانه');
  });

  it('marks what the applicant does not see only for staff', () => {
    const { rerender } = render(<RequestHistory events={events} label="گردش" />);
    expect(screen.queryByText('فقط برای کارشناسان')).toBeNull();
    rerender(<RequestHistory events={events} label="گردش" markStaffOnly />);
    const marked = items().map((li) => within(li).queryByText('فقط برای کارشناسان') !== null);
    expect(marked).toEqual([false, true, false, false]);
  });

  it('says there is nothing yet when there is no event', () => {
    render(<RequestHistory events={[]} label="گردش" />);
    expect(screen.getByText('هنوز رویدادی ثبت نشده است.')).toBeDefined();
    expect(screen.queryByRole('list')).toBeNull();
  });
});
