CREATE TABLE "backup_settings" (
	"id" integer PRIMARY KEY NOT NULL,
	"enabled" boolean NOT NULL,
	"daily_time" text NOT NULL,
	"keep_daily" integer NOT NULL,
	"keep_monthly" integer NOT NULL,
	"updated_at" timestamp with time zone,
	"updater_id" integer
);
--> statement-breakpoint
CREATE TABLE "backups" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "backups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"file_name" text NOT NULL,
	"trigger" text NOT NULL,
	"state" text NOT NULL,
	"phase" text,
	"progress_done" bigint DEFAULT 0 NOT NULL,
	"progress_total" bigint DEFAULT 0 NOT NULL,
	"lease_until" timestamp with time zone,
	"size" bigint,
	"summary" jsonb,
	"failure" text,
	"slot" text,
	"creator_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "maintenance" (
	"id" integer PRIMARY KEY NOT NULL,
	"backup_id" integer NOT NULL,
	"state" text NOT NULL,
	"phase" text,
	"progress_done" bigint DEFAULT 0 NOT NULL,
	"progress_total" bigint DEFAULT 0 NOT NULL,
	"lease_until" timestamp with time zone,
	"failure" text,
	"data_replaced_at" timestamp with time zone,
	"actor_id" integer,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "backups_file_name" ON "backups" USING btree ("file_name");--> statement-breakpoint
CREATE UNIQUE INDEX "backups_slot" ON "backups" USING btree ("slot");