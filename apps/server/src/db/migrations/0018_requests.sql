CREATE TABLE "request_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "request_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"request_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" integer,
	"on_behalf_of" integer,
	"kind" text NOT NULL,
	"node_key" text,
	"task_id" integer,
	"from_status" text,
	"to_status" text,
	"outcome" text,
	"note" text DEFAULT '' NOT NULL,
	"diff" jsonb,
	"visible_to_applicant" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "request_tasks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "request_tasks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"request_id" integer NOT NULL,
	"token_id" integer,
	"node_key" text NOT NULL,
	"kind" text NOT NULL,
	"unit_id" integer,
	"unit_role_id" integer,
	"user_id" integer,
	"state" text DEFAULT 'open' NOT NULL,
	"claimed_by" integer,
	"claimed_at" timestamp with time zone,
	"on_behalf_of" integer,
	"due_on" date,
	"priority" text DEFAULT 'normal' NOT NULL,
	"outcome" text,
	"answers" jsonb,
	"note" text DEFAULT '' NOT NULL,
	"return_to" text,
	"from_task_id" integer,
	"done_by" integer,
	"done_at" timestamp with time zone,
	"reminded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "request_tokens" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "request_tokens_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"request_id" integer NOT NULL,
	"node_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "substitutions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "substitutions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"substitute_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_id" integer,
	"updated_at" timestamp with time zone,
	"updater_id" integer,
	"deleted_at" timestamp with time zone,
	"deleter_id" integer
);
--> statement-breakpoint
CREATE TABLE "temp_answers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "temp_answers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"service_id" integer NOT NULL,
	"answers" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "tracking_guesses" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tracking_guesses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tracking_code" text NOT NULL,
	"ip" text,
	"matched" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tracking_code" text NOT NULL,
	"service_id" integer NOT NULL,
	"service_version" integer NOT NULL,
	"applicant_id" integer NOT NULL,
	"state" text DEFAULT 'running' NOT NULL,
	"status" text NOT NULL,
	"answers" jsonb NOT NULL,
	"variables" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"expected_on" date,
	"signed_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"revision" integer DEFAULT 0 NOT NULL,
	"survey" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "request_events" ADD CONSTRAINT "request_events_request_id_user_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."user_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_tasks" ADD CONSTRAINT "request_tasks_request_id_user_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."user_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_tokens" ADD CONSTRAINT "request_tokens_request_id_user_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."user_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "substitutions" ADD CONSTRAINT "substitutions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "substitutions" ADD CONSTRAINT "substitutions_substitute_id_users_id_fk" FOREIGN KEY ("substitute_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "temp_answers" ADD CONSTRAINT "temp_answers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "temp_answers" ADD CONSTRAINT "temp_answers_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_requests" ADD CONSTRAINT "user_requests_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_requests" ADD CONSTRAINT "user_requests_applicant_id_users_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "request_events_request" ON "request_events" USING btree ("request_id","id");--> statement-breakpoint
CREATE INDEX "request_tasks_request" ON "request_tasks" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "request_tasks_live_unit" ON "request_tasks" USING btree ("unit_id","unit_role_id") WHERE "request_tasks"."state" in ('open', 'claimed');--> statement-breakpoint
CREATE INDEX "request_tasks_live_user" ON "request_tasks" USING btree ("user_id") WHERE "request_tasks"."state" in ('open', 'claimed');--> statement-breakpoint
CREATE INDEX "request_tasks_claimed_by" ON "request_tasks" USING btree ("claimed_by","state");--> statement-breakpoint
CREATE INDEX "request_tasks_done_by" ON "request_tasks" USING btree ("done_by");--> statement-breakpoint
CREATE INDEX "request_tokens_request" ON "request_tokens" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "substitutions_substitute" ON "substitutions" USING btree ("substitute_id","ends_at") WHERE "substitutions"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "substitutions_user" ON "substitutions" USING btree ("user_id","ends_at") WHERE "substitutions"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "temp_answers_user_service" ON "temp_answers" USING btree ("user_id","service_id");--> statement-breakpoint
CREATE INDEX "tracking_guesses_code" ON "tracking_guesses" USING btree ("tracking_code","created_at");--> statement-breakpoint
CREATE INDEX "tracking_guesses_ip" ON "tracking_guesses" USING btree ("ip","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "user_requests_tracking_code" ON "user_requests" USING btree ("tracking_code");--> statement-breakpoint
CREATE INDEX "user_requests_applicant" ON "user_requests" USING btree ("applicant_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "user_requests_service_state" ON "user_requests" USING btree ("service_id","state");