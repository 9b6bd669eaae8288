import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// The team's analytics in the settings global (ADR 0066): the provider (none, Matomo, Plausible,
// Google Analytics) and, for the self-hosted ones, its URL; `analytics_id` holds the site's id.
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE TYPE "public"."enum_settings_analytics_provider" AS ENUM('none', 'matomo', 'plausible', 'google');
  ALTER TABLE "settings" ADD COLUMN "analytics_provider" "enum_settings_analytics_provider" DEFAULT 'none' NOT NULL;
  ALTER TABLE "settings" ADD COLUMN "analytics_url" varchar;
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "settings" DROP COLUMN IF EXISTS "analytics_url";
  ALTER TABLE "settings" DROP COLUMN IF EXISTS "analytics_provider";
  DROP TYPE IF EXISTS "public"."enum_settings_analytics_provider";
  `)
}
