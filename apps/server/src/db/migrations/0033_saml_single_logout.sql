CREATE TABLE "saml_logouts" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"steps" jsonb NOT NULL,
	"current_request_id" text,
	"current_client_id" integer,
	"initiator" jsonb,
	"return_to" text,
	"partial" boolean DEFAULT false NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saml_sp_sessions" (
	"session_index" text PRIMARY KEY NOT NULL,
	"session_public_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"name_id" text NOT NULL,
	"name_id_format" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "saml_pending" ADD COLUMN "name_id_format" text;--> statement-breakpoint
ALTER TABLE "sso_saml_sps" ADD COLUMN "slo_url" text;--> statement-breakpoint
ALTER TABLE "sso_saml_sps" ADD COLUMN "slo_response_url" text;--> statement-breakpoint
ALTER TABLE "sso_saml_sps" ADD COLUMN "slo_binding" text;--> statement-breakpoint
ALTER TABLE "sso_saml_sps" ADD COLUMN "slo_by_hand" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "saml_sp_sessions" ADD CONSTRAINT "saml_sp_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saml_sp_sessions" ADD CONSTRAINT "saml_sp_sessions_client_id_sso_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."sso_clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "saml_logouts_request" ON "saml_logouts" USING btree ("current_request_id");--> statement-breakpoint
CREATE INDEX "saml_logouts_expiry" ON "saml_logouts" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "saml_sp_sessions_session" ON "saml_sp_sessions" USING btree ("session_public_id");--> statement-breakpoint
CREATE INDEX "saml_sp_sessions_name_id" ON "saml_sp_sessions" USING btree ("client_id","name_id");--> statement-breakpoint
CREATE INDEX "saml_sp_sessions_expiry" ON "saml_sp_sessions" USING btree ("expires_at");