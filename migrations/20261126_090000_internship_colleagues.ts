import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// The elective year (ADR 0037): two switches per account for the colleagues view (hidden: opt-out;
// contact through the relay: opt-in), and an index for the colleague query (same institution,
// overlapping days).
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "users" ADD COLUMN IF NOT EXISTS "colleagues_hidden" boolean DEFAULT false;
  ALTER TABLE "users" ADD COLUMN IF NOT EXISTS "colleagues_contact" boolean DEFAULT false;
  CREATE INDEX IF NOT EXISTS "internships_institution_start_end_idx" ON "internships" USING btree ("institution_id", "start", "end");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP INDEX IF EXISTS "internships_institution_start_end_idx";
  ALTER TABLE "users" DROP COLUMN IF EXISTS "colleagues_contact";
  ALTER TABLE "users" DROP COLUMN IF EXISTS "colleagues_hidden";`)
}
