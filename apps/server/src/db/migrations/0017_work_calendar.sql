CREATE TABLE "calendar_years" (
	"jy" integer PRIMARY KEY NOT NULL,
	"thursday_closed" boolean DEFAULT true NOT NULL,
	"confirmed_at" timestamp with time zone,
	"confirmer_id" integer,
	"updated_at" timestamp with time zone,
	"updater_id" integer
);
--> statement-breakpoint
CREATE TABLE "holidays" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "holidays_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"day" date NOT NULL,
	"jy" integer NOT NULL,
	"title" text NOT NULL,
	"suggested" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_id" integer,
	"updated_at" timestamp with time zone,
	"updater_id" integer,
	"deleted_at" timestamp with time zone,
	"deleter_id" integer
);
--> statement-breakpoint
ALTER TABLE "calendar_years" ADD CONSTRAINT "calendar_years_confirmer_id_users_id_fk" FOREIGN KEY ("confirmer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "holidays_day_live" ON "holidays" USING btree ("day") WHERE "holidays"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "holidays_jy_live" ON "holidays" USING btree ("jy","day") WHERE "holidays"."deleted_at" is null;