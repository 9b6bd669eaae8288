import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// The page cache (ADR 0034): every statement that changes what public pages show sends a
// notification on the channel `helvemed_pages` when its transaction commits; each app process
// listens and drops its cached pages. Tables no public page reads (accounts, orders, outbox,
// queues, statistics, rate limits) have no trigger: they change often and would empty the cache
// for nothing. tests/integration/page-cache-triggers.test.ts checks that every table is one or
// the other, so a new table needs a decision.
const PUBLIC_TABLES = [
  '_pages_v',
  '_pages_v_locales',
  'article_categories',
  'article_categories_locales',
  'articles',
  'articles_locales',
  'articles_rels',
  'authors',
  'authors_locales',
  'categories',
  'categories_locales',
  'countries',
  'countries_locales',
  'fields',
  'fields_locales',
  'genders',
  'genders_locales',
  'institutions',
  'institutions_locales',
  'institutions_rels',
  'institutions_videos_ext',
  'institutions_wbs',
  'internships',
  'jobs',
  'jobs_rels',
  'levels',
  'levels_locales',
  'links',
  'links_locales',
  'media',
  'media_locales',
  'pages',
  'pages_locales',
  'products',
  'products_locales',
  'products_variants',
  'redirects',
  'regions',
  'regions_locales',
  'review_durations',
  'review_durations_locales',
  'review_messages',
  'reviews',
  'settings',
  'settings_locales',
  'settings_social',
  'tags',
  'tags_locales',
]

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE OR REPLACE FUNCTION helvemed_page_cache_notify() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    PERFORM pg_notify('helvemed_pages', TG_TABLE_NAME);
    RETURN NULL;
  END
  $$;`)
  for (const table of PUBLIC_TABLES) {
    await db.execute(
      sql.raw(`CREATE TRIGGER page_cache_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "${table}" FOR EACH STATEMENT EXECUTE FUNCTION helvemed_page_cache_notify();`),
    )
  }
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  for (const table of PUBLIC_TABLES) await db.execute(sql.raw(`DROP TRIGGER IF EXISTS page_cache_notify ON "${table}";`))
  await db.execute(sql`DROP FUNCTION IF EXISTS helvemed_page_cache_notify();`)
}
