import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// Narrow rows for the text search (ADR 0081). listed_jobs kept each ad's vector in line (~790 of a
// row's ~850 bytes, 9 rows a page): a word in a fifth of the ads read nearly all of the table's
// 9.7k pages to learn which matches are online and how they are ordered. Now:
// 1. The vector lives out of line (TOAST, storage EXTERNAL) and the row is ~100 bytes (~60 a page,
//    ~1.4k pages for 88k ads). PostgreSQL only moves values out of a row that is over ~2 kB when it
//    is written, so every write carries `toast_pad`: 2 kB of blanks that push the row over that
//    threshold and are then compressed to a few dozen bytes, while the vector (EXTERNAL: never
//    compressed in line) goes out to the TOAST table (toast_tuple_target 256 is the size aimed at).
//    The sync trigger writes the pad on every insert and update (an update writes a new vector).
// 2. helvemed_listed_text_matches(query) (and _ids: their ids only): the listed ads whose vector
//    matches, always through the text index (enable_seqscan off inside the function); the vector
//    comes as its out-of-line reference, read only where it is used (the relevance order ranks
//    1'000 of them). A text is never tested row by row against a vector: with the vector out of
//    line, a sequential scan that tests every row fetches every vector (a word in 4 of 10 ads:
//    211k buffers, 0.5 s). The search takes its text matches from these functions only
//    (src/modules/jobs/search-sql.ts).
// 3. The index by employer carries the id, the online window and the flags the orders and the
//    count read: an employer's (or a canton's) ads are found without the table ("Kardiologie
//    Zürich": the ads of Zürich's employers; a region filter's count).
// 4. The rows are rewritten once (TRUNCATE and insert again) so that existing rows move their
//    vectors out and the table shrinks.
const COLUMNS = `institution_id, online_from, online_until, salary_min, salary_max, pensum_min, pensum_max, search_tsv, premium, free`
const IS_PREMIUM = (product: string) => `coalesce((SELECT p.key IN ('premium', 'premium-social') FROM products p WHERE p.id = ${product}), false)`

// The sync function of migration crawler_decline; with the pad, the upsert also writes it anew.
const syncFunction = (withPad: boolean) => `
  CREATE OR REPLACE FUNCTION helvemed_listed_jobs_sync() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    IF TG_OP = 'DELETE' THEN
      DELETE FROM listed_jobs WHERE id = OLD.id;
      RETURN NULL;
    END IF;
    IF TG_OP = 'UPDATE' THEN
      IF NEW.id = OLD.id AND (NEW.status, NEW.paused, NEW.crawler_decline, NEW.institution_id, NEW.online_from, NEW.online_until,
          NEW.salary_min, NEW.salary_max, NEW.pensum_min, NEW.pensum_max, NEW.search_tsv, NEW.product_id, NEW.crawler_job, NEW.has_full_access)
        IS NOT DISTINCT FROM (OLD.status, OLD.paused, OLD.crawler_decline, OLD.institution_id, OLD.online_from, OLD.online_until,
          OLD.salary_min, OLD.salary_max, OLD.pensum_min, OLD.pensum_max, OLD.search_tsv, OLD.product_id, OLD.crawler_job, OLD.has_full_access) THEN
        RETURN NULL; -- nothing the search reads changed (a reminder, a counter)
      END IF;
      IF NEW.id <> OLD.id THEN
        DELETE FROM listed_jobs WHERE id = OLD.id;
      END IF;
    END IF;
    IF NEW.status = 'published' AND NEW.paused IS NOT TRUE AND NEW.crawler_decline IS NOT TRUE THEN
      INSERT INTO listed_jobs (id, ${COLUMNS})
        VALUES (NEW.id, NEW.institution_id, NEW.online_from, NEW.online_until, NEW.salary_min, NEW.salary_max, NEW.pensum_min, NEW.pensum_max, NEW.search_tsv,
          ${IS_PREMIUM('NEW.product_id')}, (NEW.crawler_job IS TRUE AND NEW.has_full_access IS NOT TRUE))
        ON CONFLICT (id) DO UPDATE SET (${COLUMNS}${withPad ? ', toast_pad' : ''}) = (EXCLUDED.institution_id, EXCLUDED.online_from, EXCLUDED.online_until,
          EXCLUDED.salary_min, EXCLUDED.salary_max, EXCLUDED.pensum_min, EXCLUDED.pensum_max, EXCLUDED.search_tsv, EXCLUDED.premium, EXCLUDED.free${withPad ? ', EXCLUDED.toast_pad' : ''});
    ELSE
      DELETE FROM listed_jobs WHERE id = NEW.id;
    END IF;
    RETURN NULL;
  END $$;`

