import { describe, expect, it } from 'vitest';
import type { ApplicantServiceItem } from '@darvazeh/shared';
import { groupServices, jalaliDay, matchesSearch } from './applicant-format';

const service = (id: number, serviceFname: string, categories: number[] = []): ApplicantServiceItem => ({
  id,
  serviceFname,
  serviceIcon: '',
  categories,
  tags: [],
  description: '',
  durationDays: null,
});

describe('matchesSearch', () => {
  const certificate = service(1, 'صدور گواهی‌نامه کارشناسی ۱۴۰۵');
  it.each([
    ['Arabic yeh and kaf', 'گواهي كارشناسي'],
    ['a space for the ZWNJ', 'گواهی نامه'],
    ['Latin digits for Persian ones', '1405'],
    ['words in any order', 'کارشناسی صدور'],
    ['nothing typed', '  '],
  ])('matches with %s', (_name, typed) => expect(matchesSearch(certificate, typed)).toBe(true));

  it('needs every word typed', () => expect(matchesSearch(certificate, 'گواهی خوابگاه')).toBe(false));
});

describe('groupServices', () => {
  const tree = [
    { root: { id: 1, name: 'آموزشی', icon: 'school' }, children: [{ id: 11, name: 'گواهی‌ها' }] },
    { root: { id: 2, name: 'رفاهی', icon: '' }, children: [] },
  ];
  it('files services under the root of their categories, and the rest last', () => {
    const groups = groupServices(
      [service(1, 'الف', [11]), service(2, 'ب', [99]), service(3, 'پ', [1, 11])],
      tree,
    );
    expect(groups.map((g) => [g.name, g.services.map((s) => s.id)])).toEqual([
      ['آموزشی', [1, 3]],
      [null, [2]],
    ]);
  });
});

describe('jalaliDay', () => {
  it('shows an ISO day on the Jalali calendar with Persian digits', () =>
    expect(jalaliDay('2026-03-21')).toBe('۱۴۰۵/۰۱/۰۱'));
});
