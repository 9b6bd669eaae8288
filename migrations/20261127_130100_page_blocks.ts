import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// Content pages with blocks (ADR 0061): the localized `layout` blocks of `pages` and of its versions
// (one table per block, the button rows, the teasers' chosen articles and jobs in *_rels), the
// page's section colour, and Payload's scheduled publishing task ('schedulePublish'). Public pages
// read every new table, so each gets the page cache's trigger (ADR 0034).
const PUBLIC_TABLES = ['pages_blocks_rich_text', 'pages_blocks_navigation_buttons_buttons', 'pages_blocks_navigation_buttons', 'pages_blocks_footer_title', 'pages_blocks_footer_buttons_buttons', 'pages_blocks_footer_buttons', 'pages_blocks_html', 'pages_blocks_video', 'pages_blocks_image', 'pages_blocks_teasers', 'pages_rels', '_pages_v_blocks_rich_text', '_pages_v_blocks_navigation_buttons_buttons', '_pages_v_blocks_navigation_buttons', '_pages_v_blocks_footer_title', '_pages_v_blocks_footer_buttons_buttons', '_pages_v_blocks_footer_buttons', '_pages_v_blocks_html', '_pages_v_blocks_video', '_pages_v_blocks_image', '_pages_v_blocks_teasers', '_pages_v_rels']

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE TYPE "public"."enum_pages_blocks_navigation_buttons_buttons_link_kind" AS ENUM('internal', 'story', 'external', 'email', 'asset');
  CREATE TYPE "public"."enum_pages_blocks_navigation_buttons_buttons_link_route" AS ENUM('home', 'jobs', 'institutions', 'ejournals', 'offer', 'login', 'register', 'cockpit');
  CREATE TYPE "public"."enum_pages_blocks_navigation_buttons_buttons_style" AS ENUM('primary', 'secondary', 'link');
  CREATE TYPE "public"."enum_pages_blocks_footer_buttons_buttons_link_kind" AS ENUM('internal', 'story', 'external', 'email', 'asset');
  CREATE TYPE "public"."enum_pages_blocks_footer_buttons_buttons_link_route" AS ENUM('home', 'jobs', 'institutions', 'ejournals', 'offer', 'login', 'register', 'cockpit');
  CREATE TYPE "public"."enum_pages_blocks_footer_buttons_buttons_style" AS ENUM('primary', 'secondary', 'link');
  CREATE TYPE "public"."enum_pages_blocks_video_ratio" AS ENUM('16:9', '9:16', '1:1');
  CREATE TYPE "public"."enum_pages_blocks_teasers_source" AS ENUM('articles', 'jobs');
  CREATE TYPE "public"."enum_pages_section" AS ENUM('primary', 'job', 'institution', 'article');
  CREATE TYPE "public"."enum__pages_v_blocks_navigation_buttons_buttons_link_kind" AS ENUM('internal', 'story', 'external', 'email', 'asset');
  CREATE TYPE "public"."enum__pages_v_blocks_navigation_buttons_buttons_link_route" AS ENUM('home', 'jobs', 'institutions', 'ejournals', 'offer', 'login', 'register', 'cockpit');
  CREATE TYPE "public"."enum__pages_v_blocks_navigation_buttons_buttons_style" AS ENUM('primary', 'secondary', 'link');
  CREATE TYPE "public"."enum__pages_v_blocks_footer_buttons_buttons_link_kind" AS ENUM('internal', 'story', 'external', 'email', 'asset');
  CREATE TYPE "public"."enum__pages_v_blocks_footer_buttons_buttons_link_route" AS ENUM('home', 'jobs', 'institutions', 'ejournals', 'offer', 'login', 'register', 'cockpit');
  CREATE TYPE "public"."enum__pages_v_blocks_footer_buttons_buttons_style" AS ENUM('primary', 'secondary', 'link');
  CREATE TYPE "public"."enum__pages_v_blocks_video_ratio" AS ENUM('16:9', '9:16', '1:1');
  CREATE TYPE "public"."enum__pages_v_blocks_teasers_source" AS ENUM('articles', 'jobs');
  CREATE TYPE "public"."enum__pages_v_version_section" AS ENUM('primary', 'job', 'institution', 'article');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'schedulePublish';
  CREATE TABLE "pages_blocks_rich_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"body" jsonb,
  	"block_name" varchar
  );

  CREATE TABLE "pages_blocks_navigation_buttons_buttons" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"link_kind" "enum_pages_blocks_navigation_buttons_buttons_link_kind" DEFAULT 'internal',
  	"link_route" "enum_pages_blocks_navigation_buttons_buttons_link_route",
  	"link_filters" varchar,
  	"link_story_id" integer,
  	"link_url" varchar,
  	"link_new_tab" boolean DEFAULT true,
  	"link_email" varchar,
  	"link_asset_id" integer,
  	"style" "enum_pages_blocks_navigation_buttons_buttons_style" DEFAULT 'primary'
  );

  CREATE TABLE "pages_blocks_navigation_buttons" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );

  CREATE TABLE "pages_blocks_footer_title" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"block_name" varchar
  );

  CREATE TABLE "pages_blocks_footer_buttons_buttons" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"link_kind" "enum_pages_blocks_footer_buttons_buttons_link_kind" DEFAULT 'internal',
  	"link_route" "enum_pages_blocks_footer_buttons_buttons_link_route",
  	"link_filters" varchar,
  	"link_story_id" integer,
  	"link_url" varchar,
  	"link_new_tab" boolean DEFAULT true,
  	"link_email" varchar,
  	"link_asset_id" integer,
  	"style" "enum_pages_blocks_footer_buttons_buttons_style" DEFAULT 'primary'
  );

  CREATE TABLE "pages_blocks_footer_buttons" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );

  CREATE TABLE "pages_blocks_html" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"html" varchar,
  	"block_name" varchar
  );

  CREATE TABLE "pages_blocks_video" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"url" varchar,
  	"title" varchar,
  	"ratio" "enum_pages_blocks_video_ratio" DEFAULT '16:9',
  	"block_name" varchar
  );

  CREATE TABLE "pages_blocks_image" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"alt" varchar,
  	"caption" varchar,
  	"block_name" varchar
  );

  CREATE TABLE "pages_blocks_teasers" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"source" "enum_pages_blocks_teasers_source" DEFAULT 'articles',
  	"count" numeric DEFAULT 3,
  	"block_name" varchar
  );

  CREATE TABLE "pages_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"locale" "_locales",
  	"articles_id" integer,
  	"jobs_id" integer
  );

  CREATE TABLE "_pages_v_blocks_rich_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"body" jsonb,
  	"_uuid" varchar,
  	"block_name" varchar
  );

  CREATE TABLE "_pages_v_blocks_navigation_buttons_buttons" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"link_kind" "enum__pages_v_blocks_navigation_buttons_buttons_link_kind" DEFAULT 'internal',
  	"link_route" "enum__pages_v_blocks_navigation_buttons_buttons_link_route",
  	"link_filters" varchar,
  	"link_story_id" integer,
  	"link_url" varchar,
  	"link_new_tab" boolean DEFAULT true,
  	"link_email" varchar,
  	"link_asset_id" integer,
  	"style" "enum__pages_v_blocks_navigation_buttons_buttons_style" DEFAULT 'primary',
  	"_uuid" varchar
  );

  CREATE TABLE "_pages_v_blocks_navigation_buttons" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );

  CREATE TABLE "_pages_v_blocks_footer_title" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );

  CREATE TABLE "_pages_v_blocks_footer_buttons_buttons" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"link_kind" "enum__pages_v_blocks_footer_buttons_buttons_link_kind" DEFAULT 'internal',
  	"link_route" "enum__pages_v_blocks_footer_buttons_buttons_link_route",
  	"link_filters" varchar,
  	"link_story_id" integer,
  	"link_url" varchar,
  	"link_new_tab" boolean DEFAULT true,
  	"link_email" varchar,
  	"link_asset_id" integer,
  	"style" "enum__pages_v_blocks_footer_buttons_buttons_style" DEFAULT 'primary',
  	"_uuid" varchar
  );

  CREATE TABLE "_pages_v_blocks_footer_buttons" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );

  CREATE TABLE "_pages_v_blocks_html" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"html" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );

  CREATE TABLE "_pages_v_blocks_video" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"url" varchar,
  	"title" varchar,
  	"ratio" "enum__pages_v_blocks_video_ratio" DEFAULT '16:9',
  	"_uuid" varchar,
  	"block_name" varchar
  );

  CREATE TABLE "_pages_v_blocks_image" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"alt" varchar,
  	"caption" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );

  CREATE TABLE "_pages_v_blocks_teasers" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"source" "enum__pages_v_blocks_teasers_source" DEFAULT 'articles',
  	"count" numeric DEFAULT 3,
  	"_uuid" varchar,
  	"block_name" varchar
  );

  CREATE TABLE "_pages_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"locale" "_locales",
  	"articles_id" integer,
  	"jobs_id" integer
  );

  ALTER TABLE "pages" ADD COLUMN "section" "enum_pages_section" DEFAULT 'primary';
  ALTER TABLE "_pages_v" ADD COLUMN "version_section" "enum__pages_v_version_section" DEFAULT 'primary';
  ALTER TABLE "pages_blocks_rich_text" ADD CONSTRAINT "pages_blocks_rich_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_navigation_buttons_buttons" ADD CONSTRAINT "pages_blocks_navigation_buttons_buttons_link_story_id_links_id_fk" FOREIGN KEY ("link_story_id") REFERENCES "public"."links"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_navigation_buttons_buttons" ADD CONSTRAINT "pages_blocks_navigation_buttons_buttons_link_asset_id_media_id_fk" FOREIGN KEY ("link_asset_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_navigation_buttons_buttons" ADD CONSTRAINT "pages_blocks_navigation_buttons_buttons_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_navigation_buttons"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_navigation_buttons" ADD CONSTRAINT "pages_blocks_navigation_buttons_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_footer_title" ADD CONSTRAINT "pages_blocks_footer_title_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_footer_buttons_buttons" ADD CONSTRAINT "pages_blocks_footer_buttons_buttons_link_story_id_links_id_fk" FOREIGN KEY ("link_story_id") REFERENCES "public"."links"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_footer_buttons_buttons" ADD CONSTRAINT "pages_blocks_footer_buttons_buttons_link_asset_id_media_id_fk" FOREIGN KEY ("link_asset_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_footer_buttons_buttons" ADD CONSTRAINT "pages_blocks_footer_buttons_buttons_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_footer_buttons"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_footer_buttons" ADD CONSTRAINT "pages_blocks_footer_buttons_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_html" ADD CONSTRAINT "pages_blocks_html_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_video" ADD CONSTRAINT "pages_blocks_video_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_image" ADD CONSTRAINT "pages_blocks_image_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_image" ADD CONSTRAINT "pages_blocks_image_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_teasers" ADD CONSTRAINT "pages_blocks_teasers_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_articles_fk" FOREIGN KEY ("articles_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_jobs_fk" FOREIGN KEY ("jobs_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_rich_text" ADD CONSTRAINT "_pages_v_blocks_rich_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_navigation_buttons_buttons" ADD CONSTRAINT "_pages_v_blocks_navigation_buttons_buttons_link_story_id_links_id_fk" FOREIGN KEY ("link_story_id") REFERENCES "public"."links"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_navigation_buttons_buttons" ADD CONSTRAINT "_pages_v_blocks_navigation_buttons_buttons_link_asset_id_media_id_fk" FOREIGN KEY ("link_asset_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_navigation_buttons_buttons" ADD CONSTRAINT "_pages_v_blocks_navigation_buttons_buttons_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_navigation_buttons"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_navigation_buttons" ADD CONSTRAINT "_pages_v_blocks_navigation_buttons_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_footer_title" ADD CONSTRAINT "_pages_v_blocks_footer_title_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_footer_buttons_buttons" ADD CONSTRAINT "_pages_v_blocks_footer_buttons_buttons_link_story_id_links_id_fk" FOREIGN KEY ("link_story_id") REFERENCES "public"."links"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_footer_buttons_buttons" ADD CONSTRAINT "_pages_v_blocks_footer_buttons_buttons_link_asset_id_media_id_fk" FOREIGN KEY ("link_asset_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_footer_buttons_buttons" ADD CONSTRAINT "_pages_v_blocks_footer_buttons_buttons_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_footer_buttons"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_footer_buttons" ADD CONSTRAINT "_pages_v_blocks_footer_buttons_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_html" ADD CONSTRAINT "_pages_v_blocks_html_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_video" ADD CONSTRAINT "_pages_v_blocks_video_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_image" ADD CONSTRAINT "_pages_v_blocks_image_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_image" ADD CONSTRAINT "_pages_v_blocks_image_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_teasers" ADD CONSTRAINT "_pages_v_blocks_teasers_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_articles_fk" FOREIGN KEY ("articles_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_jobs_fk" FOREIGN KEY ("jobs_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_rich_text_order_idx" ON "pages_blocks_rich_text" USING btree ("_order");
  CREATE INDEX "pages_blocks_rich_text_parent_id_idx" ON "pages_blocks_rich_text" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_rich_text_path_idx" ON "pages_blocks_rich_text" USING btree ("_path");
  CREATE INDEX "pages_blocks_rich_text_locale_idx" ON "pages_blocks_rich_text" USING btree ("_locale");
  CREATE INDEX "pages_blocks_navigation_buttons_buttons_order_idx" ON "pages_blocks_navigation_buttons_buttons" USING btree ("_order");
  CREATE INDEX "pages_blocks_navigation_buttons_buttons_parent_id_idx" ON "pages_blocks_navigation_buttons_buttons" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_navigation_buttons_buttons_locale_idx" ON "pages_blocks_navigation_buttons_buttons" USING btree ("_locale");
  CREATE INDEX "pages_blocks_navigation_buttons_buttons_link_link_story_idx" ON "pages_blocks_navigation_buttons_buttons" USING btree ("link_story_id");
  CREATE INDEX "pages_blocks_navigation_buttons_buttons_link_link_asset_idx" ON "pages_blocks_navigation_buttons_buttons" USING btree ("link_asset_id");
  CREATE INDEX "pages_blocks_navigation_buttons_order_idx" ON "pages_blocks_navigation_buttons" USING btree ("_order");
  CREATE INDEX "pages_blocks_navigation_buttons_parent_id_idx" ON "pages_blocks_navigation_buttons" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_navigation_buttons_path_idx" ON "pages_blocks_navigation_buttons" USING btree ("_path");
  CREATE INDEX "pages_blocks_navigation_buttons_locale_idx" ON "pages_blocks_navigation_buttons" USING btree ("_locale");
  CREATE INDEX "pages_blocks_footer_title_order_idx" ON "pages_blocks_footer_title" USING btree ("_order");
  CREATE INDEX "pages_blocks_footer_title_parent_id_idx" ON "pages_blocks_footer_title" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_footer_title_path_idx" ON "pages_blocks_footer_title" USING btree ("_path");
  CREATE INDEX "pages_blocks_footer_title_locale_idx" ON "pages_blocks_footer_title" USING btree ("_locale");
  CREATE INDEX "pages_blocks_footer_buttons_buttons_order_idx" ON "pages_blocks_footer_buttons_buttons" USING btree ("_order");
  CREATE INDEX "pages_blocks_footer_buttons_buttons_parent_id_idx" ON "pages_blocks_footer_buttons_buttons" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_footer_buttons_buttons_locale_idx" ON "pages_blocks_footer_buttons_buttons" USING btree ("_locale");
  CREATE INDEX "pages_blocks_footer_buttons_buttons_link_link_story_idx" ON "pages_blocks_footer_buttons_buttons" USING btree ("link_story_id");
  CREATE INDEX "pages_blocks_footer_buttons_buttons_link_link_asset_idx" ON "pages_blocks_footer_buttons_buttons" USING btree ("link_asset_id");
  CREATE INDEX "pages_blocks_footer_buttons_order_idx" ON "pages_blocks_footer_buttons" USING btree ("_order");
  CREATE INDEX "pages_blocks_footer_buttons_parent_id_idx" ON "pages_blocks_footer_buttons" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_footer_buttons_path_idx" ON "pages_blocks_footer_buttons" USING btree ("_path");
  CREATE INDEX "pages_blocks_footer_buttons_locale_idx" ON "pages_blocks_footer_buttons" USING btree ("_locale");
  CREATE INDEX "pages_blocks_html_order_idx" ON "pages_blocks_html" USING btree ("_order");
  CREATE INDEX "pages_blocks_html_parent_id_idx" ON "pages_blocks_html" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_html_path_idx" ON "pages_blocks_html" USING btree ("_path");
  CREATE INDEX "pages_blocks_html_locale_idx" ON "pages_blocks_html" USING btree ("_locale");
  CREATE INDEX "pages_blocks_video_order_idx" ON "pages_blocks_video" USING btree ("_order");
  CREATE INDEX "pages_blocks_video_parent_id_idx" ON "pages_blocks_video" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_video_path_idx" ON "pages_blocks_video" USING btree ("_path");
  CREATE INDEX "pages_blocks_video_locale_idx" ON "pages_blocks_video" USING btree ("_locale");
  CREATE INDEX "pages_blocks_image_order_idx" ON "pages_blocks_image" USING btree ("_order");
  CREATE INDEX "pages_blocks_image_parent_id_idx" ON "pages_blocks_image" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_image_path_idx" ON "pages_blocks_image" USING btree ("_path");
  CREATE INDEX "pages_blocks_image_locale_idx" ON "pages_blocks_image" USING btree ("_locale");
  CREATE INDEX "pages_blocks_image_image_idx" ON "pages_blocks_image" USING btree ("image_id");
  CREATE INDEX "pages_blocks_teasers_order_idx" ON "pages_blocks_teasers" USING btree ("_order");
  CREATE INDEX "pages_blocks_teasers_parent_id_idx" ON "pages_blocks_teasers" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_teasers_path_idx" ON "pages_blocks_teasers" USING btree ("_path");
  CREATE INDEX "pages_blocks_teasers_locale_idx" ON "pages_blocks_teasers" USING btree ("_locale");
  CREATE INDEX "pages_rels_order_idx" ON "pages_rels" USING btree ("order");
  CREATE INDEX "pages_rels_parent_idx" ON "pages_rels" USING btree ("parent_id");
  CREATE INDEX "pages_rels_path_idx" ON "pages_rels" USING btree ("path");
  CREATE INDEX "pages_rels_locale_idx" ON "pages_rels" USING btree ("locale");
  CREATE INDEX "pages_rels_articles_id_idx" ON "pages_rels" USING btree ("articles_id","locale");
  CREATE INDEX "pages_rels_jobs_id_idx" ON "pages_rels" USING btree ("jobs_id","locale");
  CREATE INDEX "_pages_v_blocks_rich_text_order_idx" ON "_pages_v_blocks_rich_text" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_rich_text_parent_id_idx" ON "_pages_v_blocks_rich_text" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_rich_text_path_idx" ON "_pages_v_blocks_rich_text" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_rich_text_locale_idx" ON "_pages_v_blocks_rich_text" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_navigation_buttons_buttons_order_idx" ON "_pages_v_blocks_navigation_buttons_buttons" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_navigation_buttons_buttons_parent_id_idx" ON "_pages_v_blocks_navigation_buttons_buttons" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_navigation_buttons_buttons_locale_idx" ON "_pages_v_blocks_navigation_buttons_buttons" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_navigation_buttons_buttons_link_link_sto_idx" ON "_pages_v_blocks_navigation_buttons_buttons" USING btree ("link_story_id");
  CREATE INDEX "_pages_v_blocks_navigation_buttons_buttons_link_link_ass_idx" ON "_pages_v_blocks_navigation_buttons_buttons" USING btree ("link_asset_id");
  CREATE INDEX "_pages_v_blocks_navigation_buttons_order_idx" ON "_pages_v_blocks_navigation_buttons" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_navigation_buttons_parent_id_idx" ON "_pages_v_blocks_navigation_buttons" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_navigation_buttons_path_idx" ON "_pages_v_blocks_navigation_buttons" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_navigation_buttons_locale_idx" ON "_pages_v_blocks_navigation_buttons" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_footer_title_order_idx" ON "_pages_v_blocks_footer_title" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_footer_title_parent_id_idx" ON "_pages_v_blocks_footer_title" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_footer_title_path_idx" ON "_pages_v_blocks_footer_title" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_footer_title_locale_idx" ON "_pages_v_blocks_footer_title" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_footer_buttons_buttons_order_idx" ON "_pages_v_blocks_footer_buttons_buttons" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_footer_buttons_buttons_parent_id_idx" ON "_pages_v_blocks_footer_buttons_buttons" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_footer_buttons_buttons_locale_idx" ON "_pages_v_blocks_footer_buttons_buttons" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_footer_buttons_buttons_link_link_story_idx" ON "_pages_v_blocks_footer_buttons_buttons" USING btree ("link_story_id");
  CREATE INDEX "_pages_v_blocks_footer_buttons_buttons_link_link_asset_idx" ON "_pages_v_blocks_footer_buttons_buttons" USING btree ("link_asset_id");
  CREATE INDEX "_pages_v_blocks_footer_buttons_order_idx" ON "_pages_v_blocks_footer_buttons" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_footer_buttons_parent_id_idx" ON "_pages_v_blocks_footer_buttons" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_footer_buttons_path_idx" ON "_pages_v_blocks_footer_buttons" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_footer_buttons_locale_idx" ON "_pages_v_blocks_footer_buttons" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_html_order_idx" ON "_pages_v_blocks_html" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_html_parent_id_idx" ON "_pages_v_blocks_html" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_html_path_idx" ON "_pages_v_blocks_html" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_html_locale_idx" ON "_pages_v_blocks_html" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_video_order_idx" ON "_pages_v_blocks_video" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_video_parent_id_idx" ON "_pages_v_blocks_video" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_video_path_idx" ON "_pages_v_blocks_video" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_video_locale_idx" ON "_pages_v_blocks_video" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_image_order_idx" ON "_pages_v_blocks_image" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_image_parent_id_idx" ON "_pages_v_blocks_image" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_image_path_idx" ON "_pages_v_blocks_image" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_image_locale_idx" ON "_pages_v_blocks_image" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_image_image_idx" ON "_pages_v_blocks_image" USING btree ("image_id");
  CREATE INDEX "_pages_v_blocks_teasers_order_idx" ON "_pages_v_blocks_teasers" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_teasers_parent_id_idx" ON "_pages_v_blocks_teasers" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_teasers_path_idx" ON "_pages_v_blocks_teasers" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_teasers_locale_idx" ON "_pages_v_blocks_teasers" USING btree ("_locale");
  CREATE INDEX "_pages_v_rels_order_idx" ON "_pages_v_rels" USING btree ("order");
  CREATE INDEX "_pages_v_rels_parent_idx" ON "_pages_v_rels" USING btree ("parent_id");
  CREATE INDEX "_pages_v_rels_path_idx" ON "_pages_v_rels" USING btree ("path");
  CREATE INDEX "_pages_v_rels_locale_idx" ON "_pages_v_rels" USING btree ("locale");
  CREATE INDEX "_pages_v_rels_articles_id_idx" ON "_pages_v_rels" USING btree ("articles_id","locale");
  CREATE INDEX "_pages_v_rels_jobs_id_idx" ON "_pages_v_rels" USING btree ("jobs_id","locale");
  `)
  for (const table of PUBLIC_TABLES) {
    await db.execute(
      sql.raw(`CREATE TRIGGER page_cache_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "${table}" FOR EACH STATEMENT EXECUTE FUNCTION helvemed_page_cache_notify();`),
    )
  }
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DELETE FROM "payload_jobs" WHERE "task_slug" = 'schedulePublish';
  DELETE FROM "payload_jobs_log" WHERE "task_slug" = 'schedulePublish';
  DROP TABLE "pages_blocks_rich_text" CASCADE;
  DROP TABLE "pages_blocks_navigation_buttons_buttons" CASCADE;
  DROP TABLE "pages_blocks_navigation_buttons" CASCADE;
  DROP TABLE "pages_blocks_footer_title" CASCADE;
  DROP TABLE "pages_blocks_footer_buttons_buttons" CASCADE;
  DROP TABLE "pages_blocks_footer_buttons" CASCADE;
  DROP TABLE "pages_blocks_html" CASCADE;
  DROP TABLE "pages_blocks_video" CASCADE;
  DROP TABLE "pages_blocks_image" CASCADE;
  DROP TABLE "pages_blocks_teasers" CASCADE;
  DROP TABLE "pages_rels" CASCADE;
  DROP TABLE "_pages_v_blocks_rich_text" CASCADE;
  DROP TABLE "_pages_v_blocks_navigation_buttons_buttons" CASCADE;
  DROP TABLE "_pages_v_blocks_navigation_buttons" CASCADE;
  DROP TABLE "_pages_v_blocks_footer_title" CASCADE;
  DROP TABLE "_pages_v_blocks_footer_buttons_buttons" CASCADE;
  DROP TABLE "_pages_v_blocks_footer_buttons" CASCADE;
  DROP TABLE "_pages_v_blocks_html" CASCADE;
  DROP TABLE "_pages_v_blocks_video" CASCADE;
  DROP TABLE "_pages_v_blocks_image" CASCADE;
  DROP TABLE "_pages_v_blocks_teasers" CASCADE;
  DROP TABLE "_pages_v_rels" CASCADE;
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendJobAlerts', 'jobEndReminders', 'statisticsRollUp');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendJobAlerts', 'jobEndReminders', 'statisticsRollUp');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  ALTER TABLE "pages" DROP COLUMN "section";
  ALTER TABLE "_pages_v" DROP COLUMN "version_section";
  DROP TYPE "public"."enum_pages_blocks_navigation_buttons_buttons_link_kind";
  DROP TYPE "public"."enum_pages_blocks_navigation_buttons_buttons_link_route";
  DROP TYPE "public"."enum_pages_blocks_navigation_buttons_buttons_style";
  DROP TYPE "public"."enum_pages_blocks_footer_buttons_buttons_link_kind";
  DROP TYPE "public"."enum_pages_blocks_footer_buttons_buttons_link_route";
  DROP TYPE "public"."enum_pages_blocks_footer_buttons_buttons_style";
  DROP TYPE "public"."enum_pages_blocks_video_ratio";
  DROP TYPE "public"."enum_pages_blocks_teasers_source";
  DROP TYPE "public"."enum_pages_section";
  DROP TYPE "public"."enum__pages_v_blocks_navigation_buttons_buttons_link_kind";
  DROP TYPE "public"."enum__pages_v_blocks_navigation_buttons_buttons_link_route";
  DROP TYPE "public"."enum__pages_v_blocks_navigation_buttons_buttons_style";
  DROP TYPE "public"."enum__pages_v_blocks_footer_buttons_buttons_link_kind";
  DROP TYPE "public"."enum__pages_v_blocks_footer_buttons_buttons_link_route";
  DROP TYPE "public"."enum__pages_v_blocks_footer_buttons_buttons_style";
  DROP TYPE "public"."enum__pages_v_blocks_video_ratio";
  DROP TYPE "public"."enum__pages_v_blocks_teasers_source";
  DROP TYPE "public"."enum__pages_v_version_section";
  `)
}
