CREATE TABLE "collection_records" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "collection_records_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"collection_id" integer NOT NULL,
	"data" jsonb NOT NULL,
	"keys" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_id" integer,
	"updated_at" timestamp with time zone,
	"updater_id" integer,
	"deleted_at" timestamp with time zone,
	"deleter_id" integer
);
--> statement-breakpoint
ALTER TABLE "collection_records" ADD CONSTRAINT "collection_records_collection_id_data_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."data_collections"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "collection_records_live" ON "collection_records" USING btree ("collection_id","id") WHERE "collection_records"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "collection_records_creator" ON "collection_records" USING btree ("collection_id","creator_id","id") WHERE "collection_records"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "collection_records_keys" ON "collection_records" USING gin ("keys" jsonb_path_ops);