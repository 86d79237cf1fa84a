CREATE TABLE "event_on_logs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "event_on_logs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"event_id" integer NOT NULL,
	"occurrence" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"attempt" integer NOT NULL,
	"is_test" boolean DEFAULT false NOT NULL,
	"outcome" text NOT NULL,
	"user_id" integer,
	"summary" text NOT NULL,
	"input" jsonb,
	"output" jsonb,
	"diagnostics" jsonb NOT NULL,
	"duration_ms" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "system_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "system_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"fname" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"trigger" jsonb NOT NULL,
	"trigger_key" text NOT NULL,
	"function_id" integer,
	"notification" jsonb,
	"run_as" text NOT NULL,
	"run_as_user_id" integer,
	"state" text DEFAULT 'enabled' NOT NULL,
	"consecutive_failures" integer DEFAULT 0 NOT NULL,
	"suspended_at" timestamp with time zone,
	"last_run_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_id" integer,
	"updated_at" timestamp with time zone,
	"updater_id" integer,
	"deleted_at" timestamp with time zone,
	"deleter_id" integer
);
--> statement-breakpoint
CREATE INDEX "event_on_logs_event" ON "event_on_logs" USING btree ("event_id","id");--> statement-breakpoint
CREATE INDEX "event_on_logs_created" ON "event_on_logs" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "system_events_fname_live" ON "system_events" USING btree ("fname") WHERE "system_events"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "system_events_listening" ON "system_events" USING btree ("trigger_key") WHERE "system_events"."deleted_at" is null and "system_events"."state" = 'enabled';