-- Patient search within a center (issue 23, goal 9; docs/performance.md "Search by center").
-- The searched text is stored with the row: a search's recheck no longer unaccents every candidate,
-- and the planner matches a column instead of inlining a function into the index expression.
ALTER TABLE "memberships" ADD COLUMN "search_text" text GENERATED ALWAYS AS (public.membership_search_text(first_name, last_name, email)) STORED NOT NULL;
--> statement-breakpoint
-- btree_gin (a trusted extension, as pg_trgm) lets one GIN index hold the center beside the
-- trigrams: a search reads the posting lists of its own center's patients, not of every center's
-- (a term that matches nobody read ~300 index pages at 100,000 patients, 1.4 ms; now a few).
CREATE EXTENSION IF NOT EXISTS btree_gin;
--> statement-breakpoint
-- fastupdate off: a new patient goes into the index at once, not into GIN's pending list, which
-- every search reads in full until a VACUUM merges it. The embedded database (PGlite) has no
-- autovacuum, so the list grew with every patient added: at 100,000 patients a search took 3.8× as
-- long before a VACUUM as after. Adding a patient costs a little more; searching, never more.
CREATE INDEX IF NOT EXISTS "memberships_center_search_idx" ON "memberships"
  USING gin ("treatment_center_id", "search_text" gin_trgm_ops) WITH (fastupdate = off);
--> statement-breakpoint
-- The addiction filter's index had the same pending list: written straight through from now on,
-- and what is pending now merged.
ALTER INDEX "memberships_addictions_idx" SET (fastupdate = off);
--> statement-breakpoint
SELECT gin_clean_pending_list('memberships_addictions_idx');
--> statement-breakpoint
-- Every search names a center: the index over all centers' text served nothing the one above does not.
DROP INDEX IF EXISTS "memberships_search_trgm_idx";
