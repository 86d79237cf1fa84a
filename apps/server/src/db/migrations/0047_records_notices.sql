-- Hand-written. What a dashboard card over a data collection reads (modules/dashboards: the answers kept
-- per instance, 'dashboard-answers') is dropped through the notice bus of migration 0042 by
-- `records:{collection id}`: a record written, moved to the recycle bin, restored or purged (its day counts
-- and totals follow in the same statement, migration 0015), and the collection's own row changed (its
-- definition, which decides the fields a card's query compiles to, its deletion or restore). A new
-- collection has no answers yet, so inserts into data_collections are not told.
CREATE TRIGGER collection_records_notice_insert AFTER INSERT ON collection_records
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION darvazeh_notice_rows('records', 'collection_id');
--> statement-breakpoint
CREATE TRIGGER collection_records_notice_update AFTER UPDATE ON collection_records
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION darvazeh_notice_rows('records', 'collection_id');
--> statement-breakpoint
CREATE TRIGGER collection_records_notice_delete AFTER DELETE ON collection_records
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION darvazeh_notice_rows('records', 'collection_id');
--> statement-breakpoint
CREATE TRIGGER collection_records_notice_truncate AFTER TRUNCATE ON collection_records
  FOR EACH STATEMENT EXECUTE FUNCTION darvazeh_notice_rows('records', '*');
--> statement-breakpoint
CREATE TRIGGER data_collections_notice_update AFTER UPDATE ON data_collections
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION darvazeh_notice_rows('records', 'id');
--> statement-breakpoint
CREATE TRIGGER data_collections_notice_delete AFTER DELETE ON data_collections
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION darvazeh_notice_rows('records', 'id');
--> statement-breakpoint
CREATE TRIGGER data_collections_notice_truncate AFTER TRUNCATE ON data_collections
  FOR EACH STATEMENT EXECUTE FUNCTION darvazeh_notice_rows('records', '*');
