import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// Issue 27 point 3 (ADR 0054): the day a paper invoice (billing by print) went into the post. An
// open print invoice without it is on the /admin dashboard as "to post"; the partial index keeps
// that count cheap.
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "invoices" ADD COLUMN "posted_at" timestamp(3) with time zone;
  CREATE INDEX "invoices_to_post_idx" ON "invoices" USING btree ("id") WHERE "billing_type" = 'print' AND "status" = 'open' AND "posted_at" IS NULL;
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP INDEX IF EXISTS "invoices_to_post_idx";
  ALTER TABLE "invoices" DROP COLUMN IF EXISTS "posted_at";
  `)
}
