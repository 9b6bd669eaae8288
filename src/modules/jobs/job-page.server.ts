import 'server-only'
import type { Payload } from 'payload'
import type { Locale } from '@/i18n/locales'
import { getEssentials } from '../essentials/essentials.server'
import { mediaPath } from '../media/media-files'
import { jobPostingInstitutionFrom, type JobPostingInstitution } from './json-ld'
import { jobDetailFrom, type JobDetail, type JobDetailSource } from './public.server'
import { onlineJobSql } from './state'

// The job page's reads in one statement (ADR 0079): the online ad, its level and field ids, its
// PDF, and its employer when public, with the JobPosting facts (canton, logo, header). Through
// Payload's local API the same took five statements and ~5 ms of CPU per render (ADR 0072).
// Raw SQL beside Payload, like professionalIds: the online rule is jobs/state.ts's (isOnline,
// onlineJobsWhere), the public employer the institutions' read rule (status active) and its hidden
// contact fields' (institutions/contact-access.ts: street and postcode left out), a picture's
// URL the media hook's (mediaPath). A change of one of them is made here too; render-queries.test.ts
// compares this read with the Payload reads it replaces.

/** An online ad as the job page shows it, and its public employer's JobPosting facts (null when not public). */
export interface JobPageRead {
  job: JobDetail
  employer: JobPostingInstitution | null
}

interface Row {
  id: number
  slug: string
  title: string
  locale: JobDetailSource['locale']
  type: JobDetailSource['type']
  online_from: Date | string | null
  online_until: Date | string | null
  available_from_type: JobDetailSource['available_from_type']
  available_from: Date | string | null
  pensum_min: string | number
  pensum_max: string | number
  salary_min: string | number | null
  salary_max: string | number | null
  apply: string | null
  link: string | null
  original: string | null
  crawler_job: boolean | null
  has_full_access: boolean | null
  content_teaser: string | null
  content_task: string | null
  content_requirement: string | null
  content_offer: string | null
  content_institution: string | null
  content_contact: string | null
  levels: number[]
  fields: number[]
  pdf_filename: string | null
  i_id: number | null
  i_slug: string | null
  i_name: string | null
  i_website: string | null
  i_address: string | null
  i_zip: string | null
  i_city: string | null
  i_hidden: boolean | null
  i_region: string | null
  i_logo: string | null
  i_header: string | null
}

const JOB_PAGE_SQL = `
SELECT j.id, j.slug, j.title, j.locale, j.type, j.online_from, j.online_until, j.available_from_type,
       j.available_from, j.pensum_min, j.pensum_max, j.salary_min, j.salary_max, j.apply, j.link,
       j.original, j.crawler_job, j.has_full_access, j.content_teaser, j.content_task,
       j.content_requirement, j.content_offer, j.content_institution, j.content_contact,
       ARRAY(SELECT r.levels_id FROM jobs_rels r WHERE r.parent_id = j.id AND r.path = 'levels' AND r.levels_id IS NOT NULL ORDER BY r."order", r.id) AS levels,
       ARRAY(SELECT r.fields_id FROM jobs_rels r WHERE r.parent_id = j.id AND r.path = 'fields' AND r.fields_id IS NOT NULL ORDER BY r."order", r.id) AS fields,
       pdf.filename AS pdf_filename,
       i.id AS i_id, i.slug AS i_slug, i.name AS i_name, i.website AS i_website,
       CASE WHEN i.contact_hidden IS NOT TRUE THEN i.contact_address END AS i_address,
       CASE WHEN i.contact_hidden IS NOT TRUE THEN i.contact_zip END AS i_zip, i.contact_city AS i_city,
       i.contact_hidden AS i_hidden, rg.key AS i_region, logo.filename AS i_logo, header.filename AS i_header
  FROM jobs j
  LEFT JOIN media pdf ON j.type = 'pdf' AND pdf.id = j.pdf_id
  LEFT JOIN institutions i ON i.id = j.institution_id AND i.status = 'active'
  LEFT JOIN regions rg ON rg.id = i.region_id
  LEFT JOIN media logo ON logo.id = i.logo_id
  LEFT JOIN media header ON header.id = i.header_id
 WHERE j.id = $1 AND ${onlineJobSql('j', '$2')}`

/** A timestamp as Payload gives it (ISO 8601 in UTC). */
const iso = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString())
const num = (value: string | number | null): number | null => (value === null ? null : Number(value))
const fileUrl = (filename: string | null) => (filename ? mediaPath(filename) : null)

/** The online ad `id` with its public employer, in one statement; null when no such ad is online. */
export async function readJobPage(payload: Payload, id: number, locale: Locale, now = new Date()): Promise<JobPageRead | null> {
  const [{ rows }, essentials] = await Promise.all([payload.db.pool.query<Row>(JOB_PAGE_SQL, [id, now.toISOString()]), getEssentials(payload, locale)])
  const row = rows[0]
  if (!row) return null
  const source: JobDetailSource = {
    id: row.id,
    slug: row.slug,
    title: row.title,
    locale: row.locale,
    type: row.type,
    online_from: iso(row.online_from),
    online_until: iso(row.online_until),
    available_from_type: row.available_from_type,
    available_from: iso(row.available_from),
    pensum_min: Number(row.pensum_min),
    pensum_max: Number(row.pensum_max),
    salary_min: num(row.salary_min),
    salary_max: num(row.salary_max),
    levels: row.levels,
    fields: row.fields,
    content: {
      teaser: row.content_teaser,
      task: row.content_task,
      requirement: row.content_requirement,
      offer: row.content_offer,
      institution: row.content_institution,
      contact: row.content_contact,
    },
    link: row.link,
    apply: row.apply,
    crawler_job: row.crawler_job,
    has_full_access: row.has_full_access,
    original: row.original,
  }
  const institution = row.i_id === null ? null : { id: row.i_id, slug: row.i_slug ?? '', name: row.i_name ?? '', city: row.i_city ?? null }
  const employer =
    row.i_id === null
      ? null
      : jobPostingInstitutionFrom({
          name: row.i_name ?? '',
          website: row.i_website,
          logo: fileUrl(row.i_logo),
          header: fileUrl(row.i_header),
          region: row.i_region,
          contact_address: row.i_address,
          contact_zip: row.i_zip,
          contact_city: row.i_city,
          contact_hidden: row.i_hidden,
        })
  return { job: jobDetailFrom(source, essentials, institution, fileUrl(row.pdf_filename)), employer }
}
