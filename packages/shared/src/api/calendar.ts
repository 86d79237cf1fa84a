// The working-day calendar (issue 16: due dates in working days): holidays by day, and each Jalali year's
// proposal, confirmation and Thursday setting. Admins write; Admins and Employees read, since the
// providers' due dates come from it.
import { admin, resourceAccess, staff } from './access.js';
import { get, post, put } from './verbs.js';
import { resourceEndpoints } from './resource.js';

/** Holidays (تعطیلی) and the Jalali years of the calendar. */
export const holidayApi = {
  ...resourceEndpoints('holiday', {
    item: (s) => s.holidayItem,
    createBody: (s) => s.holidayBody,
    access: resourceAccess(staff, admin),
  }),
  /** A Jalali year: settings, confirmation, stored holidays and the days counted now. */
  year: get('holiday/year/{jy}', staff, {
    params: (s) => s.calendarYearParams,
    response: (s) => s.calendarYearView,
  }),
  /** The year's settings (whether Thursdays are closed). */
  yearSettings: put('holiday/year/{jy}', admin, {
    params: (s) => s.calendarYearParams,
    body: (s) => s.calendarYearSettings,
    response: (s) => s.calendarYearView,
  }),
  /** Adds the official holidays the year lacks: the solar ones, and lunar estimates marked suggested. */
  propose: post('holiday/year/{jy}/propose', admin, {
    params: (s) => s.calendarYearParams,
    response: (s) => s.calendarYearView,
  }),
  /** Confirms the year's holidays: from now on they, not the solar defaults, count. */
  confirm: post('holiday/year/{jy}/confirm', admin, {
    params: (s) => s.calendarYearParams,
    response: (s) => s.calendarYearView,
  }),
  /** Withdraws the confirmation: the year counts the solar defaults again until confirmed anew. */
  unconfirm: post('holiday/year/{jy}/unconfirm', admin, {
    params: (s) => s.calendarYearParams,
    response: (s) => s.calendarYearView,
  }),
};
