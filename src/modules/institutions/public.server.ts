import 'server-only'
import type { Payload, Where } from 'payload'
import type { Institution, Media } from '@/payload-types'
import type { Locale } from '@/i18n/locales'
import { relId } from '@/lib/relations'
import { getEssentials, type EssentialList, type Essentials } from '../essentials/essentials.server'
import { onlineJobsWhere } from '../jobs/state'
import { safeHttpUrl } from '@/lib/params'

// What the public institution pages show: active institutions A–Z and one active profile.

export const INSTITUTIONS_PER_PAGE = 24
export const INSTITUTION_JOBS_SHOWN = 20

export interface PublicImage {
  url: string
  width: number | null
  height: number | null
  alt: string | null
}

export interface InstitutionCardData {
  id: number
  slug: string
  name: string
  city: string | null
  /** canton code (BE) and name in the visitor's language (Bern / Berne / Berna) */
  canton: { code: string; name: string } | null
  category: string | null
  jobs_amount: number
  logo: PublicImage | null
}

export interface InstitutionsPage {
  items: InstitutionCardData[]
  total: number
  page: number
  totalPages: number
}

export interface InstitutionLink {
  id: number
  name: string
}

export interface InstitutionFactsView {
  salary_aa_y1: number | null
  salary_aa_y3: number | null
  salary_oa: number | null
  salary_info: string | null
  weekly_hours: number | null
  weekly_hours_info: string | null
  holidays: number | null
  training_days: number | null
  maternity_leave: number | null
  gav: boolean | null
  daycare: boolean | null
  student_pay: number | null
  accommodation_cost: number | null
  benefits: string | null
  updated_at: string | null
}

export interface ReviewFigures {
  count: number
  average: number | null
}

export interface InstitutionDetail extends InstitutionCardData {
  header: PublicImage | null
  description: string | null
  website: string | null
  contact: { person: string | null; address: string | null; zip: string | null; city: string | null; phone: string | null; mail: string | null } | null
  facts: InstitutionFactsView | null
  wbs: { id: string; field: string | null; name: string; url: string | null; category: string | null }[]
  parent: InstitutionLink | null
  children: InstitutionLink[]
  jobs: { id: number; title: string; locale: Locale; pensum_min: number; pensum_max: number; online_from: string | null }[]
  reviews: ReviewFigures
  reviews_wsj: ReviewFigures
}

const ACTIVE: Where = { status: { equals: 'active' } }

function imageOf(value: unknown): PublicImage | null {
  if (!value || typeof value !== 'object' || !('url' in value)) return null
  const media = value as Media
  return media.url ? { url: media.url, width: media.width ?? null, height: media.height ?? null, alt: media.alt ?? null } : null
}

function valueOf(essentials: Essentials, list: EssentialList, docId: unknown): string | null {
  const id = relId(docId)
  return essentials.lists[list].find((e) => e.docId === id)?.value ?? null
}

function cantonOf(essentials: Essentials, region: unknown): InstitutionCardData['canton'] {
  const id = relId(region)
  const entry = essentials.lists.regions.find((e) => e.docId === id)
  return entry ? { code: entry.key, name: entry.value } : null
}

const average = (values: number[]) => (values.length ? Math.round((values.reduce((a, b) => a + b, 0) / values.length) * 10) / 10 : null)
const text = (value: string | null | undefined) => (value?.trim() ? value.trim() : null)
const num = (value: number | null | undefined) => (typeof value === 'number' ? value : null)
const bool = (value: boolean | null | undefined) => (typeof value === 'boolean' ? value : null)

function factsOf(f: Institution['facts']): InstitutionFactsView | null {
  if (!f) return null
  const view: InstitutionFactsView = {
    salary_aa_y1: num(f.salary_aa_y1),
    salary_aa_y3: num(f.salary_aa_y3),
    salary_oa: num(f.salary_oa),
    salary_info: text(f.salary_info),
    weekly_hours: num(f.weekly_hours),
    weekly_hours_info: text(f.weekly_hours_info),
    holidays: num(f.holidays),
    training_days: num(f.training_days),
    maternity_leave: num(f.maternity_leave),
    gav: bool(f.gav),
    daycare: bool(f.daycare),
    student_pay: num(f.student_pay),
    accommodation_cost: num(f.accommodation_cost),
    benefits: text(f.benefits),
    updated_at: f.updated_at ?? null,
  }
  // A date alone is no fact worth a section.
  return Object.entries(view).some(([key, v]) => key !== 'updated_at' && v !== null) ? view : null
}

// One count per institution: with 100k ads this is far quicker than loading the ads and counting
// them in memory (as the init list items do).
async function onlineJobCounts(payload: Payload, ids: number[]): Promise<Map<number, number>> {
  const where = onlineJobsWhere()
  const counts = await Promise.all(
    ids.map((id) => payload.count({ collection: 'jobs', where: { and: [where, { institution: { equals: id } }] }, overrideAccess: false })),
  )
  return new Map(ids.map((id, i) => [id, counts[i]?.totalDocs ?? 0]))
}

