CREATE TABLE "sso_ip_limits" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sso_ip_limits_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"client_id" integer NOT NULL,
	"range" text NOT NULL,
	"allowed" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_id" integer,
	"updated_at" timestamp with time zone,
	"updater_id" integer,
	"deleted_at" timestamp with time zone,
	"deleter_id" integer
);
--> statement-breakpoint
CREATE TABLE "sso_unit_limits" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sso_unit_limits_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"client_id" integer NOT NULL,
	"unit_id" integer NOT NULL,
	"allowed" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_id" integer,
	"updated_at" timestamp with time zone,
	"updater_id" integer,
	"deleted_at" timestamp with time zone,
	"deleter_id" integer
);
--> statement-breakpoint
CREATE TABLE "sso_user_limits" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sso_user_limits_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"client_id" integer NOT NULL,
	"user_id" integer,
	"role_id" integer,
	"allowed" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_id" integer,
	"updated_at" timestamp with time zone,
	"updater_id" integer,
	"deleted_at" timestamp with time zone,
	"deleter_id" integer,
	CONSTRAINT "sso_user_limits_one_subject" CHECK (("sso_user_limits"."user_id" is null) <> ("sso_user_limits"."role_id" is null))
);
--> statement-breakpoint
ALTER TABLE "sso_ip_limits" ADD CONSTRAINT "sso_ip_limits_client_id_sso_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."sso_clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sso_unit_limits" ADD CONSTRAINT "sso_unit_limits_client_id_sso_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."sso_clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sso_unit_limits" ADD CONSTRAINT "sso_unit_limits_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sso_user_limits" ADD CONSTRAINT "sso_user_limits_client_id_sso_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."sso_clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sso_user_limits" ADD CONSTRAINT "sso_user_limits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sso_user_limits" ADD CONSTRAINT "sso_user_limits_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sso_ip_limits_range_live" ON "sso_ip_limits" USING btree ("client_id","range") WHERE "sso_ip_limits"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "sso_unit_limits_unit_live" ON "sso_unit_limits" USING btree ("client_id","unit_id") WHERE "sso_unit_limits"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "sso_user_limits_client" ON "sso_user_limits" USING btree ("client_id") WHERE "sso_user_limits"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "sso_user_limits_user_live" ON "sso_user_limits" USING btree ("client_id","user_id") WHERE "sso_user_limits"."deleted_at" is null and "sso_user_limits"."user_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "sso_user_limits_role_live" ON "sso_user_limits" USING btree ("client_id","role_id") WHERE "sso_user_limits"."deleted_at" is null and "sso_user_limits"."role_id" is not null;