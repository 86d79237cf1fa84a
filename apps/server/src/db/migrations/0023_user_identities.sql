CREATE TABLE "identity_providers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "identity_providers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"provider" text NOT NULL,
	"kind" text NOT NULL,
	"issuer" text DEFAULT '' NOT NULL,
	"use_discovery" boolean DEFAULT false NOT NULL,
	"authorization_endpoint" text DEFAULT '' NOT NULL,
	"token_endpoint" text DEFAULT '' NOT NULL,
	"userinfo_endpoint" text DEFAULT '' NOT NULL,
	"jwks_uri" text DEFAULT '' NOT NULL,
	"logout_url" text DEFAULT '' NOT NULL,
	"client_id" text NOT NULL,
	"client_secret" text DEFAULT '' NOT NULL,
	"token_auth_method" text DEFAULT 'client_secret_post' NOT NULL,
	"scopes" text DEFAULT 'openid' NOT NULL,
	"claims" jsonb NOT NULL,
	"create_accounts" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone,
	"updater_id" integer,
	CONSTRAINT "identity_providers_provider_unique" UNIQUE("provider")
);
--> statement-breakpoint
CREATE TABLE "oauth_login_states" (
	"id" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"nonce" text NOT NULL,
	"code_verifier" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_identities" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_identities_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"provider" text NOT NULL,
	"subject" text NOT NULL,
	"linked_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_sign_in_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "related_sso_logout" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "national_id" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "national_id_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "user_identities" ADD CONSTRAINT "user_identities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "user_identities_provider_subject" ON "user_identities" USING btree ("provider","subject");--> statement-breakpoint
CREATE INDEX "user_identities_user" ON "user_identities" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_national_id_live" ON "users" USING btree ("national_id") WHERE "users"."deleted_at" is null and "users"."national_id" is not null;