import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// One intent, one charge (issue 24 point 1): every form that creates an order carries a key issued
// with the form; the order keeps it, and the unique index makes a second order for the same key
// impossible, whatever the application does (ADR 0044).
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "orders" ADD COLUMN "intent" varchar;
  CREATE UNIQUE INDEX "orders_intent_idx" ON "orders" USING btree ("intent");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP INDEX IF EXISTS "orders_intent_idx";
  ALTER TABLE "orders" DROP COLUMN IF EXISTS "intent";`)
}
