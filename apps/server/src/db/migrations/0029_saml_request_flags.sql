ALTER TABLE "saml_pending" ADD COLUMN "force_authn" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "saml_pending" ADD COLUMN "is_passive" boolean DEFAULT false NOT NULL;