import 'server-only'
import type { Payload, Where } from 'payload'
import type { Institution, Media } from '@/payload-types'
import type { Locale } from '@/i18n/locales'
import { relId } from '@/lib/relations'
import { getEssentials, type EssentialList, type Essentials } from '../essentials/essentials.server'
import { isFreeListing, onlineJobsWhere } from '../jobs/state'
import { PREMIUM_SLOTS } from '../jobs/premium-slots'
import { isPremiumProduct, PREMIUM_PRODUCT_KEYS } from '../essentials/data/products'
import { safeHttpUrl } from '@/lib/params'

// What the public institution pages show: cards for the search (search.server.ts) and one active profile.

export const INSTITUTION_JOBS_SHOWN = 20

export interface PublicImage {
  url: string
  width: number | null
  height: number | null
  alt: string | null
  /** the resized copies (webp, see media.collection.ts) as a srcset, with the original as the widest */
  srcSet: string | null
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
  /** the team's badges that apply (VSAO, swimsa salary, swimsa room) */
  badges: FactBadge[]
  updated_at: string | null
}

export type FactBadge = 'is_vsao' | 'swimsa_salary' | 'swimsa_room'
const BADGES: readonly FactBadge[] = ['is_vsao', 'swimsa_salary', 'swimsa_room']

export interface PublicVideo {
  type: 'youtube' | 'vimeo'
  source: string
  title: string | null
}

export interface InstitutionDetail extends InstitutionCardData {
  header: PublicImage | null
  description: string | null
  /** the parent whose description is shown, when the profile has none of its own (the team confirmed the link) */
  descriptionFrom: InstitutionLink | null
  images: PublicImage[]
  videos: PublicVideo[]
  website: string | null
  contact: { person: string | null; address: string | null; zip: string | null; city: string | null; phone: string | null; mail: string | null } | null
  facts: InstitutionFactsView | null
  wbs: { id: string; field: string | null; name: string; url: string | null; category: string | null }[]
  parent: InstitutionLink | null
  children: InstitutionLink[]
  /** premium: a premium or premium-social ad, listed first with the mark (ADR 0040); crawled: a free listing, listed last with its mark (ADR 0071) */
  jobs: { id: number; title: string; locale: Locale; pensum_min: number; pensum_max: number; online_from: string | null; premium: boolean; crawled: boolean }[]
  /** the institution's own place first, then its active sites' (those with coordinates or an address) */
  locations: InstitutionLocation[]
}

export interface InstitutionLocation {
  id: number
  name: string
  lat: number | null
  lng: number | null
  /** "street, zip city"; only the city when the contact is hidden */
  address: string | null
}

type LocationFields = Pick<Institution, 'id' | 'name' | 'cord_lat' | 'cord_lng' | 'contact_address' | 'contact_zip' | 'contact_city' | 'contact_hidden'>

function locationOf(inst: LocationFields): InstitutionLocation | null {
  const place = [text(inst.contact_zip), text(inst.contact_city)].filter(Boolean).join(' ')
  const address = inst.contact_hidden ? text(inst.contact_city) : [text(inst.contact_address), place].filter(Boolean).join(', ') || null
  const { cord_lat: lat, cord_lng: lng } = inst
  const point = typeof lat === 'number' && typeof lng === 'number' ? { lat, lng } : { lat: null, lng: null }
  if (point.lat === null && !address) return null
  return { id: inst.id, name: inst.name, ...point, address }
}

const ACTIVE: Where = { status: { equals: 'active' } }

function srcSetOf(media: Media): string | null {
  const sizes = Object.values(media.sizes ?? {})
    .filter((s): s is { url: string; width: number } => Boolean(s?.url && s.width))
    .sort((a, b) => a.width - b.width)
  if (sizes.length === 0) return null
  const widest = sizes[sizes.length - 1]!.width
  const original = media.url && media.width && media.width > widest ? [`${media.url} ${media.width}w`] : []
  return [...sizes.map((s) => `${s.url} ${s.width}w`), ...original].join(', ')
}

function imageOf(value: unknown): PublicImage | null {
  if (!value || typeof value !== 'object' || !('url' in value)) return null
  const media = value as Media
  return media.url ? { url: media.url, width: media.width ?? null, height: media.height ?? null, alt: media.alt ?? null, srcSet: srcSetOf(media) } : null
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
    badges: BADGES.filter((b) => f[b] === true),
    updated_at: f.updated_at ?? null,
  }
  // A date alone is no fact worth a section.
  return Object.entries(view).some(([key, v]) => key !== 'updated_at' && (Array.isArray(v) ? v.length > 0 : v !== null)) ? view : null
}

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

