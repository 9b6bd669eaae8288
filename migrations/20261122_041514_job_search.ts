import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// Job search (ADR 0007): accent-insensitive full-text vector per ad in the ad's own language, and
// indexes for the online rule, the newest/salary orders and the field/level filters. Raw SQL only:
// the collections (and so the schema snapshot) are unchanged; search_tsv is invisible to Payload.

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE EXTENSION IF NOT EXISTS unaccent WITH SCHEMA public;

  -- unaccent() is STABLE (it reads its dictionary through search_path); with the dictionary named
  -- explicitly the result depends only on the input, so it may be declared IMMUTABLE and used in
  -- a generated column. The SQL-standard body binds public.unaccent at creation time.
  CREATE OR REPLACE FUNCTION public.immutable_unaccent(input text) RETURNS text
    LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
    RETURN public.unaccent('public.unaccent'::regdictionary, input);

  ALTER TABLE "jobs" ADD COLUMN "search_tsv" tsvector GENERATED ALWAYS AS (
    setweight(to_tsvector(
      CASE "locale" WHEN 'fr' THEN 'french'::regconfig WHEN 'it' THEN 'italian'::regconfig ELSE 'german'::regconfig END,
      public.immutable_unaccent(coalesce("title", ''))), 'A')
    || setweight(to_tsvector(
      CASE "locale" WHEN 'fr' THEN 'french'::regconfig WHEN 'it' THEN 'italian'::regconfig ELSE 'german'::regconfig END,
      public.immutable_unaccent(coalesce("content_teaser", ''))), 'B')
    || setweight(to_tsvector(
      CASE "locale" WHEN 'fr' THEN 'french'::regconfig WHEN 'it' THEN 'italian'::regconfig ELSE 'german'::regconfig END,
      public.immutable_unaccent(coalesce("content_task", '') || ' ' || coalesce("content_requirement", '') || ' ' || coalesce("content_offer", ''))), 'C')
  ) STORED;

  CREATE INDEX "jobs_search_tsv_idx" ON "jobs" USING gin ("search_tsv");

  -- The online rule's fixed part as the predicate; online_from/online_until are range-checked.
  -- The scalar filter columns are included, so lists and counts without text are index-only scans
  -- of the online ads instead of reads of the wide job rows (content and search_tsv).
  CREATE INDEX "jobs_online_newest_idx" ON "jobs" USING btree ("online_from" DESC, "id" DESC)
    INCLUDE ("online_until", "institution_id", "pensum_min", "pensum_max", "salary_min", "salary_max")
    WHERE "status" = 'published' AND "paused" IS NOT TRUE AND "crawler_decline" IS NOT TRUE;
  CREATE INDEX "jobs_online_salary_idx" ON "jobs" USING btree ("salary_max" DESC NULLS LAST, "online_from" DESC, "id" DESC)
    INCLUDE ("online_until", "institution_id", "pensum_min", "pensum_max", "salary_min")
    WHERE "status" = 'published' AND "paused" IS NOT TRUE AND "crawler_decline" IS NOT TRUE;

  CREATE INDEX "jobs_rels_fields_parent_idx" ON "jobs_rels" USING btree ("fields_id", "parent_id") WHERE "fields_id" IS NOT NULL;
  CREATE INDEX "jobs_rels_levels_parent_idx" ON "jobs_rels" USING btree ("levels_id", "parent_id") WHERE "levels_id" IS NOT NULL;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP INDEX IF EXISTS "jobs_rels_levels_parent_idx";
  DROP INDEX IF EXISTS "jobs_rels_fields_parent_idx";
  DROP INDEX IF EXISTS "jobs_online_salary_idx";
  DROP INDEX IF EXISTS "jobs_online_newest_idx";
  DROP INDEX IF EXISTS "jobs_search_tsv_idx";
  ALTER TABLE "jobs" DROP COLUMN IF EXISTS "search_tsv";
  DROP FUNCTION IF EXISTS public.immutable_unaccent(text);
  DROP EXTENSION IF EXISTS unaccent;`)
}
