DROP INDEX "users_username_trgm";--> statement-breakpoint
DROP INDEX "users_first_name_trgm";--> statement-breakpoint
DROP INDEX "users_last_name_trgm";--> statement-breakpoint
DROP INDEX "units_name_trgm";--> statement-breakpoint
CREATE INDEX "users_username_trgm" ON "users" USING gin ("username" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "users_first_name_trgm" ON "users" USING gin ("first_name" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "users_last_name_trgm" ON "users" USING gin ("last_name" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "units_name_trgm" ON "units" USING gin ("name" gin_trgm_ops) WITH (fastupdate=false);