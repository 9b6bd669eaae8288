import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// The search box's place and field words (ADR 0072): the folded text (lower case, no accents,
// ae/oe/ue as a/o/u: foldedSql in src/modules/search-path/sql.ts) of each active institution's
// name and town, of each canton name and of each field name, kept in generated columns. Before,
// every text search folded every institution, canton and field name once per word (a tenth of a
// never-seen search's time). Raw SQL only: the collections and their schema snapshot are unchanged;
// the columns are invisible to Payload (as jobs.search_tsv, ADR 0007).

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "institutions" ADD COLUMN "search_place" text GENERATED ALWAYS AS (
    regexp_replace(lower(public.immutable_unaccent("name" || ' ' || coalesce("contact_city", ''))), '([aou])e', '\\1', 'g')
  ) STORED;
  ALTER TABLE "regions_locales" ADD COLUMN "folded" text GENERATED ALWAYS AS (
    regexp_replace(lower(public.immutable_unaccent("value")), '([aou])e', '\\1', 'g')
  ) STORED;
  ALTER TABLE "fields_locales" ADD COLUMN "folded" text GENERATED ALWAYS AS (
    regexp_replace(lower(public.immutable_unaccent("value")), '([aou])e', '\\1', 'g')
  ) STORED;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "fields_locales" DROP COLUMN IF EXISTS "folded";
  ALTER TABLE "regions_locales" DROP COLUMN IF EXISTS "folded";
  ALTER TABLE "institutions" DROP COLUMN IF EXISTS "search_place";`)
}
