CREATE TABLE "default_users_unit_roles" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "default_users_unit_roles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"unit_id" integer NOT NULL,
	"unit_role_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_id" integer,
	"updated_at" timestamp with time zone,
	"updater_id" integer,
	"deleted_at" timestamp with time zone,
	"deleter_id" integer
);
--> statement-breakpoint
CREATE TABLE "unit_responsibilities" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "unit_responsibilities_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"unit_id" integer NOT NULL,
	"unit_role_id" integer NOT NULL,
	"personal_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_id" integer,
	"updated_at" timestamp with time zone,
	"updater_id" integer,
	"deleted_at" timestamp with time zone,
	"deleter_id" integer
);
--> statement-breakpoint
CREATE TABLE "unit_roles" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "unit_roles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_id" integer,
	"updated_at" timestamp with time zone,
	"updater_id" integer,
	"deleted_at" timestamp with time zone,
	"deleter_id" integer
);
--> statement-breakpoint
CREATE TABLE "unit_unit_roles" (
	"unit_id" integer NOT NULL,
	"unit_role_id" integer NOT NULL,
	CONSTRAINT "unit_unit_roles_unit_id_unit_role_id_pk" PRIMARY KEY("unit_id","unit_role_id")
);
--> statement-breakpoint
CREATE TABLE "units" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "units_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"parent_id" integer,
	"unit_type_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_id" integer,
	"updated_at" timestamp with time zone,
	"updater_id" integer,
	"deleted_at" timestamp with time zone,
	"deleter_id" integer
);
--> statement-breakpoint
ALTER TABLE "default_users_unit_roles" ADD CONSTRAINT "default_users_unit_roles_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "default_users_unit_roles" ADD CONSTRAINT "default_users_unit_roles_unit_role_id_unit_roles_id_fk" FOREIGN KEY ("unit_role_id") REFERENCES "public"."unit_roles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_responsibilities" ADD CONSTRAINT "unit_responsibilities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_responsibilities" ADD CONSTRAINT "unit_responsibilities_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_responsibilities" ADD CONSTRAINT "unit_responsibilities_unit_role_id_unit_roles_id_fk" FOREIGN KEY ("unit_role_id") REFERENCES "public"."unit_roles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_unit_roles" ADD CONSTRAINT "unit_unit_roles_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_unit_roles" ADD CONSTRAINT "unit_unit_roles_unit_role_id_unit_roles_id_fk" FOREIGN KEY ("unit_role_id") REFERENCES "public"."unit_roles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "units" ADD CONSTRAINT "units_parent_id_units_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "units" ADD CONSTRAINT "units_unit_type_id_unit_types_id_fk" FOREIGN KEY ("unit_type_id") REFERENCES "public"."unit_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "unit_responsibilities_user" ON "unit_responsibilities" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "unit_responsibilities_unit" ON "unit_responsibilities" USING btree ("unit_id");--> statement-breakpoint
CREATE UNIQUE INDEX "unit_roles_name_live" ON "unit_roles" USING btree ("name") WHERE "unit_roles"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "units_parent" ON "units" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "units_type" ON "units" USING btree ("unit_type_id");