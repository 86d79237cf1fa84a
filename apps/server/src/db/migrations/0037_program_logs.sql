CREATE TABLE "program_logs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "program_logs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"level" smallint NOT NULL,
	"instance" text NOT NULL,
	"request_id" text,
	"method" text,
	"route" text,
	"status" smallint,
	"user_id" integer,
	"message" text NOT NULL,
	"error_name" text,
	"error_stack" text,
	"details" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "program_logs_time" ON "program_logs" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "auth_logs_time" ON "auth_logs" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "security_stamp_logs_time" ON "security_stamp_logs" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "change_logs_resource_time" ON "change_logs" USING btree ("resource","created_at");--> statement-breakpoint
CREATE INDEX "function_logs_time" ON "function_logs" USING btree ("created_at");