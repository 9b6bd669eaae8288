import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// The shared rate limits (ADR 0015): one token bucket per rule and client key. Not a Payload
// collection: only src/modules/limits reads and writes it, with one UPSERT per take. UNLOGGED: no
// WAL write per take (a crash empties the table, i.e. every client starts with a full bucket).
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE UNLOGGED TABLE "rate_limits" (
  	"key" text PRIMARY KEY NOT NULL,
  	"tokens" double precision NOT NULL,
  	"updated_at" timestamp(3) with time zone NOT NULL,
  	"stale_at" timestamp(3) with time zone NOT NULL,
  	"granted" boolean NOT NULL
  );
  CREATE INDEX "rate_limits_stale_at_idx" ON "rate_limits" USING btree ("stale_at");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP TABLE "rate_limits";`)
}
