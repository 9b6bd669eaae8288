import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// Media in object storage (ADR 0049): Payload's storage adapter adds two fields to the media
// collection, the folder of a file in the bucket (`prefix`) and a key of client uploads
// (`_objectKey`, unused: uploads go through the server). They exist whether or not a bucket is
// configured (alwaysInsertFields), so one schema fits both modes.
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "media" ADD COLUMN IF NOT EXISTS "prefix" varchar;
  ALTER TABLE "media" ADD COLUMN IF NOT EXISTS "_objectkey" varchar;
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "media" DROP COLUMN IF EXISTS "_objectkey";
  ALTER TABLE "media" DROP COLUMN IF EXISTS "prefix";
  `)
}
