CREATE TABLE "saml_idp_keys" (
	"id" integer PRIMARY KEY NOT NULL,
	"private_key_pem" text NOT NULL,
	"certificate_pem" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saml_idp_keys_single" CHECK ("saml_idp_keys"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "saml_pending" (
	"id" text PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"in_response_to" text,
	"acs_url" text NOT NULL,
	"relay_state" text,
	"user_id" integer,
	"saml_response" text,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saml_seen_requests" (
	"client_id" integer NOT NULL,
	"request_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "saml_seen_requests_client_id_request_id_pk" PRIMARY KEY("client_id","request_id")
);
--> statement-breakpoint
CREATE TABLE "sso_saml_sps" (
	"client_id" integer PRIMARY KEY NOT NULL,
	"entity_id" text NOT NULL,
	"metadata_xml" text NOT NULL,
	"metadata_url" text,
	"acs_urls" jsonb NOT NULL,
	"signing_cert" text,
	"name_id_format" text NOT NULL,
	"attributes" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updater_id" integer
);
--> statement-breakpoint
ALTER TABLE "saml_pending" ADD CONSTRAINT "saml_pending_client_id_sso_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."sso_clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saml_pending" ADD CONSTRAINT "saml_pending_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sso_saml_sps" ADD CONSTRAINT "sso_saml_sps_client_id_sso_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."sso_clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saml_pending_expiry" ON "saml_pending" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "saml_seen_requests_expiry" ON "saml_seen_requests" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sso_saml_sps_entity" ON "sso_saml_sps" USING btree ("entity_id");