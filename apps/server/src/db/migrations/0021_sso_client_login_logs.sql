CREATE TABLE "sso_client_login_logs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sso_client_login_logs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"client_id" integer NOT NULL,
	"user_id" integer,
	"protocol" text NOT NULL,
	"event" text NOT NULL,
	"reason" text,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sso_client_login_logs" ADD CONSTRAINT "sso_client_login_logs_client_id_sso_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."sso_clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sso_client_login_logs_client_time" ON "sso_client_login_logs" USING btree ("client_id","created_at");--> statement-breakpoint
CREATE INDEX "sso_client_login_logs_time" ON "sso_client_login_logs" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "sso_client_login_logs_user_time" ON "sso_client_login_logs" USING btree ("user_id","created_at");