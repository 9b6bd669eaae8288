import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_statistic_events_type" AS ENUM('fe/job/impression', 'fe/job/view', 'fe/institution/impression', 'fe/institution/view');
  CREATE TYPE "public"."enum_job_alerts_locale" AS ENUM('de', 'fr', 'it');
  CREATE TYPE "public"."enum_job_alerts_status" AS ENUM('pending', 'active');
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendJobAlerts');
  CREATE TYPE "public"."enum_payload_jobs_log_state" AS ENUM('failed', 'succeeded');
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendJobAlerts');
  CREATE TABLE "review_messages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"review_id" integer NOT NULL,
  	"institution_id" integer NOT NULL,
  	"sender_id" integer NOT NULL,
  	"message" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "statistic_events" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"type" "enum_statistic_events_type" NOT NULL,
  	"job_id" integer,
  	"institution_id" integer NOT NULL,
  	"institution_parent_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "job_alerts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"email" varchar NOT NULL,
  	"user_id" integer,
  	"locale" "enum_job_alerts_locale" NOT NULL,
  	"status" "enum_job_alerts_status" DEFAULT 'pending' NOT NULL,
  	"filter" jsonb NOT NULL,
  	"confirm_token_hash" varchar,
  	"unsubscribe_token_hash" varchar,
  	"confirmed_at" timestamp(3) with time zone,
  	"last_sent_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_jobs_log" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"executed_at" timestamp(3) with time zone NOT NULL,
  	"completed_at" timestamp(3) with time zone NOT NULL,
  	"task_slug" "enum_payload_jobs_log_task_slug" NOT NULL,
  	"task_i_d" varchar NOT NULL,
  	"input" jsonb,
  	"output" jsonb,
  	"state" "enum_payload_jobs_log_state" NOT NULL,
  	"error" jsonb
  );
  
  CREATE TABLE "payload_jobs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"input" jsonb,
  	"completed_at" timestamp(3) with time zone,
  	"total_tried" numeric DEFAULT 0,
  	"has_error" boolean DEFAULT false,
  	"error" jsonb,
  	"task_slug" "enum_payload_jobs_task_slug",
  	"queue" varchar DEFAULT 'default',
  	"wait_until" timestamp(3) with time zone,
  	"processing" boolean DEFAULT false,
  	"meta" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_jobs_stats" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"stats" jsonb,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "review_messages_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "statistic_events_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "job_alerts_id" integer;
  ALTER TABLE "review_messages" ADD CONSTRAINT "review_messages_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "review_messages" ADD CONSTRAINT "review_messages_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "review_messages" ADD CONSTRAINT "review_messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "statistic_events" ADD CONSTRAINT "statistic_events_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "statistic_events" ADD CONSTRAINT "statistic_events_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "statistic_events" ADD CONSTRAINT "statistic_events_institution_parent_id_institutions_id_fk" FOREIGN KEY ("institution_parent_id") REFERENCES "public"."institutions"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "job_alerts" ADD CONSTRAINT "job_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_jobs_log" ADD CONSTRAINT "payload_jobs_log_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."payload_jobs"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "review_messages_review_idx" ON "review_messages" USING btree ("review_id");
  CREATE INDEX "review_messages_institution_idx" ON "review_messages" USING btree ("institution_id");
  CREATE INDEX "review_messages_sender_idx" ON "review_messages" USING btree ("sender_id");
  CREATE INDEX "review_messages_updated_at_idx" ON "review_messages" USING btree ("updated_at");
  CREATE INDEX "review_messages_created_at_idx" ON "review_messages" USING btree ("created_at");
  CREATE INDEX "statistic_events_type_idx" ON "statistic_events" USING btree ("type");
  CREATE INDEX "statistic_events_job_idx" ON "statistic_events" USING btree ("job_id");
  CREATE INDEX "statistic_events_institution_idx" ON "statistic_events" USING btree ("institution_id");
  CREATE INDEX "statistic_events_institution_parent_idx" ON "statistic_events" USING btree ("institution_parent_id");
  CREATE INDEX "statistic_events_updated_at_idx" ON "statistic_events" USING btree ("updated_at");
  CREATE INDEX "statistic_events_created_at_idx" ON "statistic_events" USING btree ("created_at");
  CREATE INDEX "institution_createdAt_idx" ON "statistic_events" USING btree ("institution_id","created_at");
  CREATE INDEX "job_createdAt_idx" ON "statistic_events" USING btree ("job_id","created_at");
  CREATE INDEX "job_alerts_email_idx" ON "job_alerts" USING btree ("email");
  CREATE INDEX "job_alerts_user_idx" ON "job_alerts" USING btree ("user_id");
  CREATE INDEX "job_alerts_status_idx" ON "job_alerts" USING btree ("status");
  CREATE INDEX "job_alerts_confirm_token_hash_idx" ON "job_alerts" USING btree ("confirm_token_hash");
  CREATE INDEX "job_alerts_unsubscribe_token_hash_idx" ON "job_alerts" USING btree ("unsubscribe_token_hash");
  CREATE INDEX "job_alerts_updated_at_idx" ON "job_alerts" USING btree ("updated_at");
  CREATE INDEX "job_alerts_created_at_idx" ON "job_alerts" USING btree ("created_at");
  CREATE INDEX "payload_jobs_log_order_idx" ON "payload_jobs_log" USING btree ("_order");
  CREATE INDEX "payload_jobs_log_parent_id_idx" ON "payload_jobs_log" USING btree ("_parent_id");
  CREATE INDEX "payload_jobs_completed_at_idx" ON "payload_jobs" USING btree ("completed_at");
  CREATE INDEX "payload_jobs_total_tried_idx" ON "payload_jobs" USING btree ("total_tried");
  CREATE INDEX "payload_jobs_has_error_idx" ON "payload_jobs" USING btree ("has_error");
  CREATE INDEX "payload_jobs_task_slug_idx" ON "payload_jobs" USING btree ("task_slug");
  CREATE INDEX "payload_jobs_queue_idx" ON "payload_jobs" USING btree ("queue");
  CREATE INDEX "payload_jobs_wait_until_idx" ON "payload_jobs" USING btree ("wait_until");
  CREATE INDEX "payload_jobs_processing_idx" ON "payload_jobs" USING btree ("processing");
  CREATE INDEX "payload_jobs_updated_at_idx" ON "payload_jobs" USING btree ("updated_at");
  CREATE INDEX "payload_jobs_created_at_idx" ON "payload_jobs" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_review_messages_fk" FOREIGN KEY ("review_messages_id") REFERENCES "public"."review_messages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_statistic_events_fk" FOREIGN KEY ("statistic_events_id") REFERENCES "public"."statistic_events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_job_alerts_fk" FOREIGN KEY ("job_alerts_id") REFERENCES "public"."job_alerts"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_review_messages_id_idx" ON "payload_locked_documents_rels" USING btree ("review_messages_id");
  CREATE INDEX "payload_locked_documents_rels_statistic_events_id_idx" ON "payload_locked_documents_rels" USING btree ("statistic_events_id");
  CREATE INDEX "payload_locked_documents_rels_job_alerts_id_idx" ON "payload_locked_documents_rels" USING btree ("job_alerts_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "review_messages" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "statistic_events" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "job_alerts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs_log" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs_stats" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "review_messages" CASCADE;
  DROP TABLE "statistic_events" CASCADE;
  DROP TABLE "job_alerts" CASCADE;
  DROP TABLE "payload_jobs_log" CASCADE;
  DROP TABLE "payload_jobs" CASCADE;
  DROP TABLE "payload_jobs_stats" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_review_messages_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_statistic_events_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_job_alerts_fk";
  
  DROP INDEX "payload_locked_documents_rels_review_messages_id_idx";
  DROP INDEX "payload_locked_documents_rels_statistic_events_id_idx";
  DROP INDEX "payload_locked_documents_rels_job_alerts_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "review_messages_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "statistic_events_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "job_alerts_id";
  DROP TYPE "public"."enum_statistic_events_type";
  DROP TYPE "public"."enum_job_alerts_locale";
  DROP TYPE "public"."enum_job_alerts_status";
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  DROP TYPE "public"."enum_payload_jobs_log_state";
  DROP TYPE "public"."enum_payload_jobs_task_slug";`)
}
