-- Hand-written. A new service is told on the notice bus too (migration 0045 tells its updates and
-- deletions), so what a query over the `Services` system source answers can be kept per instance like the
-- requests' (modules/dashboards kept-answers.ts: the built-in reports name each request's service).
CREATE TRIGGER services_notice_insert AFTER INSERT ON services
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION darvazeh_notice_rows('service', 'id');
