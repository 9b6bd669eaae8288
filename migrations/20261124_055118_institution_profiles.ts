import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_institutions_status" ADD VALUE 'rejected';
  ALTER TYPE "public"."enum_memberships_status" ADD VALUE 'rejected';
  ALTER TABLE "institutions" ADD COLUMN "reject_reason" varchar;
  ALTER TABLE "memberships" ADD COLUMN "note" varchar;
  ALTER TABLE "memberships" ADD COLUMN "reject_reason" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "institutions" ALTER COLUMN "status" SET DATA TYPE text;
  ALTER TABLE "institutions" ALTER COLUMN "status" SET DEFAULT 'requested'::text;
  DROP TYPE "public"."enum_institutions_status";
  CREATE TYPE "public"."enum_institutions_status" AS ENUM('requested', 'active');
  ALTER TABLE "institutions" ALTER COLUMN "status" SET DEFAULT 'requested'::"public"."enum_institutions_status";
  ALTER TABLE "institutions" ALTER COLUMN "status" SET DATA TYPE "public"."enum_institutions_status" USING "status"::"public"."enum_institutions_status";
  ALTER TABLE "memberships" ALTER COLUMN "status" SET DATA TYPE text;
  ALTER TABLE "memberships" ALTER COLUMN "status" SET DEFAULT 'requested'::text;
  DROP TYPE "public"."enum_memberships_status";
  CREATE TYPE "public"."enum_memberships_status" AS ENUM('requested', 'active');
  ALTER TABLE "memberships" ALTER COLUMN "status" SET DEFAULT 'requested'::"public"."enum_memberships_status";
  ALTER TABLE "memberships" ALTER COLUMN "status" SET DATA TYPE "public"."enum_memberships_status" USING "status"::"public"."enum_memberships_status";
  ALTER TABLE "institutions" DROP COLUMN "reject_reason";
  ALTER TABLE "memberships" DROP COLUMN "note";
  ALTER TABLE "memberships" DROP COLUMN "reject_reason";`)
}
