import type { Job } from '../../../src/payload-types'
import { jobPdf } from '../generate/graphics'
import type { InstitutionSpec, JobSpec } from '../generate/types'
import { idAt, SYSTEM, uploadMedia, type SeedContext } from './context'
import { essentialId, type EssentialIds } from './essentials'
import { insertJobRows, type JobRow } from './jobs-sql'

/** Above this many ads the Payload API is too slow; rows go in with multi-row SQL instead. */
export const BULK_THRESHOLD = 3000

export interface JobRefs {
  ids: EssentialIds
  institutionIds: readonly number[]
  institutions: readonly InstitutionSpec[]
}

const orNull = (text: string) => (text === '' ? null : text)

async function pdfFor(ctx: SeedContext, spec: JobSpec, n: number, refs: JobRefs): Promise<number | null> {
  if (spec.type !== 'pdf') return null
  const inst = refs.institutions[spec.institution]
  const body = [spec.content.teaser, spec.content.task, spec.content.requirement, spec.content.offer].filter(Boolean).join('\n\n')
  return uploadMedia(ctx, {
    name: `stelleninserat-${n + 1}.pdf`,
    kind: 'ad',
    mimetype: 'application/pdf',
    data: jobPdf(spec.title, inst?.name ?? '', body),
    alt: spec.title,
  })
}

function toRow(spec: JobSpec, refs: JobRefs, pdf: number | null): JobRow {
  return {
    title: spec.title,
    slug: spec.slug,
    institution: idAt(refs.institutionIds, spec.institution, 'institution'),
    locale: spec.locale,
    fields: spec.fields.map((k) => essentialId(refs.ids.fields, k, 'fields')),
    levels: spec.levels.map((k) => essentialId(refs.ids.levels, k, 'levels')),
    pensum_min: spec.pensumMin,
    pensum_max: spec.pensumMax,
    salary_min: spec.salaryMin,
    salary_max: spec.salaryMax,
    available_from_type: spec.availableFromType,
    available_from: spec.availableFrom,
    apply: spec.apply,
    type: spec.type,
    pdf,
    link: spec.link,
    content: {
      teaser: orNull(spec.content.teaser),
      task: orNull(spec.content.task),
      requirement: orNull(spec.content.requirement),
      offer: orNull(spec.content.offer),
      institution: orNull(spec.content.institution),
      contact: orNull(spec.content.contact),
    },
    original: spec.original,
    status: spec.status,
    paused: spec.paused,
    online_from: spec.onlineFrom,
    online_until: spec.onlineUntil,
    product: spec.product === null ? null : essentialId(refs.ids.products, spec.product, 'products'),
    variant_id: spec.variantId,
    crawler_job: spec.crawlerJob,
    crawler_decline: spec.crawlerDecline,
    has_full_access: spec.hasFullAccess,
    createdAt: spec.createdAt,
    updatedAt: spec.createdAt,
  }
}

/** Through the Payload API: validated like an /admin edit, one ad at a time. */
async function insertWithPayload(ctx: SeedContext, jobs: Iterable<JobSpec>, refs: JobRefs): Promise<number> {
  let n = 0
  for (const spec of jobs) {
    const row = toRow(spec, refs, await pdfFor(ctx, spec, n, refs))
    const data: Omit<Job, 'id'> = row
    await ctx.payload.create({ collection: 'jobs', data, ...SYSTEM })
    n++
  }
  return n
}

/** Multi-row SQL in batches, streaming from the generator so that 100k ads never sit in memory at once. */
async function insertWithSql(ctx: SeedContext, jobs: Iterable<JobSpec>, refs: JobRefs, total: number): Promise<number> {
  const batchSize = 2000
  let batch: JobRow[] = []
  let n = 0
  const started = Date.now()
  for (const spec of jobs) {
    batch.push(toRow(spec, refs, await pdfFor(ctx, spec, n, refs)))
    n++
    if (batch.length === batchSize) {
      await insertJobRows(ctx.payload.db.pool, batch)
      batch = []
      if (n % 20_000 === 0) ctx.log(`  jobs: ${n} / ${total} (${((Date.now() - started) / 1000).toFixed(0)} s)`)
    }
  }
  if (batch.length > 0) await insertJobRows(ctx.payload.db.pool, batch)
  return n
}

export function shouldBulkInsert(total: number, forced: boolean): boolean {
  return forced || total > BULK_THRESHOLD
}

export function insertJobs(ctx: SeedContext, jobs: Iterable<JobSpec>, refs: JobRefs, total: number, bulk: boolean): Promise<number> {
  return bulk ? insertWithSql(ctx, jobs, refs, total) : insertWithPayload(ctx, jobs, refs)
}
