CREATE TABLE "password_reset_guesses" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "password_reset_guesses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"username" text NOT NULL,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "password_reset_codes_user";--> statement-breakpoint
ALTER TABLE "password_reset_codes" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "password_reset_codes" ADD COLUMN "username" text DEFAULT '' NOT NULL;--> statement-breakpoint
UPDATE "password_reset_codes" c SET "username" = lower(u."username") FROM "users" u WHERE u."id" = c."user_id";--> statement-breakpoint
-- Guesses are counted from password_reset_guesses from now on: a code issued before cannot say how many it had.
UPDATE "password_reset_codes" SET "used_at" = now() WHERE "used_at" IS NULL;--> statement-breakpoint
ALTER TABLE "password_reset_codes" ALTER COLUMN "username" DROP DEFAULT;--> statement-breakpoint
CREATE INDEX "password_reset_guesses_username" ON "password_reset_guesses" USING btree ("username","created_at");--> statement-breakpoint
CREATE INDEX "password_reset_guesses_ip" ON "password_reset_guesses" USING btree ("ip","created_at");--> statement-breakpoint
CREATE INDEX "password_reset_codes_username" ON "password_reset_codes" USING btree ("username","created_at");--> statement-breakpoint
CREATE INDEX "password_reset_codes_ip" ON "password_reset_codes" USING btree ("ip","created_at");--> statement-breakpoint
ALTER TABLE "password_reset_codes" DROP COLUMN "attempts";