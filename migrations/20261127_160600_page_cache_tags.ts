import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// The page cache drops only the kept pages that can show a change (ADR 0073). Each table public
// pages read gets a rule: its triggers (one per statement and kind, with the statement's rows)
// notify `helvemed_pages` with the tags of the changed rows, `tags job:12 institution:4 search`;
// the pages carrying one of them go (their tags: src/modules/routing/page-tags.ts). An update that
// changes only private columns (billing, reminders, timestamps) names nothing, nor does a row no
// public page shows (a draft job, a pending review, a requested institution, an unpublished
// article). A statement touching more than BULK rows sends its rule's coarse tags instead, and
// payloads near PostgreSQL's 8000-byte limit become `all`. Tables without a rule here keep the
// notification that empties everything (helvemed_page_cache_notify, 'all'), so are site-wide data
// (settings, links, redirects, essentials) and tables later migrations add.
// tests/integration/page-cache-triggers.test.ts holds the rule of every table.

/** Rule and private columns (an update of only these names nothing) per table. */
const RULES: Record<string, { rule: string; private?: string[] }> = {
  jobs: { rule: 'job', private: ['updated_at', 'created_at', 'reminded_until'] },
  jobs_rels: { rule: 'job-part' },
  institutions: {
    rule: 'institution',
    private: ['updated_at', 'created_at', 'reject_reason', 'billing_name', 'billing_department', 'billing_address', 'billing_zip', 'billing_city', 'billing_email', 'billing_type'],
  },
  institutions_locales: { rule: 'institution-part' },
  institutions_rels: { rule: 'institution-part' },
  institutions_videos_ext: { rule: 'institution-part' },
  institutions_wbs: { rule: 'institution-part' },
  reviews: { rule: 'review', private: ['updated_at', 'created_at', 'reject_reason'] },
  articles: { rule: 'article', private: ['updated_at', 'created_at'] },
  articles_locales: { rule: 'article-part' },
  articles_rels: { rule: 'article-part' },
  authors: { rule: 'author', private: ['updated_at', 'created_at'] },
  authors_locales: { rule: 'author-part' },
  pages: { rule: 'pages', private: ['updated_at', 'created_at'] },
  pages_locales: { rule: 'pages' },
  pages_rels: { rule: 'pages' },
  pages_blocks_rich_text: { rule: 'pages' },
  pages_blocks_navigation_buttons_buttons: { rule: 'pages' },
  pages_blocks_navigation_buttons: { rule: 'pages' },
  pages_blocks_footer_title: { rule: 'pages' },
  pages_blocks_footer_buttons_buttons: { rule: 'pages' },
  pages_blocks_footer_buttons: { rule: 'pages' },
  pages_blocks_html: { rule: 'pages' },
  pages_blocks_video: { rule: 'pages' },
  pages_blocks_image: { rule: 'pages' },
  pages_blocks_teasers: { rule: 'pages' },
  products: { rule: 'offer' },
  products_locales: { rule: 'offer' },
  products_variants: { rule: 'offer' },
  media: { rule: 'media' },
}

/**
 * Tables whose notification goes: no public page reads them. Page versions are the team's drafts
 * and autosaves (the preview is never kept; publishing writes `pages`); internships and the
 * relayed review messages are shown only in the cockpit. listed_jobs is the search's copy of the
 * listed ads, written only by a row trigger on jobs in the same statement: the jobs rule names its
 * changes (its own statements, one per row, would notify row by row).
 */
const SILENCED = ['_pages_v', '_pages_v_locales', '_pages_v_rels', '_pages_v_blocks_rich_text', '_pages_v_blocks_navigation_buttons_buttons', '_pages_v_blocks_navigation_buttons', '_pages_v_blocks_footer_title', '_pages_v_blocks_footer_buttons_buttons', '_pages_v_blocks_footer_buttons', '_pages_v_blocks_html', '_pages_v_blocks_video', '_pages_v_blocks_image', '_pages_v_blocks_teasers', 'internships', 'review_messages', 'listed_jobs']

const OPS = [
  { name: 'page_cache_insert', event: 'INSERT', referencing: 'REFERENCING NEW TABLE AS helvemed_new' },
  { name: 'page_cache_update', event: 'UPDATE', referencing: 'REFERENCING NEW TABLE AS helvemed_new OLD TABLE AS helvemed_old' },
  { name: 'page_cache_delete', event: 'DELETE', referencing: 'REFERENCING OLD TABLE AS helvemed_old' },
  { name: 'page_cache_truncate', event: 'TRUNCATE', referencing: '' },
]

