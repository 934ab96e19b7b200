-- Patient search (GET /v3/memberships?by_name=): case- and accent-insensitive substring match over
-- first name, last name, full name and e-mail, served by a trigram index at 100,000+ patients.
-- unaccent() is only STABLE (it reads a dictionary chosen by search_path), so an index cannot use it
-- directly; this wrapper pins the dictionary by its qualified name and may therefore be IMMUTABLE.
CREATE OR REPLACE FUNCTION public.immutable_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;
--> statement-breakpoint
-- The one text a search runs against: "first last email", unaccented and lower-cased. Queries call
-- the same function, so the planner matches the index expression.
CREATE OR REPLACE FUNCTION public.membership_search_text(first_name text, last_name text, email text)
  RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT lower(public.immutable_unaccent(coalesce(first_name, '') || ' ' || coalesce(last_name, '') || ' ' || coalesce(email, ''))) $$;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "memberships_search_trgm_idx" ON "memberships"
  USING gin (public.membership_search_text("first_name", "last_name", "email") gin_trgm_ops);
--> statement-breakpoint
-- The addiction filter (by_addiction) is an array containment test.
CREATE INDEX IF NOT EXISTS "memberships_addictions_idx" ON "memberships" USING gin ("addictions");
--> statement-breakpoint
-- The list's default order within a center, newest first.
CREATE INDEX IF NOT EXISTS "memberships_center_created_idx" ON "memberships" ("treatment_center_id", "created_at" DESC, "id" DESC);
--> statement-breakpoint
-- The addiction catalogue every center records against (spec §3 Addiction: value, label).
INSERT INTO "addictions" ("value", "label") VALUES
  ('alcohol', 'Alcohol'),
  ('opioids', 'Opioids (heroin, fentanyl, painkillers)'),
  ('stimulants', 'Stimulants (cocaine, methamphetamine)'),
  ('cannabis', 'Cannabis'),
  ('benzodiazepines', 'Benzodiazepines'),
  ('sedatives', 'Sedatives and sleeping pills'),
  ('hallucinogens', 'Hallucinogens'),
  ('inhalants', 'Inhalants'),
  ('kratom', 'Kratom'),
  ('nicotine', 'Nicotine and tobacco'),
  ('gambling', 'Gambling'),
  ('gaming', 'Gaming'),
  ('eating', 'Eating disorder'),
  ('sex', 'Sex and pornography'),
  ('other', 'Other')
ON CONFLICT ("value") DO NOTHING;
