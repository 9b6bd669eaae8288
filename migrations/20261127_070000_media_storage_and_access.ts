import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// Media in object storage and who may fetch a file (ADR 0049).
// - Payload's storage adapter adds two fields to the media collection, the folder of a file in the
//   bucket (`prefix`) and a key of client uploads (`_objectKey`, unused: uploads go through the
//   server). They exist whether or not a bucket is configured (alwaysInsertFields).
// - `kind` says what a file was uploaded for (content of the team, an ad's PDF, a profile's image)
//   and `download_name` the name a saved PDF gets. Existing rows: the PDFs of ads and the images of
//   profiles get their kind from what refers to them (and the ad PDFs by their old names), and
//   keep their file names, so links to them keep working; who may fetch them is checked per file.
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "media" ADD COLUMN IF NOT EXISTS "prefix" varchar;
  ALTER TABLE "media" ADD COLUMN IF NOT EXISTS "_objectkey" varchar;
  CREATE TYPE "public"."enum_media_kind" AS ENUM('content', 'ad', 'profile');
  ALTER TABLE "media" ADD COLUMN "kind" "enum_media_kind" DEFAULT 'content';
  ALTER TABLE "media" ADD COLUMN "download_name" varchar;
  UPDATE "media" SET "kind" = 'ad'
    WHERE "id" IN (SELECT "pdf_id" FROM "jobs" WHERE "pdf_id" IS NOT NULL)
       OR ("mime_type" = 'application/pdf' AND ("filename" LIKE 'inserat-%' OR "filename" LIKE 'stelleninserat-%'));
  UPDATE "media" SET "kind" = 'profile'
    WHERE "kind" = 'content' AND "id" IN (
      SELECT "logo_id" FROM "institutions" WHERE "logo_id" IS NOT NULL
      UNION SELECT "header_id" FROM "institutions" WHERE "header_id" IS NOT NULL
      UNION SELECT "media_id" FROM "institutions_rels" WHERE "path" = 'images' AND "media_id" IS NOT NULL);
  UPDATE "media" SET "download_name" = "filename" WHERE "mime_type" = 'application/pdf';
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "media" DROP COLUMN IF EXISTS "download_name";
  ALTER TABLE "media" DROP COLUMN IF EXISTS "kind";
  DROP TYPE IF EXISTS "public"."enum_media_kind";
  ALTER TABLE "media" DROP COLUMN IF EXISTS "_objectkey";
  ALTER TABLE "media" DROP COLUMN IF EXISTS "prefix";
  `)
}
