import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// The account's privacy (ADR 0065): requests to the team (role change, deactivation, deletion; one
// open request per account and kind, kept by a partial unique index), a deactivation mark, the
// deletion links a user confirms by mail, the device and last use of each session, and reviews that
// outlive their author's account (author_id may be empty). `account_requests.user_id` carries no
// foreign key on purpose: the team's deletion runs while /admin's transaction holds the request's
// row (privacy/delete.server.ts clears it itself).
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE TYPE "public"."enum_account_requests_kind" AS ENUM('role_change', 'deactivation', 'deletion');
  CREATE TYPE "public"."enum_account_requests_status" AS ENUM('open', 'done', 'declined');
  CREATE TYPE "public"."enum_account_requests_target_role" AS ENUM('ROLE_STUDENT', 'ROLE_DOCTOR', 'ROLE_INSTITUTION', 'ROLE_ADMIN');
  CREATE TABLE "account_requests" (
    "id" serial PRIMARY KEY NOT NULL,
    "user_id" integer,
    "kind" "enum_account_requests_kind" NOT NULL,
    "target_role" "enum_account_requests_target_role",
    "reason" varchar,
    "status" "enum_account_requests_status" DEFAULT 'open' NOT NULL,
    "decline_reason" varchar,
    "decided_at" timestamp(3) with time zone,
    "updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
    "created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  CREATE INDEX "account_requests_user_idx" ON "account_requests" USING btree ("user_id");
  CREATE INDEX "account_requests_status_idx" ON "account_requests" USING btree ("status");
  CREATE INDEX "account_requests_updated_at_idx" ON "account_requests" USING btree ("updated_at");
  CREATE INDEX "account_requests_created_at_idx" ON "account_requests" USING btree ("created_at");
  CREATE UNIQUE INDEX "account_requests_one_open_idx" ON "account_requests" USING btree ("user_id", "kind") WHERE "status" = 'open';
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "account_requests_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_account_requests_fk" FOREIGN KEY ("account_requests_id") REFERENCES "public"."account_requests"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_account_requests_id_idx" ON "payload_locked_documents_rels" USING btree ("account_requests_id");

  ALTER TABLE "users" ADD COLUMN "deactivated_at" timestamp(3) with time zone;

  CREATE TABLE "account_deletion_links" (
    "user_id" integer PRIMARY KEY NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
    "token_hash" text NOT NULL UNIQUE,
    "expires_at" timestamptz NOT NULL,
    "created_at" timestamptz NOT NULL DEFAULT now()
  );

  CREATE TABLE "account_session_devices" (
    "session_id" varchar PRIMARY KEY NOT NULL,
    "user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
    "user_agent" varchar,
    "last_used_at" timestamptz NOT NULL DEFAULT now(),
    "created_at" timestamptz NOT NULL DEFAULT now()
  );
  CREATE INDEX "account_session_devices_user_idx" ON "account_session_devices" USING btree ("user_id");

  ALTER TABLE "reviews" ALTER COLUMN "author_id" DROP NOT NULL;
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DELETE FROM "reviews" WHERE "author_id" IS NULL;
  ALTER TABLE "reviews" ALTER COLUMN "author_id" SET NOT NULL;
  DROP TABLE IF EXISTS "account_session_devices";
  DROP TABLE IF EXISTS "account_deletion_links";
  ALTER TABLE "users" DROP COLUMN IF EXISTS "deactivated_at";
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_account_requests_fk";
  DROP INDEX IF EXISTS "payload_locked_documents_rels_account_requests_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN IF EXISTS "account_requests_id";
  DROP TABLE IF EXISTS "account_requests";
  DROP TYPE IF EXISTS "public"."enum_account_requests_kind";
  DROP TYPE IF EXISTS "public"."enum_account_requests_status";
  DROP TYPE IF EXISTS "public"."enum_account_requests_target_role";
  `)
}
