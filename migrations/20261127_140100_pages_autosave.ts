import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// Autosave of page drafts for the live preview (ADR 0061, "Live preview of drafts"): Payload marks
// the version it updates in place while the team types.
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "_pages_v" ADD COLUMN "autosave" boolean;
  CREATE INDEX "_pages_v_autosave_idx" ON "_pages_v" USING btree ("autosave");
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP INDEX IF EXISTS "_pages_v_autosave_idx";
  ALTER TABLE "_pages_v" DROP COLUMN IF EXISTS "autosave";
  `)
}
