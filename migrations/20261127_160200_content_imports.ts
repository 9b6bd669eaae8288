import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// What the Storyblok importer made of a space (ADR 0069): one row per source item (a story, an
// asset, a datasource entry, a link) and the document it became, with a fingerprint of what was
// read, so a second run updates or leaves alone instead of creating again. Not a Payload
// collection: only modules/content/storyblok-import reads and writes it; no public page reads it.
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE TABLE "content_imports" (
  	"source" text NOT NULL,
  	"kind" text NOT NULL,
  	"source_id" text NOT NULL,
  	"collection" text NOT NULL,
  	"doc_id" integer NOT NULL,
  	"fingerprint" text NOT NULL,
  	"imported_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	PRIMARY KEY ("source", "kind", "source_id")
  );
  CREATE INDEX "content_imports_doc_idx" ON "content_imports" USING btree ("collection", "doc_id");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP TABLE IF EXISTS "content_imports";`)
}
