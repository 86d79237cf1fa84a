CREATE TABLE "function_logs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "function_logs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"function_id" integer NOT NULL,
	"caller_id" integer,
	"ok" boolean NOT NULL,
	"input" jsonb,
	"output" jsonb,
	"diagnostics" jsonb NOT NULL,
	"duration_ms" integer NOT NULL,
	"steps" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "functions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "functions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"fname" text NOT NULL,
	"ename" text NOT NULL,
	"category_id" integer,
	"call_on" text NOT NULL,
	"related_id" text,
	"cache" integer DEFAULT 0 NOT NULL,
	"form_fields" jsonb NOT NULL,
	"expressions" jsonb NOT NULL,
	"is_server_side" boolean NOT NULL,
	"used_field_infos" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_id" integer,
	"updated_at" timestamp with time zone,
	"updater_id" integer,
	"deleted_at" timestamp with time zone,
	"deleter_id" integer
);
--> statement-breakpoint
CREATE TABLE "unit_webservice_accesses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "unit_webservice_accesses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"unit_id" integer NOT NULL,
	"function_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_id" integer,
	"updated_at" timestamp with time zone,
	"updater_id" integer,
	"deleted_at" timestamp with time zone,
	"deleter_id" integer
);
--> statement-breakpoint
ALTER TABLE "unit_webservice_accesses" ADD CONSTRAINT "unit_webservice_accesses_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_webservice_accesses" ADD CONSTRAINT "unit_webservice_accesses_function_id_functions_id_fk" FOREIGN KEY ("function_id") REFERENCES "public"."functions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "function_logs_function" ON "function_logs" USING btree ("function_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "functions_ename_live" ON "functions" USING btree ("ename") WHERE "functions"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "unit_webservice_accesses_pair_live" ON "unit_webservice_accesses" USING btree ("unit_id","function_id") WHERE "unit_webservice_accesses"."deleted_at" is null;