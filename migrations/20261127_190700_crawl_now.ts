import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// Tasks the team asks for now (ADR 0078) are rows of task_runs too, queued: their slot is
// '<key>@<time queued>' (the crawl of one source: 'source:12@2026-11-27T19:07:00.000Z'). At most one
// per task and key is open (queued or running) at a time, whoever asks and however often: this
// index refuses the second. Scheduled slots have no '@', so for them it repeats the (task, slot) key.
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE UNIQUE INDEX "task_runs_one_open_idx" ON "task_runs" USING btree ("task", split_part("slot", '@', 1)) WHERE "outcome" IN ('queued', 'running');
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP INDEX IF EXISTS "task_runs_one_open_idx";
  `)
}
