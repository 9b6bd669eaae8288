import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// The job search reads a narrow copy of the listed ads (ADR 0007, "Narrow rows for the search").
// A job row is about 1.5 kB of text sections plus its vector, the larger ones moved out of line
// (TOAST); a count of a word's matches read those rows and their out-of-line vectors one by one
// (136 ms for "médecin urgences" on 100k ads). listed_jobs holds only what the search filters and
// orders by, one row per published, unpaused ad, with the vector kept inline (storage MAIN: a
// vector is never moved out of line, where every test of a row against the text would fetch it):
// ~0.9 kB a row, every row in one small heap. A row trigger on jobs keeps it exact inside the
// writing transaction; the backfill copies today's listed ads.
const COLUMNS = `institution_id, online_from, online_until, salary_min, salary_max, pensum_min, pensum_max, search_tsv`

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(
    sql.raw(`
  CREATE TABLE "listed_jobs" (
    "id" integer PRIMARY KEY,
    "institution_id" integer,
    "online_from" timestamp(3) with time zone,
    "online_until" timestamp(3) with time zone,
    "salary_min" numeric,
    "salary_max" numeric,
    "pensum_min" numeric NOT NULL,
    "pensum_max" numeric NOT NULL,
    "search_tsv" tsvector
  );
  ALTER TABLE "listed_jobs" ALTER COLUMN "search_tsv" SET STORAGE MAIN;

  CREATE OR REPLACE FUNCTION helvemed_listed_jobs_sync() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    IF TG_OP = 'DELETE' THEN
      DELETE FROM listed_jobs WHERE id = OLD.id;
      RETURN NULL;
    END IF;
    IF TG_OP = 'UPDATE' THEN
      IF NEW.id = OLD.id AND (NEW.status, NEW.paused, NEW.crawler_decline, NEW.institution_id, NEW.online_from, NEW.online_until,
          NEW.salary_min, NEW.salary_max, NEW.pensum_min, NEW.pensum_max, NEW.search_tsv)
        IS NOT DISTINCT FROM (OLD.status, OLD.paused, OLD.crawler_decline, OLD.institution_id, OLD.online_from, OLD.online_until,
          OLD.salary_min, OLD.salary_max, OLD.pensum_min, OLD.pensum_max, OLD.search_tsv) THEN
        RETURN NULL; -- nothing the search reads changed (a reminder, a counter)
      END IF;
      IF NEW.id <> OLD.id THEN
        DELETE FROM listed_jobs WHERE id = OLD.id;
      END IF;
    END IF;
    IF NEW.status = 'published' AND NEW.paused IS NOT TRUE AND NEW.crawler_decline IS NOT TRUE THEN
      INSERT INTO listed_jobs (id, ${COLUMNS})
        VALUES (NEW.id, NEW.institution_id, NEW.online_from, NEW.online_until, NEW.salary_min, NEW.salary_max, NEW.pensum_min, NEW.pensum_max, NEW.search_tsv)
        ON CONFLICT (id) DO UPDATE SET (${COLUMNS}) = (EXCLUDED.institution_id, EXCLUDED.online_from, EXCLUDED.online_until,
          EXCLUDED.salary_min, EXCLUDED.salary_max, EXCLUDED.pensum_min, EXCLUDED.pensum_max, EXCLUDED.search_tsv);
    ELSE
      DELETE FROM listed_jobs WHERE id = NEW.id;
    END IF;
    RETURN NULL;
  END $$;

  INSERT INTO listed_jobs (id, ${COLUMNS})
    SELECT id, ${COLUMNS} FROM jobs WHERE status = 'published' AND paused IS NOT TRUE AND crawler_decline IS NOT TRUE;

  CREATE TRIGGER listed_jobs_sync AFTER INSERT OR UPDATE OR DELETE ON "jobs" FOR EACH ROW EXECUTE FUNCTION helvemed_listed_jobs_sync();
  -- TRUNCATE jobs (the seed's reset) empties the copy too
  CREATE OR REPLACE FUNCTION helvemed_listed_jobs_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    TRUNCATE listed_jobs;
    RETURN NULL;
  END $$;
  CREATE TRIGGER listed_jobs_truncate AFTER TRUNCATE ON "jobs" FOR EACH STATEMENT EXECUTE FUNCTION helvemed_listed_jobs_truncate();
  -- public pages read it (the search): its changes empty the page cache like those of jobs (ADR 0034)
  CREATE TRIGGER page_cache_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "listed_jobs" FOR EACH STATEMENT EXECUTE FUNCTION helvemed_page_cache_notify();

  CREATE INDEX "listed_jobs_search_tsv_idx" ON "listed_jobs" USING gin ("search_tsv");
  CREATE INDEX "listed_jobs_newest_idx" ON "listed_jobs" USING btree ("online_from" DESC, "id" DESC)
    INCLUDE ("online_until", "institution_id", "pensum_min", "pensum_max", "salary_min", "salary_max");
  CREATE INDEX "listed_jobs_salary_idx" ON "listed_jobs" USING btree ("salary_max" DESC NULLS LAST, "online_from" DESC, "id" DESC)
    INCLUDE ("online_until", "institution_id", "pensum_min", "pensum_max", "salary_min");
  CREATE INDEX "listed_jobs_institution_idx" ON "listed_jobs" USING btree ("institution_id");
  ANALYZE listed_jobs;`),
  )
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP TRIGGER IF EXISTS listed_jobs_truncate ON "jobs";
  DROP TRIGGER IF EXISTS listed_jobs_sync ON "jobs";
  DROP FUNCTION IF EXISTS helvemed_listed_jobs_truncate();
  DROP FUNCTION IF EXISTS helvemed_listed_jobs_sync();
  DROP TABLE IF EXISTS "listed_jobs";`)
}
