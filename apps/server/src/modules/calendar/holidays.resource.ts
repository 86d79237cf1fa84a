import { holidayApi, jalaliYearOfDay } from '@darvazeh/shared';
import { holidays } from '../../db/schema/index.js';
import { columnFields } from '../../plugins/resources/column-fields.js';
import type { ResourceDefinition } from '../../plugins/resources/resource-definition.js';
import { calendarMessages as text } from '../../messages/index.js';
import { holidayOrder } from './calendar.repository.js';
import { holidayItemOf } from './calendar.service.js';

type HolidayRow = typeof holidays.$inferSelect;

/**
 * Holidays (holiday): one live row per day with its Persian title; Admins write, Admins and Employees
 * read. The body's Jalali day arrives as the Gregorian day (the shared schema converts it), and the row's
 * Jalali year follows from it. An edit is the Admin's own word, so it is no longer a suggestion. A write
 * to a confirmed year counts at once (a closure announced late); the change log keeps who and when.
 */
export const holidayResource: ResourceDefinition = {
  api: holidayApi,
  table: holidays,
  fields: columnFields(holidays, ['id', 'jy', 'title', 'suggested', 'createdAt']),
  defaultOrder: holidayOrder,
  uniqueMessages: { holidays_day_live: text.dayTaken },
  hooks: {
    toValues: (body) => {
      const day = body.jalaliDay as string;
      return { day, jy: jalaliYearOfDay(day), title: body.title, suggested: false };
    },
    expand: (_db, rows) => Promise.resolve(rows.map((row) => holidayItemOf(row as HolidayRow))),
  },
};
