import 'server-only'
import type { Payload } from 'payload'
import type { Job } from '@/payload-types'
import type { Locale } from '@/i18n/locales'
import { getEssentials, type Essentials } from '../essentials/essentials.server'
import { toJobListItem } from './list-item.server'
import { isFreeListing, onlineJobSql } from './state'
import type { JobCardData } from './public.server'

// A page of job cards in one statement (ADR 0079): the online ads of these ids with what a card
// shows (not the ads' texts, ADR 0072), their level and field ids, and their public employers with
// whether each is professional. Through Payload's local API it took three statements (the ads, the
// employers, professionalIds). Raw SQL beside Payload, like professionalIds, whose rule it repeats
// (institutions/professional.server.ts: the team's flag or one paid online ad); the online rule is
// jobs/state.ts's, the public employer the institutions' read rule (status active). A change of one
// of them is made here too; render-queries.test.ts compares this read with the Payload reads.

interface Row {
  id: number
  slug: string
  title: string
  online_from: Date | string | null
  available_from: Date | string | null
  available_from_type: Job['available_from_type']
  pensum_min: string | number
  pensum_max: string | number
  locale: Job['locale']
  institution_id: number
  salary_min: string | number | null
  salary_max: string | number | null
  product_id: number | null
  crawler_job: boolean | null
  has_full_access: boolean | null
  levels: number[]
  fields: number[]
  i_id: number | null
  i_slug: string | null
  i_name: string | null
  i_city: string | null
  i_region: number | null
  i_category: number | null
  i_professional: boolean | null
}

const ONLINE = (j: string) => onlineJobSql(j, '$2')

const CARDS_SQL = `
SELECT j.id, j.slug, j.title, j.online_from, j.available_from, j.available_from_type, j.pensum_min, j.pensum_max,
       j.locale, j.institution_id, j.salary_min, j.salary_max, j.product_id, j.crawler_job, j.has_full_access,
       ARRAY(SELECT r.levels_id FROM jobs_rels r WHERE r.parent_id = j.id AND r.path = 'levels' AND r.levels_id IS NOT NULL ORDER BY r."order", r.id) AS levels,
       ARRAY(SELECT r.fields_id FROM jobs_rels r WHERE r.parent_id = j.id AND r.path = 'fields' AND r.fields_id IS NOT NULL ORDER BY r."order", r.id) AS fields,
       i.id AS i_id, i.slug AS i_slug, i.name AS i_name, i.contact_city AS i_city, i.region_id AS i_region,
       i.category_id AS i_category,
       (i.is_professional IS TRUE OR EXISTS (SELECT 1 FROM jobs p WHERE p.institution_id = i.id AND p.product_id IS NOT NULL AND ${ONLINE('p')})) AS i_professional
  FROM jobs j
  LEFT JOIN institutions i ON i.id = j.institution_id AND i.status = 'active'
 WHERE j.id = ANY($1::int[]) AND ${ONLINE('j')}`

const iso = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString())
const num = (value: string | number | null): number | null => (value === null ? null : Number(value))

function cardOf(row: Row, essentials: Essentials): JobCardData {
  const job = {
    id: row.id,
    slug: row.slug,
    title: row.title,
    online_from: iso(row.online_from),
    available_from: iso(row.available_from),
    available_from_type: row.available_from_type,
    pensum_min: Number(row.pensum_min),
    pensum_max: Number(row.pensum_max),
    locale: row.locale,
    institution: row.institution_id,
    salary_min: num(row.salary_min),
    salary_max: num(row.salary_max),
    product: row.product_id,
    levels: row.levels,
    fields: row.fields,
    crawler_job: row.crawler_job,
    has_full_access: row.has_full_access,
  } as Job
  const public_ = row.i_id !== null
  const facts = public_
    ? { region: essentials.keyOf('regions', row.i_region), category: essentials.keyOf('categories', row.i_category), is_professional: row.i_professional === true }
    : { region: null, category: null, is_professional: false }
  const names = (list: 'levels' | 'fields', ids: number[]) => {
    const byId = new Map(essentials.lists[list].map((e) => [e.docId, e.value]))
    return ids.map((id) => byId.get(id)).filter((v): v is string => v !== undefined)
  }
  return {
    job: toJobListItem(job, facts, essentials),
    institution: public_ ? { id: row.i_id!, slug: row.i_slug ?? '', name: row.i_name ?? '', city: row.i_city ?? null } : null,
    labels: [...names('levels', row.levels), ...names('fields', row.fields)],
    crawled: isFreeListing(job),
  }
}

/** Cards for these ids in their order, in one statement; ads that went offline meanwhile are left out. */
export async function readJobCards(payload: Payload, ids: number[], locale: Locale, now = new Date()): Promise<JobCardData[]> {
  if (ids.length === 0) return []
  const [{ rows }, essentials] = await Promise.all([payload.db.pool.query<Row>(CARDS_SQL, [ids, now.toISOString()]), getEssentials(payload, locale)])
  const byId = new Map(rows.map((row) => [row.id, row]))
  return ids.flatMap((id) => {
    const row = byId.get(id)
    return row ? [cardOf(row, essentials)] : []
  })
}