/** One page of active institutions, A–Z, with online job counts and logos. */
/** What a card shows of an institution; the detail page starts from the same. */
function cardOf(
  inst: Pick<Institution, 'id' | 'slug' | 'name' | 'contact_city' | 'region' | 'category'>,
  essentials: Essentials,
  jobsAmount: number,
  logo: PublicImage | null,
): InstitutionCardData {
  return {
    id: inst.id,
    slug: inst.slug,
    name: inst.name,
    city: inst.contact_city ?? null,
    canton: cantonOf(essentials, inst.region),
    category: valueOf(essentials, 'categories', inst.category),
    jobs_amount: jobsAmount,
    logo,
  }
}

export async function findActiveInstitutions(payload: Payload, { locale, page }: { locale: Locale; page: number }): Promise<InstitutionsPage> {
  const [essentials, result] = await Promise.all([
    getEssentials(payload, locale),
    payload.find({ collection: 'institutions', where: ACTIVE, sort: ['name', 'id'], limit: INSTITUTIONS_PER_PAGE, page, depth: 0, locale, overrideAccess: false }),
  ])
  const logoIds = result.docs.map((i) => relId(i.logo)).filter((id): id is number => id !== null)
  const [jobCounts, logos] = await Promise.all([
    onlineJobCounts(payload, result.docs.map((i) => i.id)),
    logoIds.length
      ? payload.find({ collection: 'media', where: { id: { in: logoIds } }, depth: 0, pagination: false, locale, overrideAccess: false })
      : null,
  ])
  const logoById = new Map((logos?.docs ?? []).map((m) => [m.id, imageOf(m)]))
  const items = result.docs.map(
    (inst): InstitutionCardData => cardOf(inst, essentials, jobCounts.get(inst.id) ?? 0, logoById.get(relId(inst.logo) ?? 0) ?? null),
  )
  return { items, total: result.totalDocs, page: result.page ?? page, totalPages: result.totalPages }
}

async function reviewFigures(payload: Payload, institutionId: number): Promise<{ open: ReviewFigures; wsj: ReviewFigures }> {
  const { docs } = await payload.find({
    collection: 'reviews',
    where: { and: [{ status: { equals: 'published' } }, { institution: { equals: institutionId } }] },
    select: { summary_rating: true, is_wsj_exclusive: true },
    depth: 0,
    pagination: false,
    // Reviews are read by the team only; just the ratings leave this function, never the author.
    overrideAccess: true,
  })
  const figures = (wsj: boolean): ReviewFigures => {
    const ratings = docs.filter((r) => Boolean(r.is_wsj_exclusive) === wsj).map((r) => r.summary_rating)
    return { count: ratings.length, average: average(ratings.filter((n): n is number => typeof n === 'number')) }
  }
  return { open: figures(false), wsj: figures(true) }
}

/** An active institution's public profile; null when it does not exist or is not active. */
export async function findActiveInstitution(payload: Payload, id: number, locale: Locale): Promise<InstitutionDetail | null> {
  const [essentials, { docs }] = await Promise.all([
    getEssentials(payload, locale),
    payload.find({ collection: 'institutions', where: { and: [ACTIVE, { id: { equals: id } }] }, limit: 1, depth: 1, locale, overrideAccess: false }),
  ])
  const inst = docs[0]
  if (!inst) return null
  const parentId = inst.parent_status === 'active' ? relId(inst.parent) : null
  const [parent, children, jobs, reviews] = await Promise.all([
    parentId !== null
      ? payload.find({ collection: 'institutions', where: { and: [ACTIVE, { id: { equals: parentId } }] }, select: { name: true }, limit: 1, depth: 0, overrideAccess: false })
      : null,
    payload.find({
      collection: 'institutions',
      where: { and: [ACTIVE, { parent: { equals: inst.id } }, { parent_status: { equals: 'active' } }] },
      select: { name: true },
      sort: 'name',
      pagination: false,
      depth: 0,
      overrideAccess: false,
    }),
    payload.find({
      collection: 'jobs',
      where: { and: [onlineJobsWhere(), { institution: { equals: inst.id } }] },
      select: { title: true, locale: true, pensum_min: true, pensum_max: true, online_from: true },
      sort: ['-online_from', '-id'],
      limit: INSTITUTION_JOBS_SHOWN,
      depth: 0,
      overrideAccess: false,
    }),
    reviewFigures(payload, inst.id),
  ])
  const parentDoc = parent?.docs[0]
  return {
    ...cardOf(inst, essentials, jobs.totalDocs, imageOf(inst.logo)),
    header: imageOf(inst.header),
    description: text(inst.description),
    website: safeHttpUrl(inst.website),
    contact: inst.contact_hidden
      ? null
      : {
          person: text(inst.contact_person),
          address: text(inst.contact_address),
          zip: text(inst.contact_zip),
          city: text(inst.contact_city),
          phone: text(inst.contact_phone),
          mail: text(inst.contact_mail),
        },
    facts: factsOf(inst.facts),
    wbs: (inst.wbs ?? []).map((w, i) => ({
      id: w.id ?? String(i),
      field: valueOf(essentials, 'fields', w.field),
      name: w.name,
      url: safeHttpUrl(w.url),
      category: text(w.category),
    })),
    parent: parentDoc ? { id: parentDoc.id, name: parentDoc.name } : null,
    children: children.docs.map((c) => ({ id: c.id, name: c.name })),
    jobs: jobs.docs.map((j) => ({ id: j.id, title: j.title, locale: j.locale, pensum_min: j.pensum_min, pensum_max: j.pensum_max, online_from: j.online_from ?? null })),
    reviews: reviews.open,
    reviews_wsj: reviews.wsj,
  }
}
