import type { Pool } from 'pg'
import type { Locale } from '../../../src/i18n/locales'

/** A job as the jobs collection stores it (field names as in payload-types, relations as ids). */
export interface JobRow {
  title: string
  slug: string
  institution: number
  locale: Locale
  fields: number[]
  levels: number[]
  pensum_min: number
  pensum_max: number
  salary_min: number | null
  salary_max: number | null
  available_from_type: 'immediate' | 'agreement' | 'date'
  available_from: string | null
  apply: string
  type: 'text' | 'pdf' | 'link'
  pdf: number | null
  link: string | null
  content: { teaser: string | null; task: string | null; requirement: string | null; offer: string | null; institution: string | null; contact: string | null }
  original: string | null
  status: 'draft' | 'published'
  paused: boolean
  online_from: string | null
  online_until: string | null
  product: number | null
  variant_id: number | null
  crawler_job: boolean
  crawler_decline: boolean
  has_full_access: boolean
  createdAt: string
  updatedAt: string
}

// Column -> (array type, value) in the table layout of the committed migration.
const COLUMNS: [string, string, (r: JobRow) => unknown][] = [
  ['title', 'varchar', (r) => r.title],
  ['slug', 'varchar', (r) => r.slug],
  ['institution_id', 'int', (r) => r.institution],
  ['locale', 'enum_jobs_locale', (r) => r.locale],
  ['pensum_min', 'numeric', (r) => r.pensum_min],
  ['pensum_max', 'numeric', (r) => r.pensum_max],
  ['salary_min', 'numeric', (r) => r.salary_min],
  ['salary_max', 'numeric', (r) => r.salary_max],
  ['available_from_type', 'enum_jobs_available_from_type', (r) => r.available_from_type],
  ['available_from', 'timestamptz', (r) => r.available_from],
  ['apply', 'varchar', (r) => r.apply],
  ['type', 'enum_jobs_type', (r) => r.type],
  ['pdf_id', 'int', (r) => r.pdf],
  ['link', 'varchar', (r) => r.link],
  ['content_teaser', 'varchar', (r) => r.content.teaser],
  ['content_task', 'varchar', (r) => r.content.task],
  ['content_requirement', 'varchar', (r) => r.content.requirement],
  ['content_offer', 'varchar', (r) => r.content.offer],
  ['content_institution', 'varchar', (r) => r.content.institution],
  ['content_contact', 'varchar', (r) => r.content.contact],
  ['original', 'varchar', (r) => r.original],
  ['status', 'enum_jobs_status', (r) => r.status],
  ['paused', 'boolean', (r) => r.paused],
  ['online_from', 'timestamptz', (r) => r.online_from],
  ['online_until', 'timestamptz', (r) => r.online_until],
  ['product_id', 'int', (r) => r.product],
  ['variant_id', 'numeric', (r) => r.variant_id],
  ['crawler_job', 'boolean', (r) => r.crawler_job],
  ['crawler_decline', 'boolean', (r) => r.crawler_decline],
  ['has_full_access', 'boolean', (r) => r.has_full_access],
  ['updated_at', 'timestamptz', (r) => r.updatedAt],
  ['created_at', 'timestamptz', (r) => r.createdAt],
]

const INSERT_JOBS = `INSERT INTO jobs (id, ${COLUMNS.map(([c]) => `"${c}"`).join(', ')})
  SELECT * FROM unnest($1::int[], ${COLUMNS.map(([, type], i) => `$${i + 2}::${type}[]`).join(', ')})`

// Relationship rows as Payload writes them: one row per related id, "order" counting from 1 per path.
const INSERT_RELS = `INSERT INTO jobs_rels ("order", parent_id, path, fields_id, levels_id)
  SELECT * FROM unnest($1::int[], $2::int[], $3::varchar[], $4::int[], $5::int[])`

/** Inserts one batch (ids from the jobs sequence, so Payload keeps numbering after it) in a transaction. */
export async function insertJobRows(pool: Pool, rows: readonly JobRow[]): Promise<void> {
  const client = await pool.connect()
  try {
    await client.query('BEGIN')
    const seq = await client.query<{ id: number }>(`SELECT nextval(pg_get_serial_sequence('jobs', 'id'))::int AS id FROM generate_series(1, $1::int)`, [rows.length])
    const ids = seq.rows.map((r) => r.id).sort((a, b) => a - b)
    await client.query(INSERT_JOBS, [ids, ...COLUMNS.map(([, , value]) => rows.map(value))])
    const rels = { order: [] as number[], parent: [] as number[], path: [] as string[], field: [] as (number | null)[], level: [] as (number | null)[] }
    const addRel = (parent: number, order: number, path: 'fields' | 'levels', id: number) => {
      rels.order.push(order)
      rels.parent.push(parent)
      rels.path.push(path)
      rels.field.push(path === 'fields' ? id : null)
      rels.level.push(path === 'levels' ? id : null)
    }
    rows.forEach((row, i) => {
      const parent = ids[i] ?? 0
      row.fields.forEach((id, k) => addRel(parent, k + 1, 'fields', id))
      row.levels.forEach((id, k) => addRel(parent, k + 1, 'levels', id))
    })
    await client.query(INSERT_RELS, [rels.order, rels.parent, rels.path, rels.field, rels.level])
    await client.query('COMMIT')
  } catch (error) {
    await client.query('ROLLBACK')
    throw error
  } finally {
    client.release()
  }
}