/** Cards for search hits (in hit order, with the hit's online ad count); inactive ones are left out. */
export async function institutionCardsByIds(payload: Payload, hits: { id: number; jobs_amount: number }[], locale: Locale): Promise<InstitutionCardData[]> {
  if (hits.length === 0) return []
  const [essentials, result] = await Promise.all([
    getEssentials(payload, locale),
    payload.find({ collection: 'institutions', where: { and: [ACTIVE, { id: { in: hits.map((h) => h.id) } }] }, depth: 0, pagination: false, locale, overrideAccess: false }),
  ])
  const logoIds = result.docs.map((i) => relId(i.logo)).filter((id): id is number => id !== null)
  const logos = logoIds.length ? await payload.find({ collection: 'media', where: { id: { in: logoIds } }, depth: 0, pagination: false, locale, overrideAccess: false }) : null
  const logoById = new Map((logos?.docs ?? []).map((m) => [m.id, imageOf(m)]))
  const byId = new Map(result.docs.map((inst) => [inst.id, inst]))
  return hits.flatMap((hit) => {
    const inst = byId.get(hit.id)
    return inst ? [cardOf(inst, essentials, hit.jobs_amount, logoById.get(relId(inst.logo) ?? 0) ?? null)] : []
  })
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
  const ownJobs = (extra: Where[], limit: number) =>
    payload.find({
      collection: 'jobs',
      where: { and: [onlineJobsWhere(), { institution: { equals: inst.id } }, ...extra] },
      select: { title: true, locale: true, pensum_min: true, pensum_max: true, online_from: true, product: true, crawler_job: true, has_full_access: true },
      // paid ads before free listings (ADR 0071)
      sort: ['-has_full_access', '-online_from', '-id'],
      limit,
      depth: 0,
      overrideAccess: false,
    })
  const [parent, children, jobs, premiumJobs] = await Promise.all([
    parentId !== null
      ? payload.find({
          collection: 'institutions',
          where: { and: [ACTIVE, { id: { equals: parentId } }] },
          select: { name: true, description: true },
          limit: 1,
          depth: 0,
          locale,
          overrideAccess: false,
        })
      : null,
    payload.find({
      collection: 'institutions',
      where: { and: [ACTIVE, { parent: { equals: inst.id } }, { parent_status: { equals: 'active' } }] },
      select: { name: true, cord_lat: true, cord_lng: true, contact_address: true, contact_zip: true, contact_city: true, contact_hidden: true },
      sort: 'name',
      pagination: false,
      depth: 0,
      overrideAccess: false,
    }),
    ownJobs([], INSTITUTION_JOBS_SHOWN),
    // its premium ads first, up to the search's top places (ADR 0040)
    ownJobs([{ 'product.key': { in: [...PREMIUM_PRODUCT_KEYS] } }], PREMIUM_SLOTS),
  ])
  const shownJobs = [...new Map([...premiumJobs.docs, ...jobs.docs].map((doc) => [doc.id, doc])).values()].slice(0, INSTITUTION_JOBS_SHOWN)
  const parentDoc = parent?.docs[0]
  const ownDescription = text(inst.description)
  const inherited = !ownDescription && parentDoc ? text(parentDoc.description) : null
  return {
    ...cardOf(inst, essentials, jobs.totalDocs, imageOf(inst.logo)),
    header: imageOf(inst.header),
    description: ownDescription ?? inherited,
    descriptionFrom: inherited && parentDoc ? { id: parentDoc.id, name: parentDoc.name } : null,
    images: (inst.images ?? []).map(imageOf).filter((i): i is PublicImage => i !== null),
    videos: (inst.videos_ext ?? []).map((v) => ({ type: v.type, source: v.source, title: text(v.title) })),
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
    locations: [inst, ...children.docs].map(locationOf).filter((l): l is InstitutionLocation => l !== null),
    jobs: shownJobs.map((j) => ({
      id: j.id,
      title: j.title,
      locale: j.locale,
      pensum_min: j.pensum_min,
      pensum_max: j.pensum_max,
      online_from: j.online_from ?? null,
      premium: isPremiumProduct(essentials.productKeyOf(relId(j.product))),
      crawled: isFreeListing(j),
    })),
  }
}
