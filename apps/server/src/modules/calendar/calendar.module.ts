import type { AppModule, ModuleContext } from '../app-module.js';
import { calendarRoutes } from './calendar.routes.js';
import { holidayResource } from './holidays.resource.js';

/**
 * The working-day calendar (issue 16: due dates in working days on a Jalali calendar with the holidays an
 * Admin confirms each year): holidays, and each Jalali year's proposal, confirmation and Thursday setting.
 * Other modules reach the arithmetic through working-days.service.ts.
 */
export function calendarModule({ db }: ModuleContext): AppModule {
  return { name: 'calendar', resources: [holidayResource], endpoints: calendarRoutes(db) };
}
