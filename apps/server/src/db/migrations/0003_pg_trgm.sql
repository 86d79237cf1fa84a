-- Trigram matching for the admin lists' ILIKE '%…%' searches; pg_trgm is a trusted contrib extension.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
