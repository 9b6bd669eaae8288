import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

// Account security (ADR 0017): second factors, recovery codes and pending e-mail changes live in
// tables of their own, not in Payload collections, so no REST or GraphQL route can ever list them.
// Team sessions opened before the second factor existed are ended: every team login from now on
// went through the code step.
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE TABLE "account_second_factors" (
    "user_id" integer PRIMARY KEY NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
    "secret_sealed" text NOT NULL,
    "last_step" bigint,
    "failed_codes" integer DEFAULT 0 NOT NULL,
    "enabled_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  CREATE TABLE "account_recovery_codes" (
    "id" serial PRIMARY KEY NOT NULL,
    "user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
    "code_hash" text NOT NULL,
    "used_at" timestamp(3) with time zone
  );
  CREATE INDEX "account_recovery_codes_user_idx" ON "account_recovery_codes" USING btree ("user_id");
  CREATE TABLE "account_email_changes" (
    "id" serial PRIMARY KEY NOT NULL,
    "user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
    "new_email" varchar NOT NULL,
    "token_hash" text NOT NULL UNIQUE,
    "expires_at" timestamp(3) with time zone NOT NULL,
    "created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  CREATE INDEX "account_email_changes_user_idx" ON "account_email_changes" USING btree ("user_id");
  DELETE FROM "users_sessions" WHERE "_parent_id" IN (SELECT "id" FROM "users" WHERE "role" = 'ROLE_ADMIN');
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP TABLE "account_email_changes";
  DROP TABLE "account_recovery_codes";
  DROP TABLE "account_second_factors";
  `)
}
