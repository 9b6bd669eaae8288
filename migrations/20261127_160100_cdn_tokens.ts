import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// The content delivery API (ADR 0068): its tokens ('cdn-tokens', the team's in /admin; a salt and
// the token's hash, never the token) and the content version `cv`: one row bumped by a statement
// trigger on every table the API reads, to the Unix second of the change (at least one more than
// before), so every process answers with the same cv. Drafts (_pages_v) do not change it: the
// cv is about published content. Neither new table is read by public pages.
const CONTENT_TABLES = /^(pages|articles|authors|tags|article_categories|links|media)(_|$)/

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE TYPE "public"."enum_cdn_tokens_kind" AS ENUM('public', 'preview');
  CREATE TABLE "cdn_tokens" (
    "id" serial PRIMARY KEY NOT NULL,
    "name" varchar NOT NULL,
    "kind" "enum_cdn_tokens_kind" DEFAULT 'public' NOT NULL,
    "requests_per_second" numeric,
    "revoked" boolean DEFAULT false,
    "salt" varchar,
    "token_hash" varchar,
    "updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
    "created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  CREATE INDEX "cdn_tokens_revoked_idx" ON "cdn_tokens" USING btree ("revoked");
  CREATE UNIQUE INDEX "cdn_tokens_token_hash_idx" ON "cdn_tokens" USING btree ("token_hash");
  CREATE INDEX "cdn_tokens_updated_at_idx" ON "cdn_tokens" USING btree ("updated_at");
  CREATE INDEX "cdn_tokens_created_at_idx" ON "cdn_tokens" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "cdn_tokens_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_cdn_tokens_fk" FOREIGN KEY ("cdn_tokens_id") REFERENCES "public"."cdn_tokens"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_cdn_tokens_id_idx" ON "payload_locked_documents_rels" USING btree ("cdn_tokens_id");
  CREATE TABLE "cdn_content_version" (
    "id" integer PRIMARY KEY DEFAULT 1 CHECK ("id" = 1),
    "version" bigint NOT NULL
  );
  INSERT INTO "cdn_content_version" ("id", "version") VALUES (1, extract(epoch FROM now())::bigint);
  CREATE OR REPLACE FUNCTION helvemed_cdn_content_changed() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    UPDATE cdn_content_version SET version = greatest(version + 1, extract(epoch FROM clock_timestamp())::bigint) WHERE id = 1;
    RETURN NULL;
  END
  $$;`)
  const tables = await db.execute(sql`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`)
  for (const { table_name } of tables.rows as { table_name: string }[]) {
    if (!CONTENT_TABLES.test(table_name)) continue
    await db.execute(
      sql.raw(`CREATE TRIGGER cdn_content_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "${table_name}" FOR EACH STATEMENT EXECUTE FUNCTION helvemed_cdn_content_changed();`),
    )
  }
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  const tables = await db.execute(sql`SELECT event_object_table AS table_name FROM information_schema.triggers WHERE trigger_name = 'cdn_content_changed'`)
  for (const { table_name } of tables.rows as { table_name: string }[]) {
    await db.execute(sql.raw(`DROP TRIGGER IF EXISTS cdn_content_changed ON "${table_name}";`))
  }
  await db.execute(sql`
  DROP FUNCTION IF EXISTS helvemed_cdn_content_changed();
  DROP TABLE IF EXISTS "cdn_content_version";
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_cdn_tokens_fk";
  DROP INDEX IF EXISTS "payload_locked_documents_rels_cdn_tokens_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN IF EXISTS "cdn_tokens_id";
  DROP TABLE IF EXISTS "cdn_tokens";
  DROP TYPE IF EXISTS "public"."enum_cdn_tokens_kind";
  `)
}
