-- Hand-written. Working days counted by subtraction instead of by scanning days (issue 28: the handling time
-- of 100,000 requests went past the query timeout on PGlite, one range scan of jalali_days per request).
-- working_day_ordinals holds, for every day of jalali_days, how many working days there are from the
-- table's first day up to and including it, by migration 0048's rules (Fridays; Thursdays unless the
-- year's row opens them; the fixed solar holidays; a confirmed year's live holidays). A day's working-day
-- count between two days is then the difference of their ordinals: two index probes, inlined into the
-- query. The view is refreshed by the statement that changes what it reads (a year's row, a holiday) when
-- that statement changed a row, and by a restore after its load (db/snapshot/replace-data.ts); jalali_days
-- itself never changes.
CREATE MATERIALIZED VIEW "working_day_ordinals" AS
SELECT j.day, (count(*) FILTER (
    WHERE extract(dow FROM j.day) <> 5
      AND NOT (extract(dow FROM j.day) = 4 AND coalesce(y.thursday_closed, true))
      AND (j.jm, j.jd) NOT IN ((1, 1), (1, 2), (1, 3), (1, 4), (1, 12), (1, 13), (3, 14), (3, 15), (11, 22), (12, 29))
      AND NOT (y.confirmed_at IS NOT NULL AND EXISTS (
        SELECT 1 FROM holidays h WHERE h.day = j.day AND h.jy = j.jy AND h.deleted_at IS NULL))
  ) OVER (ORDER BY j.day))::integer AS ordinal
FROM jalali_days j
LEFT JOIN calendar_years y ON y.jy = j.jy;
--> statement-breakpoint
CREATE UNIQUE INDEX "working_day_ordinals_day" ON "working_day_ordinals" ("day");
--> statement-breakpoint
-- The working days after day `a` up to and including day `b` (0 when b <= a); null when either is null
-- (a request still running) or outside 1900–2100. Not STRICT, so PostgreSQL inlines it into the query.
CREATE OR REPLACE FUNCTION working_days_between(a date, b date) RETURNS integer
LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT greatest(0,
    (SELECT o.ordinal FROM working_day_ordinals o WHERE o.day = b)
    - (SELECT o.ordinal FROM working_day_ordinals o WHERE o.day = a))
$$;
--> statement-breakpoint
CREATE FUNCTION refresh_working_day_ordinals() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM changed) THEN
    REFRESH MATERIALIZED VIEW working_day_ordinals;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "holidays_inserted_working_days" AFTER INSERT ON "holidays"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION refresh_working_day_ordinals();
--> statement-breakpoint
CREATE TRIGGER "holidays_updated_working_days" AFTER UPDATE ON "holidays"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION refresh_working_day_ordinals();
--> statement-breakpoint
CREATE TRIGGER "holidays_deleted_working_days" AFTER DELETE ON "holidays"
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION refresh_working_day_ordinals();
--> statement-breakpoint
CREATE TRIGGER "calendar_years_inserted_working_days" AFTER INSERT ON "calendar_years"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION refresh_working_day_ordinals();
--> statement-breakpoint
CREATE TRIGGER "calendar_years_updated_working_days" AFTER UPDATE ON "calendar_years"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION refresh_working_day_ordinals();
--> statement-breakpoint
CREATE TRIGGER "calendar_years_deleted_working_days" AFTER DELETE ON "calendar_years"
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION refresh_working_day_ordinals();
