CREATE TABLE "default_variables" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "default_variables_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"value" text NOT NULL,
	"kind" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_id" integer,
	"updated_at" timestamp with time zone,
	"updater_id" integer,
	"deleted_at" timestamp with time zone,
	"deleter_id" integer
);
--> statement-breakpoint
CREATE TABLE "service_categories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "service_categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"parent_id" integer,
	"icon" text DEFAULT '' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_id" integer,
	"updated_at" timestamp with time zone,
	"updater_id" integer,
	"deleted_at" timestamp with time zone,
	"deleter_id" integer
);
--> statement-breakpoint
CREATE TABLE "service_versions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "service_versions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"service_id" integer NOT NULL,
	"version" integer NOT NULL,
	"hash" text NOT NULL,
	"snapshot" jsonb NOT NULL,
	"publisher_id" integer,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "services" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "services_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"service_fname" text NOT NULL,
	"service_ename" text NOT NULL,
	"service_icon" text DEFAULT '' NOT NULL,
	"tags" jsonb NOT NULL,
	"categories" jsonb NOT NULL,
	"elements" jsonb NOT NULL,
	"variables" jsonb NOT NULL,
	"answers" jsonb NOT NULL,
	"prerequisites" jsonb NOT NULL,
	"signature_required" boolean DEFAULT false NOT NULL,
	"survey" boolean DEFAULT false NOT NULL,
	"registered_status" text NOT NULL,
	"temp_save" boolean DEFAULT false NOT NULL,
	"perform_service" jsonb NOT NULL,
	"collection_mode" jsonb NOT NULL,
	"help_file_link" text,
	"service_license" jsonb NOT NULL,
	"group_kala" text DEFAULT '' NOT NULL,
	"desk" jsonb NOT NULL,
	"options" jsonb NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"process" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"published_version" integer,
	"published_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_id" integer,
	"updated_at" timestamp with time zone,
	"updater_id" integer,
	"deleted_at" timestamp with time zone,
	"deleter_id" integer
);
--> statement-breakpoint
ALTER TABLE "service_categories" ADD CONSTRAINT "service_categories_parent_id_service_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."service_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_versions" ADD CONSTRAINT "service_versions_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "default_variables_name_live" ON "default_variables" USING btree ("name") WHERE "default_variables"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "service_categories_sibling_name_live" ON "service_categories" USING btree (coalesce("parent_id", 0),"name") WHERE "service_categories"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "service_categories_parent" ON "service_categories" USING btree ("parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "service_versions_service_version" ON "service_versions" USING btree ("service_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "services_ename_live" ON "services" USING btree ("service_ename") WHERE "services"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "services_categories" ON "services" USING gin ("categories");