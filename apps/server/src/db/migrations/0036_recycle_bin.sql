CREATE INDEX "users_deleted" ON "users" USING btree ("deleted_at") WHERE "users"."deleted_at" is not null;--> statement-breakpoint
CREATE INDEX "unit_roles_deleted" ON "unit_roles" USING btree ("deleted_at") WHERE "unit_roles"."deleted_at" is not null;--> statement-breakpoint
CREATE INDEX "unit_types_deleted" ON "unit_types" USING btree ("deleted_at") WHERE "unit_types"."deleted_at" is not null;--> statement-breakpoint
CREATE INDEX "units_deleted" ON "units" USING btree ("deleted_at") WHERE "units"."deleted_at" is not null;--> statement-breakpoint
CREATE INDEX "menus_deleted" ON "menus" USING btree ("deleted_at") WHERE "menus"."deleted_at" is not null;--> statement-breakpoint
CREATE INDEX "content_pages_deleted" ON "content_pages" USING btree ("deleted_at") WHERE "content_pages"."deleted_at" is not null;--> statement-breakpoint
CREATE INDEX "doc_repo_folders_deleted" ON "doc_repo_folders" USING btree ("deleted_at") WHERE "doc_repo_folders"."deleted_at" is not null;--> statement-breakpoint
CREATE INDEX "doc_repos_deleted" ON "doc_repos" USING btree ("deleted_at") WHERE "doc_repos"."deleted_at" is not null;--> statement-breakpoint
CREATE INDEX "news_deleted" ON "news" USING btree ("deleted_at") WHERE "news"."deleted_at" is not null;--> statement-breakpoint
CREATE INDEX "collection_records_deleted" ON "collection_records" USING btree ("deleted_at") WHERE "collection_records"."deleted_at" is not null;--> statement-breakpoint
CREATE INDEX "data_collections_deleted" ON "data_collections" USING btree ("deleted_at") WHERE "data_collections"."deleted_at" is not null;--> statement-breakpoint
CREATE INDEX "sso_clients_deleted" ON "sso_clients" USING btree ("deleted_at") WHERE "sso_clients"."deleted_at" is not null;--> statement-breakpoint
CREATE INDEX "functions_deleted" ON "functions" USING btree ("deleted_at") WHERE "functions"."deleted_at" is not null;--> statement-breakpoint
CREATE INDEX "service_categories_deleted" ON "service_categories" USING btree ("deleted_at") WHERE "service_categories"."deleted_at" is not null;--> statement-breakpoint
CREATE INDEX "services_deleted" ON "services" USING btree ("deleted_at") WHERE "services"."deleted_at" is not null;--> statement-breakpoint
CREATE INDEX "stored_queries_deleted" ON "stored_queries" USING btree ("deleted_at") WHERE "stored_queries"."deleted_at" is not null;