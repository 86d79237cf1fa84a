-- Hand-written. What a web service call (modules/web-services) reads on every call is cached per instance
-- through the notice bus of migration 0042: a service's published version (`service:{id}`: publishing,
-- enabling, deleting a service changes its row; versions are written once, but a change to one is told
-- too) and which units may call which services (`wsaccess:{unit id}`: a new row must drop a cached "may
-- not" as well, so inserts are told).
CREATE TRIGGER services_notice_update AFTER UPDATE ON services
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION darvazeh_notice_rows('service', 'id');
--> statement-breakpoint
CREATE TRIGGER services_notice_delete AFTER DELETE ON services
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION darvazeh_notice_rows('service', 'id');
--> statement-breakpoint
CREATE TRIGGER services_notice_truncate AFTER TRUNCATE ON services
  FOR EACH STATEMENT EXECUTE FUNCTION darvazeh_notice_rows('service', '*');
--> statement-breakpoint
CREATE TRIGGER service_versions_notice_insert AFTER INSERT ON service_versions
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION darvazeh_notice_rows('service', 'service_id');
--> statement-breakpoint
CREATE TRIGGER service_versions_notice_update AFTER UPDATE ON service_versions
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION darvazeh_notice_rows('service', 'service_id');
--> statement-breakpoint
CREATE TRIGGER service_versions_notice_delete AFTER DELETE ON service_versions
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION darvazeh_notice_rows('service', 'service_id');
--> statement-breakpoint
CREATE TRIGGER service_versions_notice_truncate AFTER TRUNCATE ON service_versions
  FOR EACH STATEMENT EXECUTE FUNCTION darvazeh_notice_rows('service', '*');
--> statement-breakpoint
CREATE TRIGGER unit_webservice_accesses_notice_insert AFTER INSERT ON unit_webservice_accesses
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION darvazeh_notice_rows('wsaccess', 'unit_id');
--> statement-breakpoint
CREATE TRIGGER unit_webservice_accesses_notice_update AFTER UPDATE ON unit_webservice_accesses
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION darvazeh_notice_rows('wsaccess', 'unit_id');
--> statement-breakpoint
CREATE TRIGGER unit_webservice_accesses_notice_delete AFTER DELETE ON unit_webservice_accesses
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION darvazeh_notice_rows('wsaccess', 'unit_id');
--> statement-breakpoint
CREATE TRIGGER unit_webservice_accesses_notice_truncate AFTER TRUNCATE ON unit_webservice_accesses
  FOR EACH STATEMENT EXECUTE FUNCTION darvazeh_notice_rows('wsaccess', '*');
