import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// Daily statistics aggregates (ADR 0038): impressions and views per Swiss calendar day, per job and
// per institution, kept forever; the raw events (statistic_events) are kept 13 months.
// - A row keeps the institution and the parent the events named (0 = no parent, so it can be part
//   of the key): a parent's figures are the rows of its own id plus those naming it as parent.
// - The keys carry the counts (INCLUDE): a range of days of some ads is read from the index alone
//   (the rows are written once, so the visibility map stays current).
// - statistic_rollup_state holds the last day folded in; days after it are read from the raw events.
//   Its one row is also the lock that makes a roll-up run once when several processes start it.
// - Raw events: an index (institution_parent_id, created_at) for a parent's live figures; deletes
//   walk the existing created_at index in bounded batches.
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'statisticsRollUp';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'statisticsRollUp';
  CREATE TABLE "statistic_daily_jobs" (
    "day" date NOT NULL,
    "job_id" integer NOT NULL,
    "institution_id" integer NOT NULL,
    "institution_parent_id" integer NOT NULL DEFAULT 0,
    "impressions" integer NOT NULL DEFAULT 0,
    "views" integer NOT NULL DEFAULT 0,
    PRIMARY KEY ("job_id", "day", "institution_id", "institution_parent_id") INCLUDE ("impressions", "views")
  );
  CREATE INDEX "statistic_daily_jobs_day_idx" ON "statistic_daily_jobs" ("day");
  CREATE TABLE "statistic_daily_institutions" (
    "day" date NOT NULL,
    "institution_id" integer NOT NULL,
    "institution_parent_id" integer NOT NULL DEFAULT 0,
    "impressions" integer NOT NULL DEFAULT 0,
    "views" integer NOT NULL DEFAULT 0,
    PRIMARY KEY ("institution_id", "day", "institution_parent_id") INCLUDE ("impressions", "views")
  );
  CREATE INDEX "statistic_daily_institutions_parent_day_idx" ON "statistic_daily_institutions" ("institution_parent_id", "day") INCLUDE ("institution_id", "impressions", "views") WHERE "institution_parent_id" <> 0;
  CREATE INDEX "statistic_daily_institutions_day_idx" ON "statistic_daily_institutions" ("day");
  CREATE TABLE "statistic_rollup_state" (
    "id" integer PRIMARY KEY CHECK ("id" = 1),
    "rolled_until" date NOT NULL,
    "updated_at" timestamptz NOT NULL DEFAULT now()
  );
  -- Start the day before the oldest raw event (or yesterday): the first run folds in all of them.
  INSERT INTO "statistic_rollup_state" ("id", "rolled_until")
  SELECT 1, COALESCE(min(("created_at" AT TIME ZONE 'Europe/Zurich')::date), (now() AT TIME ZONE 'Europe/Zurich')::date) - 1
  FROM "statistic_events";
  CREATE INDEX IF NOT EXISTS "statistic_events_parent_created_at_idx" ON "statistic_events" ("institution_parent_id", "created_at") WHERE "institution_parent_id" IS NOT NULL;
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP INDEX IF EXISTS "statistic_events_parent_created_at_idx";
  DROP TABLE IF EXISTS "statistic_rollup_state";
  DROP TABLE IF EXISTS "statistic_daily_institutions";
  DROP TABLE IF EXISTS "statistic_daily_jobs";
  DELETE FROM "payload_jobs" WHERE "task_slug" = 'statisticsRollUp';
  DELETE FROM "payload_jobs_log" WHERE "task_slug" = 'statisticsRollUp';
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendJobAlerts', 'jobEndReminders');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendJobAlerts', 'jobEndReminders');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  `)
}