const quoted = (text: string) => `'${text.replace(/'/g, "''")}'`

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  -- the pages that list jobs, employers or content blocks
  CREATE OR REPLACE FUNCTION helvemed_page_cache_job_tags(ids integer[]) RETURNS text[] LANGUAGE sql STABLE AS $$
    SELECT coalesce(array_agg(DISTINCT t), '{}') || CASE WHEN count(*) > 0 THEN ARRAY['search', 'employers', 'home', 'pages'] ELSE '{}' END
    FROM jobs j CROSS JOIN LATERAL unnest(ARRAY['job:' || j.id, 'institution:' || j.institution_id]) t
    WHERE j.id = ANY(ids) AND j.status = 'published' AND t IS NOT NULL
  $$;

  -- an employer's pages, its published jobs' pages (all job pages past 200) and the lists
  CREATE OR REPLACE FUNCTION helvemed_page_cache_institution_tags(ids integer[]) RETURNS text[] LANGUAGE sql STABLE AS $$
    WITH shown AS (SELECT id FROM institutions WHERE id = ANY(ids) AND status = 'active'),
    jobs_of AS (SELECT j.id FROM jobs j WHERE j.institution_id IN (SELECT id FROM shown) AND j.status = 'published' LIMIT 201)
    SELECT CASE WHEN NOT EXISTS (SELECT 1 FROM shown) THEN '{}'::text[] ELSE
      (SELECT array_agg('institution:' || id) FROM shown)
      || CASE WHEN (SELECT count(*) FROM jobs_of) > 200 THEN ARRAY['jobs'] ELSE coalesce((SELECT array_agg('job:' || id) FROM jobs_of), '{}') END
      || ARRAY['search', 'employers', 'home', 'pages'] END
  $$;

  -- a published article's pages in every language, its author's, its employers' and the lists
  CREATE OR REPLACE FUNCTION helvemed_page_cache_article_tags(ids integer[]) RETURNS text[] LANGUAGE sql STABLE AS $$
    WITH shown AS (SELECT id, author_id FROM articles WHERE id = ANY(ids) AND published_at IS NOT NULL AND published_at <= now())
    SELECT CASE WHEN NOT EXISTS (SELECT 1 FROM shown) THEN '{}'::text[] ELSE
      coalesce((SELECT array_agg(DISTINCT 'article:' || l.slug) FROM articles_locales l WHERE l._parent_id IN (SELECT id FROM shown)), '{}')
      || coalesce((SELECT array_agg(DISTINCT 'author:' || a.slug) FROM authors a WHERE a.id IN (SELECT author_id FROM shown)), '{}')
      || coalesce((SELECT array_agg(DISTINCT 'institution:' || r.institutions_id) FROM articles_rels r WHERE r.parent_id IN (SELECT id FROM shown) AND r.institutions_id IS NOT NULL), '{}')
      || ARRAY['ejournal', 'home', 'pages'] END
  $$;

  -- the tags of changed rows (JSON, both versions of an update) under a rule
  CREATE OR REPLACE FUNCTION helvemed_page_cache_rule_tags(rule text, op text, rows jsonb) RETURNS text[] LANGUAGE plpgsql STABLE AS $$
  DECLARE
    ids integer[];
    parents integer[];
  BEGIN
    -- ids of collections are integers; the rows of arrays and blocks have text ids (not needed here)
    SELECT array_agg(DISTINCT (r->>'id')::integer) FILTER (WHERE r->>'id' ~ '^[0-9]{1,9}$'),
      array_agg(DISTINCT coalesce(r->>'_parent_id', r->>'parent_id')::integer) FILTER (WHERE coalesce(r->>'_parent_id', r->>'parent_id') ~ '^[0-9]{1,9}$')
      INTO ids, parents FROM jsonb_array_elements(rows) r;
    CASE rule
      WHEN 'job' THEN
        -- a draft (the wizard saves one at every step) is shown nowhere
        RETURN coalesce((SELECT array_agg(DISTINCT t) FROM jsonb_array_elements(rows) r
          CROSS JOIN LATERAL unnest(ARRAY['job:' || (r->>'id'), 'institution:' || (r->>'institution_id')]) t
          WHERE r->>'status' = 'published' AND t IS NOT NULL), '{}')
          || CASE WHEN EXISTS (SELECT 1 FROM jsonb_array_elements(rows) r WHERE r->>'status' = 'published') THEN ARRAY['search', 'employers', 'home', 'pages'] ELSE '{}' END;
      WHEN 'job-part' THEN RETURN helvemed_page_cache_job_tags(parents);
      WHEN 'institution' THEN
        -- a requested or rejected profile is shown nowhere; a row that was shown may be gone now
        IF NOT EXISTS (SELECT 1 FROM jsonb_array_elements(rows) r WHERE r->>'status' = 'active') THEN RETURN '{}'; END IF;
        RETURN (SELECT array_agg(DISTINCT 'institution:' || x) FROM jsonb_array_elements(rows) r
            CROSS JOIN LATERAL unnest(ARRAY[r->>'id', r->>'parent_id']) x WHERE r->>'status' = 'active' AND x IS NOT NULL)
          || helvemed_page_cache_institution_tags(ids) || ARRAY['search', 'employers', 'home', 'pages'];
      WHEN 'institution-part' THEN RETURN helvemed_page_cache_institution_tags(parents);
      WHEN 'review' THEN
        -- a pending or rejected review is shown nowhere
        RETURN helvemed_page_cache_institution_tags((SELECT array_agg(DISTINCT (r->>'institution_id')::integer) FROM jsonb_array_elements(rows) r WHERE r->>'status' = 'published'));
      WHEN 'article' THEN
        IF NOT EXISTS (SELECT 1 FROM jsonb_array_elements(rows) r WHERE (r->>'published_at')::timestamptz <= now()) THEN RETURN '{}'; END IF;
        -- a deleted article's pages: by the lists (its own pages answer 404 and were not kept as pages of it)
        RETURN helvemed_page_cache_article_tags(ids) || ARRAY['ejournal', 'articles', 'home', 'pages'];
      WHEN 'article-part' THEN
        RETURN helvemed_page_cache_article_tags(parents)
          || coalesce((SELECT array_agg(DISTINCT 'article:' || (r->>'slug')) FROM jsonb_array_elements(rows) r WHERE r ? 'slug'), '{}');
      WHEN 'author' THEN
        RETURN coalesce((SELECT array_agg(DISTINCT 'author:' || (r->>'slug')) FROM jsonb_array_elements(rows) r), '{}') || ARRAY['articles', 'ejournal'];
      WHEN 'author-part' THEN
        RETURN coalesce((SELECT array_agg(DISTINCT 'author:' || a.slug) FROM authors a WHERE a.id = ANY(parents)), '{}') || ARRAY['articles', 'ejournal'];
      WHEN 'pages' THEN RETURN ARRAY['pages'];
      WHEN 'offer' THEN RETURN ARRAY['offer'];
      -- an upload is shown nowhere until a page's row names it (that change drops those pages)
      WHEN 'media' THEN RETURN CASE WHEN op = 'INSERT' THEN '{}'::text[] ELSE NULL END;
      ELSE RETURN NULL;
    END CASE;
  END
  $$;

  -- the rule's tags for a statement too large to look at row by row (NULL: everything)
  CREATE OR REPLACE FUNCTION helvemed_page_cache_coarse_tags(rule text) RETURNS text[] LANGUAGE sql IMMUTABLE AS $$
    SELECT CASE
      WHEN rule IN ('job', 'job-part', 'institution', 'institution-part', 'review') THEN ARRAY['jobs', 'institutions', 'search', 'employers', 'home', 'pages']
      WHEN rule IN ('article', 'article-part', 'author', 'author-part') THEN ARRAY['articles', 'authors', 'ejournal', 'institutions', 'home', 'pages']
      WHEN rule = 'pages' THEN ARRAY['pages']
      WHEN rule = 'offer' THEN ARRAY['offer']
    END
  $$;

  -- what a kept page may show that changes at a moment without a write: an ad going online or
  -- offline, an article appearing (server/page-cache/invalidation.ts)
  CREATE OR REPLACE FUNCTION helvemed_moment_tags(at timestamptz) RETURNS text LANGUAGE sql STABLE AS $$
    SELECT CASE WHEN at IS NULL THEN NULL ELSE 'tags ' || array_to_string(ARRAY(SELECT DISTINCT unnest(
      helvemed_page_cache_job_tags(ARRAY(SELECT id FROM jobs WHERE online_from = at OR online_until = at))
      || helvemed_page_cache_article_tags(ARRAY(SELECT id FROM articles WHERE published_at = at))
    )), ' ') END
  $$;

  CREATE OR REPLACE FUNCTION helvemed_page_cache_tags() RETURNS trigger LANGUAGE plpgsql AS $$
  DECLARE
    rule text := TG_ARGV[0];
    private_columns text[] := TG_ARGV[1:];
    bulk integer := 500;
    changed jsonb;
    tags text[];
    payload text;
  BEGIN
    IF TG_OP = 'TRUNCATE' THEN
      PERFORM pg_notify('helvemed_pages', 'all');
      RETURN NULL;
    END IF;
    -- the changed rows, at most one more than the bulk limit
    IF TG_OP = 'INSERT' THEN
      SELECT jsonb_agg(r) INTO changed FROM (SELECT to_jsonb(n) AS r FROM helvemed_new n LIMIT bulk + 1) s;
    ELSIF TG_OP = 'DELETE' THEN
      SELECT jsonb_agg(r) INTO changed FROM (SELECT to_jsonb(o) AS r FROM helvemed_old o LIMIT bulk + 1) s;
    ELSE
      -- both versions of the rows whose public columns changed
      SELECT jsonb_agg(s.r) INTO changed FROM (
        SELECT v.r FROM (SELECT to_jsonb(n) AS a, to_jsonb(o) AS b FROM helvemed_new n JOIN helvemed_old o ON o.id = n.id) x
        CROSS JOIN LATERAL (VALUES (x.a), (x.b)) v(r)
        WHERE (x.a - private_columns) IS DISTINCT FROM (x.b - private_columns)
        LIMIT 2 * bulk + 2
      ) s;
    END IF;
    IF changed IS NULL THEN RETURN NULL; END IF;
    IF jsonb_array_length(changed) > bulk * (CASE WHEN TG_OP = 'UPDATE' THEN 2 ELSE 1 END) THEN
      tags := helvemed_page_cache_coarse_tags(rule);
    ELSE
      tags := helvemed_page_cache_rule_tags(rule, TG_OP, changed);
    END IF;
    IF tags IS NULL THEN
      payload := 'all';
    ELSIF cardinality(tags) = 0 THEN
      RETURN NULL;
    ELSE
      payload := 'tags ' || array_to_string(ARRAY(SELECT DISTINCT unnest(tags) ORDER BY 1), ' ');
      -- a notification's payload must stay under 8000 bytes
      IF octet_length(payload) > 7900 THEN
        tags := helvemed_page_cache_coarse_tags(rule);
        payload := CASE WHEN tags IS NULL THEN 'all' ELSE 'tags ' || array_to_string(tags, ' ') END;
      END IF;
    END IF;
    PERFORM pg_notify('helvemed_pages', payload);
    RETURN NULL;
  END
  $$;`)
  for (const table of [...Object.keys(RULES), ...SILENCED]) {
    if (!(await tableExists(db, table))) continue
    await db.execute(sql.raw(`DROP TRIGGER IF EXISTS page_cache_notify ON "${table}";`))
    const rule = RULES[table]
    if (!rule) continue
    const args = [rule.rule, ...(rule.private ?? [])].map(quoted).join(', ')
    for (const op of OPS) {
      await db.execute(
        sql.raw(`CREATE TRIGGER ${op.name} AFTER ${op.event} ON "${table}" ${op.referencing} FOR EACH STATEMENT EXECUTE FUNCTION helvemed_page_cache_tags(${args});`),
      )
    }
  }
}

async function tableExists(db: MigrateUpArgs['db'], table: string): Promise<boolean> {
  const result = await db.execute(sql`SELECT to_regclass(${`public."${table}"`}) IS NOT NULL AS present`)
  return Boolean((result.rows[0] as { present?: boolean } | undefined)?.present)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  for (const table of [...Object.keys(RULES), ...SILENCED]) {
    if (!(await tableExists(db as MigrateUpArgs['db'], table))) continue
    for (const op of OPS) await db.execute(sql.raw(`DROP TRIGGER IF EXISTS ${op.name} ON "${table}";`))
    await db.execute(
      sql.raw(`CREATE TRIGGER page_cache_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "${table}" FOR EACH STATEMENT EXECUTE FUNCTION helvemed_page_cache_notify();`),
    )
  }
  await db.execute(sql`
  DROP FUNCTION IF EXISTS helvemed_page_cache_tags();
  DROP FUNCTION IF EXISTS helvemed_moment_tags(timestamptz);
  DROP FUNCTION IF EXISTS helvemed_page_cache_coarse_tags(text);
  DROP FUNCTION IF EXISTS helvemed_page_cache_rule_tags(text, text, jsonb);
  DROP FUNCTION IF EXISTS helvemed_page_cache_article_tags(integer[]);
  DROP FUNCTION IF EXISTS helvemed_page_cache_institution_tags(integer[]);
  DROP FUNCTION IF EXISTS helvemed_page_cache_job_tags(integer[]);`)
}
