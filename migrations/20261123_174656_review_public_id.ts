import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// Reviews get a random public id (ADR 0018). Existing rows are filled with gen_random_uuid()
// (core PostgreSQL since 13) without its dashes: 32 lowercase hex characters, the format the app
// generates for new reviews. Only then is the column made NOT NULL and unique.
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "reviews" ADD COLUMN "public_id" varchar;
  UPDATE "reviews" SET "public_id" = replace(gen_random_uuid()::text, '-', '') WHERE "public_id" IS NULL;
  ALTER TABLE "reviews" ALTER COLUMN "public_id" SET NOT NULL;
  CREATE UNIQUE INDEX "reviews_public_id_idx" ON "reviews" USING btree ("public_id");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "reviews_public_id_idx";
  ALTER TABLE "reviews" DROP COLUMN "public_id";`)
}