// Every row written again (the table emptied and filled from a copy), so the storage in force applies to all.
const rewriteRows = `
  CREATE TEMPORARY TABLE listed_jobs_copy ON COMMIT DROP AS SELECT id, ${COLUMNS} FROM listed_jobs;
  TRUNCATE listed_jobs;
  INSERT INTO listed_jobs (id, ${COLUMNS}) SELECT id, ${COLUMNS} FROM listed_jobs_copy;
  DROP TABLE listed_jobs_copy;
  ANALYZE listed_jobs;`

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(
    sql.raw(`
  ALTER TABLE "listed_jobs" ALTER COLUMN "search_tsv" SET STORAGE EXTERNAL;
  ALTER TABLE "listed_jobs" SET (toast_tuple_target = 256);
  ALTER TABLE "listed_jobs" ADD COLUMN "toast_pad" text DEFAULT repeat(' ', 2048);
  ${syncFunction(true)}
  DROP INDEX IF EXISTS "listed_jobs_institution_idx";
  CREATE INDEX "listed_jobs_institution_idx" ON "listed_jobs" USING btree ("institution_id", "id") INCLUDE ("online_from", "online_until", "premium", "free");

  CREATE FUNCTION helvemed_listed_text_matches(query tsquery)
    RETURNS TABLE (id integer, institution_id integer, online_from timestamptz, online_until timestamptz, salary_min numeric,
      salary_max numeric, pensum_min numeric, pensum_max numeric, premium boolean, free boolean, search_tsv tsvector)
    LANGUAGE sql STABLE PARALLEL SAFE ROWS 5000 SET enable_seqscan = off
    AS $$ SELECT l.id, l.institution_id, l.online_from, l.online_until, l.salary_min, l.salary_max, l.pensum_min, l.pensum_max, l.premium, l.free, l.search_tsv
      FROM public.listed_jobs l WHERE l.search_tsv @@ query $$;
  -- the same, ids only (a word's matches before they are intersected with another word's)
  CREATE FUNCTION helvemed_listed_text_ids(query tsquery) RETURNS SETOF integer
    LANGUAGE sql STABLE PARALLEL SAFE ROWS 5000 SET enable_seqscan = off
    AS $$ SELECT l.id FROM public.listed_jobs l WHERE l.search_tsv @@ query $$;
  ${rewriteRows}`),
  )
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(
    sql.raw(`
  DROP FUNCTION IF EXISTS helvemed_listed_text_ids(tsquery);
  DROP FUNCTION IF EXISTS helvemed_listed_text_matches(tsquery);
  ${syncFunction(false)}
  DROP INDEX IF EXISTS "listed_jobs_institution_idx";
  CREATE INDEX "listed_jobs_institution_idx" ON "listed_jobs" USING btree ("institution_id");
  ALTER TABLE "listed_jobs" DROP COLUMN IF EXISTS "toast_pad";
  ALTER TABLE "listed_jobs" RESET (toast_tuple_target);
  ALTER TABLE "listed_jobs" ALTER COLUMN "search_tsv" SET STORAGE MAIN;
  ${rewriteRows}`),
  )
}
