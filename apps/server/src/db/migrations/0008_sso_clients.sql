CREATE TABLE "sso_clients" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sso_clients_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"home_url" text NOT NULL,
	"logo_file_id" text,
	"category_id" integer NOT NULL,
	"unit_id" integer,
	"enabled" boolean DEFAULT true NOT NULL,
	"show_on_main_page" boolean DEFAULT true NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_id" integer,
	"updated_at" timestamp with time zone,
	"updater_id" integer,
	"deleted_at" timestamp with time zone,
	"deleter_id" integer
);
--> statement-breakpoint
ALTER TABLE "sso_clients" ADD CONSTRAINT "sso_clients_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sso_clients_unit" ON "sso_clients" USING btree ("unit_id");--> statement-breakpoint
CREATE INDEX "sso_clients_priority" ON "sso_clients" USING btree ("priority");