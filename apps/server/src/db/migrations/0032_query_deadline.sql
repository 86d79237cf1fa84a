-- Hand-written (drizzle-kit generate --custom): the deadline of a query's statement, checked by the
-- statement itself. query-sql.repository.ts adds `(clock_timestamp() < <deadline>)::query_before_deadline`
-- to each relation a query reads and to each of its joins, so the statement fails with a check violation
-- of the constraint `query_deadline` (23514) once the deadline has passed, on the row it is reading.
-- PostgreSQL's statement_timeout does the same from a timer signal, which PGlite (WebAssembly, no
-- signals) never receives; this check needs none, and queries.service.ts answers both with the same
-- Persian 400.
CREATE DOMAIN query_before_deadline AS boolean CONSTRAINT query_deadline CHECK (VALUE);
