/**
 * Options of the GIN trigram indexes behind the admin lists' `like` searches. Rows go straight into the
 * index, with no pending list: PGlite runs no autovacuum to merge one, and the planner passes over a GIN
 * index whose pending list is long, so searches would scan the table after every large import.
 */
export const TRIGRAM_INDEX = { fastupdate: false } as const;
