ALTER TABLE "sso_oidc_clients" ALTER COLUMN "secret_hash" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "oidc_payloads" ADD COLUMN "sign_in_ip" text;--> statement-breakpoint
ALTER TABLE "sso_oidc_clients" ADD COLUMN "public_client" boolean DEFAULT false NOT NULL;