import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// Task runs (ADR 0045): one row per task and planned slot. The unique key is the claim: of several
// processes inserting the same (task, slot), one wins and runs it. Also the 'task-runs' collection
// the team reads in /admin (read-only, closed to the REST API except for the team).
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE TABLE "task_runs" (
    "id" serial PRIMARY KEY NOT NULL,
    "task" varchar NOT NULL,
    "slot" varchar NOT NULL,
    "started_at" timestamp(3) with time zone,
    "finished_at" timestamp(3) with time zone,
    "outcome" varchar,
    "counts" jsonb,
    "error" varchar,
    "host" varchar,
    "attempts" integer DEFAULT 1 NOT NULL,
    "updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
    "created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  CREATE UNIQUE INDEX "task_runs_task_slot_idx" ON "task_runs" USING btree ("task", "slot");
  CREATE INDEX "task_runs_started_at_idx" ON "task_runs" USING btree ("started_at");
  CREATE INDEX "task_runs_updated_at_idx" ON "task_runs" USING btree ("updated_at");
  CREATE INDEX "task_runs_created_at_idx" ON "task_runs" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "task_runs_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_task_runs_fk" FOREIGN KEY ("task_runs_id") REFERENCES "public"."task_runs"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_task_runs_id_idx" ON "payload_locked_documents_rels" USING btree ("task_runs_id");
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_task_runs_fk";
  DROP INDEX IF EXISTS "payload_locked_documents_rels_task_runs_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN IF EXISTS "task_runs_id";
  DROP TABLE IF EXISTS "task_runs";
  `)
}
