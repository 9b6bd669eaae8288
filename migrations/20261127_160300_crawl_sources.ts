import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// The crawler's sources (the 'crawl-sources' collection the team keeps in /admin, ADR 0070) and
// what it keeps per fetched address: the validators of the last answer (ETag, Last-Modified) and
// that answer's body, so a 304 reads the same ads again; and which source listed which crawled ad,
// so a source takes offline only its own vanished ads. None is read by a public page.
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE TYPE "public"."enum_crawl_sources_kind" AS ENUM('jsonld', 'feed', 'sitemap');
  CREATE TYPE "public"."enum_crawl_sources_language" AS ENUM('auto', 'de', 'fr', 'it');
  CREATE TYPE "public"."enum_crawl_sources_last_status" AS ENUM('ok', 'partial', 'failed');
  CREATE TYPE "public"."enum_crawl_sources_last_problem" AS ENUM('robots', 'address', 'http_status', 'timeout', 'too_large', 'network', 'parse', 'too_many');
  CREATE TABLE "crawl_sources" (
    "id" serial PRIMARY KEY NOT NULL,
    "institution_id" integer NOT NULL,
    "kind" "enum_crawl_sources_kind" DEFAULT 'jsonld' NOT NULL,
    "url" varchar NOT NULL,
    "language" "enum_crawl_sources_language" DEFAULT 'auto' NOT NULL,
    "active" boolean DEFAULT true,
    "rate_seconds" numeric DEFAULT 2 NOT NULL,
    "last_crawl_at" timestamp(3) with time zone,
    "last_status" "enum_crawl_sources_last_status",
    "last_found" numeric,
    "last_new" numeric,
    "last_changed" numeric,
    "last_offline" numeric,
    "last_errors" numeric,
    "last_problem" "enum_crawl_sources_last_problem",
    "consecutive_failures" numeric DEFAULT 0,
    "updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
    "created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  ALTER TABLE "crawl_sources" ADD CONSTRAINT "crawl_sources_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "crawl_sources_institution_idx" ON "crawl_sources" USING btree ("institution_id");
  CREATE INDEX "crawl_sources_active_idx" ON "crawl_sources" USING btree ("active");
  CREATE INDEX "crawl_sources_updated_at_idx" ON "crawl_sources" USING btree ("updated_at");
  CREATE INDEX "crawl_sources_created_at_idx" ON "crawl_sources" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "crawl_sources_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_crawl_sources_fk" FOREIGN KEY ("crawl_sources_id") REFERENCES "public"."crawl_sources"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_crawl_sources_id_idx" ON "payload_locked_documents_rels" USING btree ("crawl_sources_id");

  CREATE TABLE "crawl_pages" (
    "source_id" integer NOT NULL REFERENCES "crawl_sources"("id") ON DELETE CASCADE,
    "url" varchar NOT NULL,
    "etag" varchar,
    "last_modified" varchar,
    "body" text NOT NULL,
    "content_type" varchar,
    "fetched_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
    PRIMARY KEY ("source_id", "url")
  );

  CREATE TABLE "crawl_ads" (
    "job_id" integer PRIMARY KEY NOT NULL REFERENCES "jobs"("id") ON DELETE CASCADE,
    "source_id" integer NOT NULL REFERENCES "crawl_sources"("id") ON DELETE CASCADE,
    "seen_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  CREATE INDEX "crawl_ads_source_idx" ON "crawl_ads" USING btree ("source_id");
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP TABLE IF EXISTS "crawl_ads";
  DROP TABLE IF EXISTS "crawl_pages";
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_crawl_sources_fk";
  DROP INDEX IF EXISTS "payload_locked_documents_rels_crawl_sources_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN IF EXISTS "crawl_sources_id";
  DROP TABLE IF EXISTS "crawl_sources";
  DROP TYPE IF EXISTS "public"."enum_crawl_sources_kind";
  DROP TYPE IF EXISTS "public"."enum_crawl_sources_language";
  DROP TYPE IF EXISTS "public"."enum_crawl_sources_last_status";
  DROP TYPE IF EXISTS "public"."enum_crawl_sources_last_problem";
  `)
}
