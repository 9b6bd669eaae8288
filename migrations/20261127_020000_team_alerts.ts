import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// Mails to the team that must go out once, however many requests notice the same thing at once
// (issue 24 point 5: checkout while the creditor settings are the example values). The key names
// the alert and the state it is about; the first INSERT wins, every other one does nothing.
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE TABLE IF NOT EXISTS "team_alerts" (
    "key" varchar PRIMARY KEY,
    "created_at" timestamptz NOT NULL DEFAULT now()
  );
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP TABLE IF EXISTS "team_alerts";
  `)
}
