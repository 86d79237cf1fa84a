import { z } from 'zod';
import { VALIDATION_MESSAGES } from '../rules/messages.js';
import { hasUnstorableCharacter } from '../rules/text.js';

/** The filter operators of SPEC §3 "Filter condition". */
export const FILTER_OPS = ['like', 'eq', 'gt', 'lt', 'in'] as const;
export type FilterOp = (typeof FILTER_OPS)[number];

/** Largest page size a list call may ask for. */
export const MAX_PAGE_SIZE = 100;
/** Page size when the client names none. */
export const DEFAULT_PAGE_SIZE = 10;
/** Largest page number accepted; pages beyond the last simply come back empty. */
export const MAX_PAGE = 1_000_000;
/** Most rows an `all` call returns. */
export const MAX_ALL_ROWS = 1000;

const scalar = z.union([z.string().max(500), z.number(), z.boolean(), z.null()]);

/** One filter condition `{ op, value }`. */
export const filterCondition = z.strictObject({
  op: z.enum(FILTER_OPS, { error: 'عملگر فیلتر معتبر نیست.' }),
  value: z.union([scalar, z.array(scalar).max(500)]),
});
export type FilterCondition = z.infer<typeof filterCondition>;

/** Sort order `{ field, dir }`. */
export const sortOrder = z.strictObject({
  field: z.string().max(100),
  dir: z.enum(['asc', 'desc']).default('asc'),
});

const page = z
  .int({ error: 'شماره صفحه باید عدد صحیح باشد.' })
  .min(1, 'شماره صفحه باید از ۱ شروع شود.')
  .max(MAX_PAGE, 'شماره صفحه بیش از حد بزرگ است.');
const count = z
  .int({ error: 'تعداد ردیف باید عدد صحیح باشد.' })
  .min(1, 'تعداد ردیف باید دست‌کم ۱ باشد.')
  .max(MAX_PAGE_SIZE, `حداکثر ${MAX_PAGE_SIZE} ردیف در هر صفحه مجاز است.`);

/**
 * Body of `POST {resource}/filter`. The web client (SPEC §7) sends `filters` as a JSON string and may put
 * `page` and `count` inside it (`{filters:{page:1,count:10}}`); both shapes are accepted and normalised.
 */
export const filterRequest = z
  .strictObject({
    filters: z.union([z.string().max(20_000), z.record(z.string(), z.unknown())]).optional(),
    page: page.optional(),
    count: count.optional(),
    sort: sortOrder.optional(),
  })
  .transform((body, ctx) => {
    let raw: Record<string, unknown> = {};
    if (typeof body.filters === 'string') {
      let unstorable = false;
      try {
        // A `__proto__` key would set the prototype of the object zod builds and vanish silently; the
        // server's input guard sees only the string, so the characters it refuses are refused here.
        const parsed: unknown =
          body.filters.trim() === ''
            ? {}
            : JSON.parse(body.filters, (key: string, value: unknown) => {
                if (key === '__proto__') throw new Error('forbidden key');
                if (
                  hasUnstorableCharacter(key) ||
                  (typeof value === 'string' && hasUnstorableCharacter(value))
                ) {
                  unstorable = true;
                }
                return value;
              });
        if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed))
          throw new Error('not an object');
        raw = parsed as Record<string, unknown>;
      } catch {
        ctx.addIssue({ code: 'custom', path: ['filters'], message: 'فیلترها باید یک شیء JSON معتبر باشند.' });
        return z.NEVER;
      }
      if (unstorable) {
        ctx.addIssue({ code: 'custom', path: ['filters'], message: VALIDATION_MESSAGES.invalidCharacters });
        return z.NEVER;
      }
    } else if (body.filters) {
      raw = body.filters;
    }
    const { page: innerPage, count: innerCount, sort: innerSort, ...conditions } = raw;
    const parsed = z
      .strictObject({
        page: page.optional(),
        count: count.optional(),
        sort: sortOrder.optional(),
        conditions: z.record(z.string().max(100), filterCondition),
      })
      .safeParse({ page: innerPage, count: innerCount, sort: innerSort, conditions });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const path = issue.path[0] === 'conditions' ? issue.path.slice(1) : issue.path;
        ctx.addIssue({ code: 'custom', path: ['filters', ...path], message: issue.message });
      }
      return z.NEVER;
    }
    return {
      filters: parsed.data.conditions,
      page: body.page ?? parsed.data.page ?? 1,
      count: body.count ?? parsed.data.count ?? DEFAULT_PAGE_SIZE,
      sort: body.sort ?? parsed.data.sort,
    };
  });
export type FilterRequest = z.output<typeof filterRequest>;

/** A paged list answer `{ list, pages, currentPage }` (SPEC §3 "Unit list response"). */
export interface PagedList<T> {
  list: T[];
  pages: number;
  currentPage: number;
}

/** The schema of a `PagedList` of `item`. */
export function pagedList<T extends z.ZodType>(item: T) {
  return z.object({ list: z.array(item), pages: z.number().int(), currentPage: z.number().int() });
}

/** Answer of `POST {resource}/all`. */
export function allList<T extends z.ZodType>(item: T) {
  return z.object({ list: z.array(item) });
}

/** Body of `POST {resource}/check-name`: is `name` free, ignoring the record `id` being edited? */
export const checkNameRequest = z.strictObject({
  name: z.string().trim().min(1, 'نام را وارد کنید.').max(200),
  id: z.number().int().positive().optional(),
});

/** Answer of `POST {resource}/check-name`. */
export const checkNameResponse = z.object({ available: z.boolean() });

/** Path parameter `{id}` of the resource routes. */
export const idParams = z.strictObject({
  id: z.coerce
    .number({ error: 'شناسه باید عدد باشد.' })
    .int()
    .positive('شناسه معتبر نیست.')
    .max(2_147_483_647, 'شناسه معتبر نیست.'),
});
