// Real ids from the embedded database of a running platform, for load tests and page checks.
import pg from 'pg'
import { embeddedPassword } from '../../server/lib/embedded-db.ts'

/** An online ad, an active institution, a published article and a field's slug to load-test. */
export async function sampleIds(dataDir, pgPort) {
  const password = encodeURIComponent(embeddedPassword(dataDir))
  const client = new pg.Client({ connectionString: `postgres://helvemed:${password}@127.0.0.1:${pgPort}/helvemed` })
  const one = async (sql) => {
    try {
      return (await client.query(sql)).rows[0]?.v ?? null
    } catch {
      return null
    }
  }
  try {
    await client.connect()
    return {
      job: await one(
        `SELECT id AS v FROM jobs WHERE status = 'published' AND NOT coalesce(paused, false) AND NOT coalesce(crawler_decline, false) AND online_from <= now() AND online_until >= now() ORDER BY id LIMIT 1`,
      ),
      institution: await one(`SELECT id AS v FROM institutions WHERE status = 'active' ORDER BY id LIMIT 1`),
      article: await one(
        `SELECT l.slug AS v FROM articles a JOIN articles_locales l ON l._parent_id = a.id AND l._locale = 'de' WHERE a.published_at <= now() ORDER BY a.published_at DESC LIMIT 1`,
      ),
      field: await one(`SELECT slug AS v FROM fields_locales WHERE _locale = 'de' ORDER BY _parent_id LIMIT 1`),
    }
  } catch {
    return {}
  } finally {
    await client.end().catch(() => {})
  }
}
