CREATE TABLE "registration_guesses" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "registration_guesses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"registration_id" integer,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "registrations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "registrations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"token_hash" text NOT NULL,
	"national_id" text NOT NULL,
	"mobile" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"ip" text,
	"code_hash" text,
	"code_expires_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "registrations_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "mobile_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "registration_guesses" ADD CONSTRAINT "registration_guesses_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registrations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "registration_guesses_registration" ON "registration_guesses" USING btree ("registration_id");--> statement-breakpoint
CREATE INDEX "registration_guesses_ip" ON "registration_guesses" USING btree ("ip","created_at");--> statement-breakpoint
CREATE INDEX "registrations_mobile" ON "registrations" USING btree ("mobile","created_at");--> statement-breakpoint
CREATE INDEX "registrations_national_id" ON "registrations" USING btree ("national_id","created_at");--> statement-breakpoint
CREATE INDEX "registrations_ip" ON "registrations" USING btree ("ip","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_mobile_verified_live" ON "users" USING btree ("mobile") WHERE "users"."deleted_at" is null and "users"."mobile_verified_at" is not null;--> statement-breakpoint
-- Hand-written: a verified mobile stays verified only while it is the same number. Whoever changes it (the
-- user's profile, an Admin, an import, a later feature) leaves it unverified, in one place no path can miss.
CREATE FUNCTION users_mobile_unverify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.mobile_verified_at := NULL;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER users_mobile_unverify BEFORE UPDATE OF mobile ON users FOR EACH ROW
  WHEN (OLD.mobile IS DISTINCT FROM NEW.mobile AND OLD.mobile_verified_at IS NOT DISTINCT FROM NEW.mobile_verified_at)
  EXECUTE FUNCTION users_mobile_unverify();
