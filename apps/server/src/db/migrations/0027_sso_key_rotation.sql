ALTER TABLE "saml_idp_keys" DROP CONSTRAINT "saml_idp_keys_single";--> statement-breakpoint
ALTER TABLE "saml_idp_keys" ADD COLUMN "retires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "oidc_keys" ADD COLUMN "retires_at" timestamp with time zone;