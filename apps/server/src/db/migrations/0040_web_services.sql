CREATE TABLE "api_logs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "api_logs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"system_id" integer,
	"user_id" integer,
	"service_id" integer,
	"method" text NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"code" text,
	"duration_ms" integer DEFAULT 0 NOT NULL,
	"input_bytes" integer DEFAULT 0 NOT NULL,
	"output_bytes" integer DEFAULT 0 NOT NULL,
	"ip" text,
	"tracking_code" text,
	"request_body" jsonb,
	"response_body" jsonb
);
--> statement-breakpoint
DROP INDEX "unit_webservice_accesses_pair_live";--> statement-breakpoint
ALTER TABLE "unit_webservice_accesses" ALTER COLUMN "function_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "sso_system_id" integer;--> statement-breakpoint
ALTER TABLE "unit_webservice_accesses" ADD COLUMN "service_id" integer;--> statement-breakpoint
CREATE INDEX "api_logs_time" ON "api_logs" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "api_logs_system_time" ON "api_logs" USING btree ("system_id","created_at");--> statement-breakpoint
CREATE INDEX "api_logs_service_time" ON "api_logs" USING btree ("service_id","created_at");--> statement-breakpoint
ALTER TABLE "unit_webservice_accesses" ADD CONSTRAINT "unit_webservice_accesses_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "users_sso_system" ON "users" USING btree ("sso_system_id");--> statement-breakpoint
CREATE UNIQUE INDEX "unit_webservice_accesses_service_live" ON "unit_webservice_accesses" USING btree ("unit_id","service_id") WHERE "unit_webservice_accesses"."deleted_at" is null and "unit_webservice_accesses"."service_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "unit_webservice_accesses_pair_live" ON "unit_webservice_accesses" USING btree ("unit_id","function_id") WHERE "unit_webservice_accesses"."deleted_at" is null and "unit_webservice_accesses"."function_id" is not null;--> statement-breakpoint
ALTER TABLE "unit_webservice_accesses" ADD CONSTRAINT "unit_webservice_accesses_one_target" CHECK (("unit_webservice_accesses"."function_id" is null) <> ("unit_webservice_accesses"."service_id" is null));