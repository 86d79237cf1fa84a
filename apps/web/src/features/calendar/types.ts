// The calendar shapes this feature reads, from the shared schemas, and its query keys.
export type { CalendarYearView, HolidayItem } from '@darvazeh/shared';

/** Query keys of the working-day calendar: one entry per Jalali year. */
export const calendarKeys = {
  all: ['calendar'] as const,
  year: (jy: number) => ['calendar', 'year', jy] as const,
};
