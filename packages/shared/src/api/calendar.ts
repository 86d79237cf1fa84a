// The working-day calendar (issue 16: due dates in working days): holidays by day, and each Jalali year's
// proposal, confirmation and Thursday setting. Admins write; Admins and Employees read, since the
// providers' due dates come from it.
import { ROLE_ADMIN, ROLE_EMPLOYEE } from '../rules/permissions.js';
import { endpoint } from './endpoint.js';
import { resourceEndpoints } from './resource.js';

const admin = [ROLE_ADMIN] as const;
const staff = [ROLE_ADMIN, ROLE_EMPLOYEE] as const;

/** Holidays (تعطیلی) and the Jalali years of the calendar. */
export const holidayApi = {
  ...resourceEndpoints('holiday', {
    item: (s) => s.holidayItem,
    createBody: (s) => s.holidayBody,
    updateBody: (s) => s.holidayBody,
    access: { list: staff, read: staff, create: admin, update: admin, delete: admin },
  }),
  /** A Jalali year: settings, confirmation, stored holidays and the days counted now. */
  year: endpoint({
    method: 'GET',
    path: 'holiday/year/{jy}',
    access: staff,
    params: (s) => s.calendarYearParams,
    response: (s) => s.calendarYearView,
  }),
  /** The year's settings (whether Thursdays are closed). */
  yearSettings: endpoint({
    method: 'PUT',
    path: 'holiday/year/{jy}',
    access: admin,
    params: (s) => s.calendarYearParams,
    body: (s) => s.calendarYearSettings,
    response: (s) => s.calendarYearView,
  }),
  /** Adds the official holidays the year lacks: the solar ones, and lunar estimates marked suggested. */
  propose: endpoint({
    method: 'POST',
    path: 'holiday/year/{jy}/propose',
    access: admin,
    params: (s) => s.calendarYearParams,
    response: (s) => s.calendarYearView,
  }),
  /** Confirms the year's holidays: from now on they, not the solar defaults, count. */
  confirm: endpoint({
    method: 'POST',
    path: 'holiday/year/{jy}/confirm',
    access: admin,
    params: (s) => s.calendarYearParams,
    response: (s) => s.calendarYearView,
  }),
  /** Withdraws the confirmation: the year counts the solar defaults again until confirmed anew. */
  unconfirm: endpoint({
    method: 'POST',
    path: 'holiday/year/{jy}/unconfirm',
    access: admin,
    params: (s) => s.calendarYearParams,
    response: (s) => s.calendarYearView,
  }),
};
