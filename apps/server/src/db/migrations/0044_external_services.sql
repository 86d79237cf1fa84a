CREATE TABLE "external_services" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "external_services_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"base_url" text NOT NULL,
	"auth_kind" text DEFAULT 'none' NOT NULL,
	"username" text DEFAULT '' NOT NULL,
	"header_name" text DEFAULT '' NOT NULL,
	"secret_sealed" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_id" integer,
	"updated_at" timestamp with time zone,
	"updater_id" integer,
	"deleted_at" timestamp with time zone,
	"deleter_id" integer
);
--> statement-breakpoint
CREATE UNIQUE INDEX "external_services_name_live" ON "external_services" USING btree ("name") WHERE "external_services"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "external_services_deleted" ON "external_services" USING btree ("deleted_at") WHERE "external_services"."deleted_at" is not null;