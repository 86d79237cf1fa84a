// The fields of the requests' system collections that are computed from a row's columns rather than
// stored (query-system-tables.ts names them): a request's handling time in working days, its survey
// score, and whether a task is overdue. Only columns and constants of this file reach the SQL.
import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { requestTasks, userRequests } from '../../db/schema/index.js';

/**
 * A field computed from a row's columns rather than stored: `of` renders it given how to name a column of
 * the row (its relation's alias is the renderer's). Never a value from the caller: only columns and
 * constants of this file.
 */
export type ComputedColumn = { of: (column: (c: PgColumn) => SQL) => SQL };

/** Today in Tehran, as the inboxes' overdue box reads it (modules/requests inbox.service.ts tehranToday). */
const TEHRAN_TODAY = sql`(now() at time zone 'Asia/Tehran')::date`;

/**
 * A request's handling time: the working days after the Tehran day it was sent up to the day it ended
 * (migration 0048's working_days_between: the working-day calendar's rules in SQL); null while it runs.
 */
export const handlingDays: ComputedColumn = {
  of: (c) =>
    sql`working_days_between((${c(userRequests.createdAt)} at time zone 'Asia/Tehran')::date, (${c(userRequests.endedAt)} at time zone 'Asia/Tehran')::date)`,
};

/** The applicant's survey score (1–5) of an ended request, when one was given and is a number. */
export const surveyScore: ComputedColumn = {
  of: (c) => {
    const score = sql`(${c(userRequests.survey)} -> 'score')`;
    return sql`(case when jsonb_typeof(${score}) = 'number' then (${score})::numeric end)`;
  },
};

/** A task still waiting (open, or claimed and not done) past its due day, as the inboxes' overdue box. */
export const overdue: ComputedColumn = {
  of: (c) =>
    sql`(${c(requestTasks.state)} in ('open', 'claimed') and ${c(requestTasks.dueOn)} is not null and ${c(requestTasks.dueOn)} < ${TEHRAN_TODAY})`,
};
