-- Search helpers: trigram indexes and accent-insensitive matching (both trusted extensions).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;
