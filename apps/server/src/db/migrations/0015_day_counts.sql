CREATE TABLE "collection_day_counts" (
	"collection_id" integer NOT NULL,
	"field_id" text NOT NULL,
	"day" integer NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "collection_day_counts_collection_id_field_id_day_pk" PRIMARY KEY("collection_id","field_id","day")
);
--> statement-breakpoint
CREATE TABLE "collection_record_totals" (
	"collection_id" integer PRIMARY KEY NOT NULL,
	"live" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "collection_day_counts" ADD CONSTRAINT "collection_day_counts_collection_id_data_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."data_collections"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_record_totals" ADD CONSTRAINT "collection_record_totals_collection_id_data_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."data_collections"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Hand-written below. The day counts follow collection_records through statement-level triggers (every
-- writer, present or future: the records service, an import, a restore from the deleted list, SQL by hand),
-- in the writing statement's transaction; docs/ARCHITECTURE.md "Data collection records" has the rule.
-- The date fields' days in a record's keys: `{fieldId}#d` holding a JSON number, floored as queries floor it;
-- a number past the integer range (which no writer produces) is no day.
CREATE FUNCTION collection_record_days(record_keys jsonb) RETURNS TABLE (field_id text, day integer)
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT left(k.key, -2), k.day::integer
  FROM (
    SELECT key, floor(CASE WHEN jsonb_typeof(value) = 'number' THEN value::numeric END) AS day
    FROM jsonb_each(record_keys)
    WHERE right(key, 2) = '#d'
  ) AS k
  WHERE k.day BETWEEN -2147483648 AND 2147483647
$$;
--> statement-breakpoint
-- Adds the changes of one statement: rows (collection, keys, sign) that became live (+1) or stopped being
-- live (-1). Every collection whose counts change has its total row locked first (ON CONFLICT DO UPDATE
-- locks the row even when its WHERE skips the update), then its day rows in (collection, field, day)
-- order, so writers of one collection queue on the total and never deadlock on day rows, however many
-- statements each runs (an import inserts 500 rows a statement).
CREATE FUNCTION collection_counts_apply(collection_ids integer[], record_keys jsonb[], signs integer[])
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  day_collections integer[];
  day_fields text[];
  day_numbers integer[];
  day_deltas integer[];
BEGIN
  SELECT array_agg(c ORDER BY c, f, d), array_agg(f ORDER BY c, f, d), array_agg(d ORDER BY c, f, d),
         array_agg(n ORDER BY c, f, d)
    INTO day_collections, day_fields, day_numbers, day_deltas
    FROM (
      SELECT x.c, k.field_id, k.day, sum(x.s)::integer
      FROM unnest(collection_ids, record_keys, signs) AS x(c, k, s)
      CROSS JOIN LATERAL collection_record_days(x.k) AS k
      GROUP BY 1, 2, 3
      HAVING sum(x.s) <> 0
    ) AS delta(c, f, d, n);
  INSERT INTO collection_record_totals AS t (collection_id, live)
    SELECT x.c, sum(x.s)::integer
    FROM (
      SELECT * FROM unnest(collection_ids, signs)
      UNION ALL
      SELECT unnest(day_collections), 0
    ) AS x(c, s)
    GROUP BY x.c
    HAVING sum(x.s) <> 0 OR x.c = ANY (day_collections)
    ORDER BY x.c
  ON CONFLICT (collection_id) DO UPDATE SET live = t.live + excluded.live WHERE excluded.live <> 0;
  INSERT INTO collection_day_counts AS d (collection_id, field_id, day, n)
    SELECT * FROM unnest(day_collections, day_fields, day_numbers, day_deltas) ORDER BY 1, 2, 3
  ON CONFLICT (collection_id, field_id, day) DO UPDATE SET n = d.n + excluded.n;
END
$$;
--> statement-breakpoint
CREATE FUNCTION collection_records_counted_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM collection_counts_apply(array_agg(collection_id), array_agg(keys), array_agg(1))
    FROM new_rows WHERE deleted_at IS NULL HAVING count(*) > 0;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Every updated row leaves as it was (-1 when it was live) and comes back as it is (+1 when live): a soft
-- delete, a restore, a changed date or a record moved to another collection; the rest cancels out.
CREATE FUNCTION collection_records_counted_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM collection_counts_apply(array_agg(x.c), array_agg(x.k), array_agg(x.s))
    FROM (
      SELECT collection_id, keys, -1 FROM old_rows WHERE deleted_at IS NULL
      UNION ALL
      SELECT collection_id, keys, 1 FROM new_rows WHERE deleted_at IS NULL
    ) AS x(c, k, s)
    HAVING count(*) > 0;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION collection_records_counted_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM collection_counts_apply(array_agg(collection_id), array_agg(keys), array_agg(-1))
    FROM old_rows WHERE deleted_at IS NULL HAVING count(*) > 0;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION collection_records_counted_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM collection_day_counts;
  DELETE FROM collection_record_totals;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER collection_records_counted_insert AFTER INSERT ON collection_records
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION collection_records_counted_insert();
--> statement-breakpoint
CREATE TRIGGER collection_records_counted_update AFTER UPDATE ON collection_records
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION collection_records_counted_update();
--> statement-breakpoint
CREATE TRIGGER collection_records_counted_delete AFTER DELETE ON collection_records
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION collection_records_counted_delete();
--> statement-breakpoint
CREATE TRIGGER collection_records_counted_truncate AFTER TRUNCATE ON collection_records
  FOR EACH STATEMENT EXECUTE FUNCTION collection_records_counted_truncate();
--> statement-breakpoint
-- The records written so far (the triggers, created above in this transaction, hold off other writers).
INSERT INTO collection_record_totals (collection_id, live)
  SELECT collection_id, count(*) FROM collection_records WHERE deleted_at IS NULL GROUP BY collection_id;
--> statement-breakpoint
INSERT INTO collection_day_counts (collection_id, field_id, day, n)
  SELECT r.collection_id, k.field_id, k.day, count(*)
  FROM collection_records AS r CROSS JOIN LATERAL collection_record_days(r.keys) AS k
  WHERE r.deleted_at IS NULL
  GROUP BY 1, 2, 3;
