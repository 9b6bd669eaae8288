import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// Premium delivered (ADR 0040).
// 1. listed_jobs.premium: the ad's product is premium or premium-social. The search reads it to give
//    premium ads the top slots of each results page; the row trigger on jobs now also copies it (and
//    treats a product change as a change the search reads). Product keys are stable (seeded, the
//    spec's basic / premium / premium-social), so the trigger looks the key up once per write.
//    A partial index lists the premium ads newest first, for their rotation.
// 2. The social campaign of a premium-social order: its state (to do / running / done) and period,
//    kept on the order and worked by the team in /admin; the employer sees the state in the cockpit.
const COLUMNS = `institution_id, online_from, online_until, salary_min, salary_max, pensum_min, pensum_max, search_tsv, premium`
const IS_PREMIUM = (product: string) => `coalesce((SELECT p.key IN ('premium', 'premium-social') FROM products p WHERE p.id = ${product}), false)`

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(
    sql.raw(`
  ALTER TABLE "listed_jobs" ADD COLUMN "premium" boolean NOT NULL DEFAULT false;

  CREATE OR REPLACE FUNCTION helvemed_listed_jobs_sync() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    IF TG_OP = 'DELETE' THEN
      DELETE FROM listed_jobs WHERE id = OLD.id;
      RETURN NULL;
    END IF;
    IF TG_OP = 'UPDATE' THEN
      IF NEW.id = OLD.id AND (NEW.status, NEW.paused, NEW.crawler_decline, NEW.institution_id, NEW.online_from, NEW.online_until,
          NEW.salary_min, NEW.salary_max, NEW.pensum_min, NEW.pensum_max, NEW.search_tsv, NEW.product_id)
        IS NOT DISTINCT FROM (OLD.status, OLD.paused, OLD.crawler_decline, OLD.institution_id, OLD.online_from, OLD.online_until,
          OLD.salary_min, OLD.salary_max, OLD.pensum_min, OLD.pensum_max, OLD.search_tsv, OLD.product_id) THEN
        RETURN NULL; -- nothing the search reads changed (a reminder, a counter)
      END IF;
      IF NEW.id <> OLD.id THEN
        DELETE FROM listed_jobs WHERE id = OLD.id;
      END IF;
    END IF;
    IF NEW.status = 'published' AND NEW.paused IS NOT TRUE AND NEW.crawler_decline IS NOT TRUE THEN
      INSERT INTO listed_jobs (id, ${COLUMNS})
        VALUES (NEW.id, NEW.institution_id, NEW.online_from, NEW.online_until, NEW.salary_min, NEW.salary_max, NEW.pensum_min, NEW.pensum_max, NEW.search_tsv,
          ${IS_PREMIUM('NEW.product_id')})
        ON CONFLICT (id) DO UPDATE SET (${COLUMNS}) = (EXCLUDED.institution_id, EXCLUDED.online_from, EXCLUDED.online_until,
          EXCLUDED.salary_min, EXCLUDED.salary_max, EXCLUDED.pensum_min, EXCLUDED.pensum_max, EXCLUDED.search_tsv, EXCLUDED.premium);
    ELSE
      DELETE FROM listed_jobs WHERE id = NEW.id;
    END IF;
    RETURN NULL;
  END $$;

  UPDATE listed_jobs l SET premium = true FROM jobs j JOIN products p ON p.id = j.product_id
    WHERE j.id = l.id AND p.key IN ('premium', 'premium-social');

  -- the covering indexes carry the flag, so a count of premium matches stays index-only
  DROP INDEX IF EXISTS "listed_jobs_newest_idx";
  DROP INDEX IF EXISTS "listed_jobs_salary_idx";
  CREATE INDEX "listed_jobs_newest_idx" ON "listed_jobs" USING btree ("online_from" DESC, "id" DESC)
    INCLUDE ("online_until", "institution_id", "pensum_min", "pensum_max", "salary_min", "salary_max", "premium");
  CREATE INDEX "listed_jobs_salary_idx" ON "listed_jobs" USING btree ("salary_max" DESC NULLS LAST, "online_from" DESC, "id" DESC)
    INCLUDE ("online_until", "institution_id", "pensum_min", "pensum_max", "salary_min", "premium");
  CREATE INDEX "listed_jobs_premium_idx" ON "listed_jobs" USING btree ("online_from" DESC, "id" DESC)
    INCLUDE ("online_until", "institution_id", "pensum_min", "pensum_max", "salary_min", "salary_max") WHERE "premium";
  ANALYZE listed_jobs;

  CREATE TYPE "public"."enum_orders_social_campaign_status" AS ENUM('todo', 'running', 'done');
  ALTER TABLE "orders" ADD COLUMN "social_campaign_status" "enum_orders_social_campaign_status";
  ALTER TABLE "orders" ADD COLUMN "social_campaign_from" timestamp(3) with time zone;
  ALTER TABLE "orders" ADD COLUMN "social_campaign_until" timestamp(3) with time zone;
  ALTER TABLE "orders" ADD COLUMN "social_campaign_note" varchar;
  -- every premium-social order so far is a campaign still to run
  UPDATE "orders" SET "social_campaign_status" = 'todo' WHERE "social_budget" > 0;
  CREATE INDEX "orders_social_campaign_status_idx" ON "orders" USING btree ("social_campaign_status");`),
  )
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(
    sql.raw(`
  DROP INDEX IF EXISTS "orders_social_campaign_status_idx";
  ALTER TABLE "orders" DROP COLUMN IF EXISTS "social_campaign_note";
  ALTER TABLE "orders" DROP COLUMN IF EXISTS "social_campaign_until";
  ALTER TABLE "orders" DROP COLUMN IF EXISTS "social_campaign_from";
  ALTER TABLE "orders" DROP COLUMN IF EXISTS "social_campaign_status";
  DROP TYPE IF EXISTS "public"."enum_orders_social_campaign_status";

  DROP INDEX IF EXISTS "listed_jobs_premium_idx";
  DROP INDEX IF EXISTS "listed_jobs_newest_idx";
  DROP INDEX IF EXISTS "listed_jobs_salary_idx";
  CREATE INDEX "listed_jobs_newest_idx" ON "listed_jobs" USING btree ("online_from" DESC, "id" DESC)
    INCLUDE ("online_until", "institution_id", "pensum_min", "pensum_max", "salary_min", "salary_max");
  CREATE INDEX "listed_jobs_salary_idx" ON "listed_jobs" USING btree ("salary_max" DESC NULLS LAST, "online_from" DESC, "id" DESC)
    INCLUDE ("online_until", "institution_id", "pensum_min", "pensum_max", "salary_min");
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
        RETURN NULL;
      END IF;
      IF NEW.id <> OLD.id THEN
        DELETE FROM listed_jobs WHERE id = OLD.id;
      END IF;
    END IF;
    IF NEW.status = 'published' AND NEW.paused IS NOT TRUE AND NEW.crawler_decline IS NOT TRUE THEN
      INSERT INTO listed_jobs (id, institution_id, online_from, online_until, salary_min, salary_max, pensum_min, pensum_max, search_tsv)
        VALUES (NEW.id, NEW.institution_id, NEW.online_from, NEW.online_until, NEW.salary_min, NEW.salary_max, NEW.pensum_min, NEW.pensum_max, NEW.search_tsv)
        ON CONFLICT (id) DO UPDATE SET (institution_id, online_from, online_until, salary_min, salary_max, pensum_min, pensum_max, search_tsv) =
          (EXCLUDED.institution_id, EXCLUDED.online_from, EXCLUDED.online_until, EXCLUDED.salary_min, EXCLUDED.salary_max, EXCLUDED.pensum_min, EXCLUDED.pensum_max, EXCLUDED.search_tsv);
    ELSE
      DELETE FROM listed_jobs WHERE id = NEW.id;
    END IF;
    RETURN NULL;
  END $$;
  ALTER TABLE "listed_jobs" DROP COLUMN IF EXISTS "premium";`),
  )
}
