CREATE TABLE "dashboards" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "dashboards_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"category_id" integer,
	"cards" jsonb NOT NULL,
	"filters" jsonb NOT NULL,
	"shares" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_id" integer,
	"updated_at" timestamp with time zone,
	"updater_id" integer,
	"deleted_at" timestamp with time zone,
	"deleter_id" integer
);
--> statement-breakpoint
CREATE UNIQUE INDEX "dashboards_title_live" ON "dashboards" USING btree ("title") WHERE "dashboards"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "dashboards_category" ON "dashboards" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "dashboards_deleted" ON "dashboards" USING btree ("deleted_at") WHERE "dashboards"."deleted_at" is not null;