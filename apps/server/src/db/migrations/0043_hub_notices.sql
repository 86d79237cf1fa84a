-- Hand-written. What the live hub (modules/hub) tells browsers about, sent on commit through the notice
-- bus of migration 0042: a provider's or an applicant's task appeared or changed (`task:{request id}`:
-- every connected Employee's and Admin's counter is read again), and a request changed (`request:{applicant
-- id}`: the applicant's pages read it again).
CREATE TRIGGER request_tasks_notice_insert AFTER INSERT ON request_tasks
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION darvazeh_notice_rows('task', 'request_id');
--> statement-breakpoint
CREATE TRIGGER request_tasks_notice_update AFTER UPDATE ON request_tasks
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION darvazeh_notice_rows('task', 'request_id');
--> statement-breakpoint
CREATE TRIGGER request_tasks_notice_delete AFTER DELETE ON request_tasks
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION darvazeh_notice_rows('task', 'request_id');
--> statement-breakpoint
CREATE TRIGGER user_requests_notice_insert AFTER INSERT ON user_requests
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION darvazeh_notice_rows('request', 'applicant_id');
--> statement-breakpoint
CREATE TRIGGER user_requests_notice_update AFTER UPDATE ON user_requests
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION darvazeh_notice_rows('request', 'applicant_id');
--> statement-breakpoint
-- A backup's or a restore's progress (`backup:{id}`): Admins' backups pages follow it.
CREATE TRIGGER backups_notice_insert AFTER INSERT ON backups
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION darvazeh_notice_rows('backup', 'id');
--> statement-breakpoint
CREATE TRIGGER backups_notice_update AFTER UPDATE ON backups
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION darvazeh_notice_rows('backup', 'id');
--> statement-breakpoint
CREATE TRIGGER maintenance_notice_insert AFTER INSERT ON maintenance
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION darvazeh_notice_rows('backup', 'backup_id');
--> statement-breakpoint
CREATE TRIGGER maintenance_notice_update AFTER UPDATE ON maintenance
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION darvazeh_notice_rows('backup', 'backup_id');
