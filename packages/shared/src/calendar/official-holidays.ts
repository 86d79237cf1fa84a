// Iran's official holidays (تعطیلات رسمی) as rules, without their titles: the solar ones fall on fixed
// Jalali dates every year; the lunar ones follow the Hijri calendar, which Iran fixes by sighting the
// moon, so their Jalali dates move each year and are known only when officially announced. An Admin
// confirms each year's list (see docs/ARCHITECTURE.md "Working-day calendar"); the solar ones count every
// year, confirmed or not. The keys name the titles the server proposes (its messages module).

/** A solar holiday: the same Jalali month and day every year. */
export type SolarHolidayRule = { readonly key: string; readonly jm: number; readonly jd: number };

/** A lunar holiday: a Hijri month and day, `'last'` for the month's last day (29th or 30th). */
export type LunarHolidayRule = { readonly key: string; readonly hm: number; readonly hd: number | 'last' };

/** The fixed solar holidays: Nowruz (1–4 Farvardin), 12 and 13 Farvardin, 14 and 15 Khordad, 22 Bahman, 29 Esfand. */
export const FIXED_SOLAR_HOLIDAYS: readonly SolarHolidayRule[] = [
  { key: 'nowruzStart', jm: 1, jd: 1 },
  { key: 'nowruz', jm: 1, jd: 2 },
  { key: 'nowruz', jm: 1, jd: 3 },
  { key: 'nowruz', jm: 1, jd: 4 },
  { key: 'islamicRepublicDay', jm: 1, jd: 12 },
  { key: 'natureDay', jm: 1, jd: 13 },
  { key: 'khomeiniDemise', jm: 3, jd: 14 },
  { key: 'khordadUprising', jm: 3, jd: 15 },
  { key: 'revolutionDay', jm: 11, jd: 22 },
  { key: 'oilNationalization', jm: 12, jd: 29 },
];

/** The lunar official holidays (Hijri month 1 = Muharram … 12 = Dhu al-Hijjah). */
export const LUNAR_HOLIDAYS: readonly LunarHolidayRule[] = [
  { key: 'tasua', hm: 1, hd: 9 },
  { key: 'ashura', hm: 1, hd: 10 },
  { key: 'arbaeen', hm: 2, hd: 20 },
  { key: 'prophetDemise', hm: 2, hd: 28 },
  { key: 'imamReza', hm: 2, hd: 'last' },
  { key: 'imamHasanAskari', hm: 3, hd: 8 },
  { key: 'prophetBirthday', hm: 3, hd: 17 },
  { key: 'fatimah', hm: 6, hd: 3 },
  { key: 'imamAliBirthday', hm: 7, hd: 13 },
  { key: 'mabath', hm: 7, hd: 27 },
  { key: 'midShaban', hm: 8, hd: 15 },
  { key: 'imamAliMartyrdom', hm: 9, hd: 21 },
  { key: 'eidFitr', hm: 10, hd: 1 },
  { key: 'eidFitrHoliday', hm: 10, hd: 2 },
  { key: 'imamSadegh', hm: 10, hd: 25 },
  { key: 'eidAdha', hm: 12, hd: 10 },
  { key: 'eidGhadir', hm: 12, hd: 18 },
];

/** The first and last Jalali year the calendar's holidays and settings may be stored for. */
export const CALENDAR_YEAR_RANGE = { min: 1300, max: 1479 } as const;
