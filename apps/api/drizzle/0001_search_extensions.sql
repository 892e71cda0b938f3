-- Trigram search (ILIKE '%term%' on names, e-mails, phones) and btree columns in GIN indexes,
-- so a tenant's search uses one index. Both are trusted extensions: a database owner may create them.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS btree_gin;
