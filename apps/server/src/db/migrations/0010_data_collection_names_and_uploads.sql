-- Live collections that share a name (possible only through two racing creates before this index) keep
-- the oldest one's name; the others get their id appended, so the index can be built.
UPDATE "data_collections" AS "d" SET "fname" = "d"."fname" || ' (' || "d"."id" || ')' WHERE "d"."deleted_at" IS NULL AND EXISTS (SELECT 1 FROM "data_collections" AS "o" WHERE "o"."deleted_at" IS NULL AND "o"."fname" = "d"."fname" AND "o"."id" < "d"."id");--> statement-breakpoint
CREATE INDEX "files_uploader" ON "files" USING btree ("uploader_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "data_collections_fname_live" ON "data_collections" USING btree ("fname") WHERE "data_collections"."deleted_at" is null;