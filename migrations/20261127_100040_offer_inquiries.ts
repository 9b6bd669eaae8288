import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// Offer inquiries from the employers' page (issue 29 point 6, ADR 0059), the 'offer-inquiries'
// collection the team works off in /admin. The unique intent is the form's random key: of several
// requests sending the same filled-in form, one INSERT stores it and only that one mails.
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE TYPE "public"."enum_offer_inquiries_status" AS ENUM('open', 'answered');
  CREATE TYPE "public"."enum_offer_inquiries_bracket" AS ENUM('postings_1_3', 'postings_4_10', 'postings_11_plus');
  CREATE TYPE "public"."enum_offer_inquiries_locale" AS ENUM('de', 'fr', 'it');
  CREATE TABLE "offer_inquiries" (
    "id" serial PRIMARY KEY NOT NULL,
    "status" "enum_offer_inquiries_status" DEFAULT 'open' NOT NULL,
    "team_note" varchar,
    "first_name" varchar NOT NULL,
    "last_name" varchar NOT NULL,
    "email" varchar NOT NULL,
    "institution" varchar NOT NULL,
    "website" varchar,
    "message" varchar,
    "bracket" "enum_offer_inquiries_bracket" NOT NULL,
    "locale" "enum_offer_inquiries_locale" NOT NULL,
    "consent_at" timestamp(3) with time zone NOT NULL,
    "intent" varchar NOT NULL,
    "updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
    "created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  CREATE INDEX "offer_inquiries_status_idx" ON "offer_inquiries" USING btree ("status");
  CREATE INDEX "offer_inquiries_email_idx" ON "offer_inquiries" USING btree ("email");
  CREATE UNIQUE INDEX "offer_inquiries_intent_idx" ON "offer_inquiries" USING btree ("intent");
  CREATE INDEX "offer_inquiries_updated_at_idx" ON "offer_inquiries" USING btree ("updated_at");
  CREATE INDEX "offer_inquiries_created_at_idx" ON "offer_inquiries" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "offer_inquiries_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_offer_inquiries_fk" FOREIGN KEY ("offer_inquiries_id") REFERENCES "public"."offer_inquiries"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_offer_inquiries_id_idx" ON "payload_locked_documents_rels" USING btree ("offer_inquiries_id");
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_offer_inquiries_fk";
  DROP INDEX IF EXISTS "payload_locked_documents_rels_offer_inquiries_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN IF EXISTS "offer_inquiries_id";
  DROP TABLE IF EXISTS "offer_inquiries";
  DROP TYPE IF EXISTS "public"."enum_offer_inquiries_status";
  DROP TYPE IF EXISTS "public"."enum_offer_inquiries_bracket";
  DROP TYPE IF EXISTS "public"."enum_offer_inquiries_locale";
  `)
}
