// The working-day calendar through the declared `holidayApi` endpoints: a year, its proposal,
// confirmation and Thursday setting, and holidays added, edited and removed.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { holidayApi, type HolidayBody } from '@darvazeh/shared';
import { call } from '../../../lib/api-client';
import { useRemoveResource, useSaveResource } from '../../../lib/resource-hooks';
import { calendarKeys } from '../types';

/** Jalali year `jy` of the calendar: settings, confirmation, stored and counted holidays. */
export function useCalendarYear(jy: number) {
  return useQuery({
    queryKey: calendarKeys.year(jy),
    queryFn: async () => (await call(holidayApi.year, { params: { jy } }, { quiet: true })).data,
  });
}

/** What an Admin may do to a whole year. */
export type YearAction = 'propose' | 'confirm' | 'unconfirm';

/** Proposes, confirms or withdraws the confirmation of a year (locked against a second click). */
export function useYearAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ jy, action }: { jy: number; action: YearAction }) =>
      (await call(holidayApi[action], { params: { jy } }, { lock: true })).data,
    onSuccess: (view) => queryClient.setQueryData(calendarKeys.year(view.jy), view),
  });
}

/** Sets whether a year closes Thursdays. */
export function useThursdaySetting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ jy, thursdayClosed }: { jy: number; thursdayClosed: boolean }) =>
      (await call(holidayApi.yearSettings, { params: { jy }, body: { thursdayClosed } }, { lock: true }))
        .data,
    onSuccess: (view) => queryClient.setQueryData(calendarKeys.year(view.jy), view),
  });
}

/** Adds a holiday (no id) or edits one; every year reloads, since an edit may move a day across years. */
export function useSaveHoliday() {
  return useSaveResource(holidayApi, [calendarKeys.all]);
}

/** Removes a holiday. */
export function useRemoveHoliday() {
  return useRemoveResource(holidayApi.remove, [calendarKeys.all]);
}

export type { HolidayBody };
