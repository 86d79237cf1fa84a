-- Hand-written. The working days after day `a` up to and including day `b` (0 when b <= a), by the same
-- rules as the shared working-day arithmetic (packages/shared calendar/working-days.ts), for queries that
-- count in working days (a request's handling time, modules/queries query-system-tables.ts): Fridays are
-- closed; Thursdays unless the Jalali year's row opens them (closed by default); the fixed solar holidays
-- (official-holidays.ts FIXED_SOLAR_HOLIDAYS) every year; a year's stored live holidays once it is
-- confirmed. The days come from jalali_days (migration 0011). A test holds it equal to the shared
-- arithmetic over stored calendars. STRICT: a null day (a request still running) answers null.
CREATE FUNCTION working_days_between(a date, b date) RETURNS integer
LANGUAGE sql STABLE STRICT PARALLEL SAFE AS $$
  SELECT count(*)::integer
  FROM jalali_days j
  LEFT JOIN calendar_years y ON y.jy = j.jy
  WHERE j.day > a AND j.day <= b
    AND extract(dow FROM j.day) <> 5
    AND NOT (extract(dow FROM j.day) = 4 AND coalesce(y.thursday_closed, true))
    AND (j.jm, j.jd) NOT IN ((1, 1), (1, 2), (1, 3), (1, 4), (1, 12), (1, 13), (3, 14), (3, 15), (11, 22), (12, 29))
    AND NOT (y.confirmed_at IS NOT NULL AND EXISTS (
      SELECT 1 FROM holidays h WHERE h.day = j.day AND h.jy = j.jy AND h.deleted_at IS NULL))
$$;
