CREATE TABLE "data_collections" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "data_collections_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"fname" text NOT NULL,
	"form_info" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_id" integer,
	"updated_at" timestamp with time zone,
	"updater_id" integer,
	"deleted_at" timestamp with time zone,
	"deleter_id" integer
);
