import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// Crawled ads in public and the institution's opt-out (ADR 0071).
// 1. listed_jobs.free: the ad is a free listing (crawled, not taken over). The search ranks free
//    listings after paid ads; the indexes that walk the list in order lead with the flag, so the
//    first page is still read from the front of one index on 100k ads.
// 2. An institution with disable_free_crawler lists no free ads: a row trigger on jobs ends (online_until
//    = now at the latest) every free listing of such an institution that is written, whoever writes
//    it (the crawler, the team, an import), so the opt-out holds in the database itself.
const COLUMNS = `institution_id, online_from, online_until, salary_min, salary_max, pensum_min, pensum_max, search_tsv, premium, free`
const OLD_COLUMNS = `institution_id, online_from, online_until, salary_min, salary_max, pensum_min, pensum_max, search_tsv, premium`
const IS_PREMIUM = (product: string) => `coalesce((SELECT p.key IN ('premium', 'premium-social') FROM products p WHERE p.id = ${product}), false)`

const syncFunction = (withFree: boolean) => `
  CREATE OR REPLACE FUNCTION helvemed_listed_jobs_sync() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    IF TG_OP = 'DELETE' THEN
      DELETE FROM listed_jobs WHERE id = OLD.id;
      RETURN NULL;
    END IF;
    IF TG_OP = 'UPDATE' THEN
      IF NEW.id = OLD.id AND (NEW.status, NEW.paused, NEW.crawler_decline, NEW.institution_id, NEW.online_from, NEW.online_until,
          NEW.salary_min, NEW.salary_max, NEW.pensum_min, NEW.pensum_max, NEW.search_tsv, NEW.product_id${withFree ? ', NEW.crawler_job, NEW.has_full_access' : ''})
        IS NOT DISTINCT FROM (OLD.status, OLD.paused, OLD.crawler_decline, OLD.institution_id, OLD.online_from, OLD.online_until,
          OLD.salary_min, OLD.salary_max, OLD.pensum_min, OLD.pensum_max, OLD.search_tsv, OLD.product_id${withFree ? ', OLD.crawler_job, OLD.has_full_access' : ''}) THEN
        RETURN NULL; -- nothing the search reads changed (a reminder, a counter)
      END IF;
      IF NEW.id <> OLD.id THEN
        DELETE FROM listed_jobs WHERE id = OLD.id;
      END IF;
    END IF;
    IF NEW.status = 'published' AND NEW.paused IS NOT TRUE AND NEW.crawler_decline IS NOT TRUE THEN
      INSERT INTO listed_jobs (id, ${withFree ? COLUMNS : OLD_COLUMNS})
        VALUES (NEW.id, NEW.institution_id, NEW.online_from, NEW.online_until, NEW.salary_min, NEW.salary_max, NEW.pensum_min, NEW.pensum_max, NEW.search_tsv,
          ${IS_PREMIUM('NEW.product_id')}${withFree ? ', (NEW.crawler_job IS TRUE AND NEW.has_full_access IS NOT TRUE)' : ''})
        ON CONFLICT (id) DO UPDATE SET (${withFree ? COLUMNS : OLD_COLUMNS}) = (EXCLUDED.institution_id, EXCLUDED.online_from, EXCLUDED.online_until,
          EXCLUDED.salary_min, EXCLUDED.salary_max, EXCLUDED.pensum_min, EXCLUDED.pensum_max, EXCLUDED.search_tsv, EXCLUDED.premium${withFree ? ', EXCLUDED.free' : ''});
    ELSE
      DELETE FROM listed_jobs WHERE id = NEW.id;
    END IF;
    RETURN NULL;
  END $$;`

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(
    sql.raw(`
  ALTER TABLE "listed_jobs" ADD COLUMN "free" boolean NOT NULL DEFAULT false;
  ${syncFunction(true)}
  UPDATE listed_jobs l SET free = true FROM jobs j WHERE j.id = l.id AND j.crawler_job IS TRUE AND j.has_full_access IS NOT TRUE;

  DROP INDEX IF EXISTS "listed_jobs_newest_idx";
  DROP INDEX IF EXISTS "listed_jobs_salary_idx";
  CREATE INDEX "listed_jobs_newest_idx" ON "listed_jobs" USING btree ("free", "online_from" DESC, "id" DESC)
    INCLUDE ("online_until", "institution_id", "pensum_min", "pensum_max", "salary_min", "salary_max", "premium");
  CREATE INDEX "listed_jobs_salary_idx" ON "listed_jobs" USING btree ("free", "salary_max" DESC NULLS LAST, "online_from" DESC, "id" DESC)
    INCLUDE ("online_until", "institution_id", "pensum_min", "pensum_max", "salary_min", "premium");

  -- the plain online list (page blocks' newest ads) orders paid ads first, then the newest
  CREATE INDEX "jobs_paid_newest_idx" ON "jobs" USING btree ("has_full_access" DESC, "online_from" DESC, "id" DESC);

  CREATE OR REPLACE FUNCTION helvemed_crawled_opt_out() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    IF EXISTS (SELECT 1 FROM institutions i WHERE i.id = NEW.institution_id AND i.disable_free_crawler IS TRUE) THEN
      NEW.online_until := least(coalesce(NEW.online_until, now()), now());
    END IF;
    RETURN NEW;
  END $$;
  CREATE TRIGGER crawled_opt_out BEFORE INSERT OR UPDATE ON "jobs" FOR EACH ROW
    WHEN (NEW.crawler_job IS TRUE AND NEW.has_full_access IS NOT TRUE) EXECUTE FUNCTION helvemed_crawled_opt_out();
  UPDATE jobs j SET online_until = now() FROM institutions i
    WHERE i.id = j.institution_id AND i.disable_free_crawler IS TRUE AND j.crawler_job IS TRUE AND j.has_full_access IS NOT TRUE AND j.online_until > now();
  ANALYZE listed_jobs;`),
  )
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(
    sql.raw(`
  DROP TRIGGER IF EXISTS crawled_opt_out ON "jobs";
  DROP FUNCTION IF EXISTS helvemed_crawled_opt_out();
  DROP INDEX IF EXISTS "jobs_paid_newest_idx";
  ${syncFunction(false)}
  DROP INDEX IF EXISTS "listed_jobs_newest_idx";
  DROP INDEX IF EXISTS "listed_jobs_salary_idx";
  CREATE INDEX "listed_jobs_newest_idx" ON "listed_jobs" USING btree ("online_from" DESC, "id" DESC)
    INCLUDE ("online_until", "institution_id", "pensum_min", "pensum_max", "salary_min", "salary_max", "premium");
  CREATE INDEX "listed_jobs_salary_idx" ON "listed_jobs" USING btree ("salary_max" DESC NULLS LAST, "online_from" DESC, "id" DESC)
    INCLUDE ("online_until", "institution_id", "pensum_min", "pensum_max", "salary_min", "premium");
  ALTER TABLE "listed_jobs" DROP COLUMN IF EXISTS "free";`),
  )
}
