import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

// Account security, round three (issue 26, ADR 0051). Wrong second-factor codes are counted per
// account in a window (failed_since) and lock the code step (locked_at) until a mailed reset link
// or the team lifts it. Payload's per-account lock is gone (it told existing accounts apart and let
// anyone lock anyone out); the shared limits per IP, address and device replace it. Team sessions
// get their idle timeout (30 minutes) from now on. Reset links are our own tokens, stored hashed in
// account_reset_tokens; Payload's plain reset tokens are cleared (those links end). Verification
// links expire 48 hours after the registration or their renewal (account_verification_links).
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "account_second_factors" ADD COLUMN "failed_since" timestamp(3) with time zone;
  ALTER TABLE "account_second_factors" ADD COLUMN "locked_at" timestamp(3) with time zone;
  ALTER TABLE "users" DROP COLUMN IF EXISTS "login_attempts";
  ALTER TABLE "users" DROP COLUMN IF EXISTS "lock_until";
  CREATE TABLE "account_reset_tokens" (
    "id" serial PRIMARY KEY NOT NULL,
    "user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
    "token_hash" text NOT NULL UNIQUE,
    "expires_at" timestamp(3) with time zone NOT NULL,
    "created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  CREATE INDEX "account_reset_tokens_user_idx" ON "account_reset_tokens" USING btree ("user_id");
  CREATE TABLE "account_verification_links" (
    "user_id" integer PRIMARY KEY NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
    "sent_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  UPDATE "users" SET "reset_password_token" = NULL, "reset_password_expiration" = NULL WHERE "reset_password_token" IS NOT NULL;
  UPDATE "users_sessions" SET "expires_at" = least("expires_at", now() + interval '30 minutes')
    WHERE "_parent_id" IN (SELECT "id" FROM "users" WHERE "role" = 'ROLE_ADMIN');
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP TABLE IF EXISTS "account_verification_links";
  DROP TABLE IF EXISTS "account_reset_tokens";
  ALTER TABLE "users" ADD COLUMN IF NOT EXISTS "login_attempts" numeric DEFAULT 0;
  ALTER TABLE "users" ADD COLUMN IF NOT EXISTS "lock_until" timestamp(3) with time zone;
  ALTER TABLE "account_second_factors" DROP COLUMN IF EXISTS "locked_at";
  ALTER TABLE "account_second_factors" DROP COLUMN IF EXISTS "failed_since";
  `)
}
