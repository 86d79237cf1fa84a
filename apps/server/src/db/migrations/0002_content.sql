CREATE TABLE "files" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"mime" text NOT NULL,
	"size" bigint NOT NULL,
	"use" text NOT NULL,
	"sha256" text NOT NULL,
	"storage_key" text NOT NULL,
	"uploader_id" integer,
	"owner_resource" text,
	"owner_id" integer,
	"attached_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "general_settings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "general_settings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"data" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_id" integer,
	"updated_at" timestamp with time zone,
	"updater_id" integer,
	"deleted_at" timestamp with time zone,
	"deleter_id" integer
);
--> statement-breakpoint
CREATE TABLE "menus" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "menus_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"parent_id" integer,
	"name" text NOT NULL,
	"fname" text NOT NULL,
	"just_link" boolean DEFAULT false NOT NULL,
	"link" text,
	"content_page_id" integer,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_id" integer,
	"updated_at" timestamp with time zone,
	"updater_id" integer,
	"deleted_at" timestamp with time zone,
	"deleter_id" integer
);
--> statement-breakpoint
CREATE TABLE "site_settings" (
	"id" integer PRIMARY KEY NOT NULL,
	"data" jsonb NOT NULL,
	"updated_at" timestamp with time zone,
	"updater_id" integer
);
--> statement-breakpoint
CREATE TABLE "content_pages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "content_pages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"html" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_id" integer,
	"updated_at" timestamp with time zone,
	"updater_id" integer,
	"deleted_at" timestamp with time zone,
	"deleter_id" integer
);
--> statement-breakpoint
CREATE TABLE "doc_repo_folders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "doc_repo_folders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"parent_id" integer,
	"unit_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_id" integer,
	"updated_at" timestamp with time zone,
	"updater_id" integer,
	"deleted_at" timestamp with time zone,
	"deleter_id" integer
);
--> statement-breakpoint
CREATE TABLE "doc_repos" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "doc_repos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"folder_id" integer,
	"file_id" text NOT NULL,
	"unit_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_id" integer,
	"updated_at" timestamp with time zone,
	"updater_id" integer,
	"deleted_at" timestamp with time zone,
	"deleter_id" integer
);
--> statement-breakpoint
CREATE TABLE "news" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "news_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"image_file_id" text,
	"publish_date" timestamp with time zone DEFAULT now() NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_id" integer,
	"updated_at" timestamp with time zone,
	"updater_id" integer,
	"deleted_at" timestamp with time zone,
	"deleter_id" integer
);
--> statement-breakpoint
ALTER TABLE "menus" ADD CONSTRAINT "menus_parent_id_menus_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."menus"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doc_repo_folders" ADD CONSTRAINT "doc_repo_folders_parent_id_doc_repo_folders_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."doc_repo_folders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doc_repo_folders" ADD CONSTRAINT "doc_repo_folders_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doc_repos" ADD CONSTRAINT "doc_repos_folder_id_doc_repo_folders_id_fk" FOREIGN KEY ("folder_id") REFERENCES "public"."doc_repo_folders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doc_repos" ADD CONSTRAINT "doc_repos_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "files_owner" ON "files" USING btree ("owner_resource","owner_id");--> statement-breakpoint
CREATE INDEX "files_unattached" ON "files" USING btree ("created_at") WHERE "files"."owner_resource" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "general_settings_name_live" ON "general_settings" USING btree ("name") WHERE "general_settings"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "menus_parent" ON "menus" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "doc_repo_folders_parent" ON "doc_repo_folders" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "doc_repos_folder" ON "doc_repos" USING btree ("folder_id");--> statement-breakpoint
CREATE INDEX "news_published" ON "news" USING btree ("published","publish_date");