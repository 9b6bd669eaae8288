import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// The index of listed_jobs by employer carries the id, the online window and the flags the orders,
// the premium rotation and the count read (ADR 0081). A filter by canton or category, a distance
// and the employer words of a text search ("Kardiologie Zürich": the ads of Zürich's employers)
// find an employer's listed ads in the index alone instead of reading each one's row (~9 to a
// page: the vector is in line). On 100k ads: field + level + region 5'101 -> 4'206 buffers,
// distance 757 -> 361.
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  DROP INDEX IF EXISTS "listed_jobs_institution_idx";
  CREATE INDEX "listed_jobs_institution_idx" ON "listed_jobs" USING btree ("institution_id", "id") INCLUDE ("online_from", "online_until", "premium", "free");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP INDEX IF EXISTS "listed_jobs_institution_idx";
  CREATE INDEX "listed_jobs_institution_idx" ON "listed_jobs" USING btree ("institution_id");`)
}
