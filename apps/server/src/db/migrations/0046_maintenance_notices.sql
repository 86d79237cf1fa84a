-- Hand-written. Whether a restore holds the portal in maintenance is read before every write
-- (plugins/maintenance.ts); each instance keeps the answer while no restore runs, and any change to the
-- maintenance row drops it everywhere through the notice bus of migration 0042 (`maintenance:*`).
CREATE TRIGGER maintenance_notice_maintenance AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON maintenance
  FOR EACH STATEMENT EXECUTE FUNCTION darvazeh_notice_rows('maintenance', '*');
