import 'server-only'
import type { Payload, Where } from 'payload'
import { formatChf } from '@/i18n/format'
import type { Locale } from '@/i18n/locales'
import { translator } from '@/i18n/translator'
import { parseIdParam, safeHttpUrl } from '@/lib/params'
import { mediaUrl, relId } from '@/lib/relations'
import type { Institution } from '@/payload-types'
import { getEssentials } from '../essentials/essentials.server'
import { professionalIds } from './professional.server'
import { InstitutionPublicSchema, type InstitutionPublic } from './schemas'

type Facts = NonNullable<Institution['facts']>
type FactRow = InstitutionPublic['facts'][number]

/** The public fact list, derived from the typed facts group, titled in the visitor's language. */
function factList(facts: Facts | null | undefined, locale: Locale): FactRow[] {
  if (!facts) return []
  const t = translator(locale, 'institutionsPage.facts')
  const rows: FactRow[] = []
  const add = (id: string, icon: string, content: string | null | undefined, flags: Partial<Pick<FactRow, 'is_vsao' | 'is_swimsa'>> = {}) => {
    if (content) rows.push({ id, title: t(id), icon, content, is_vsao: Boolean(flags.is_vsao ?? facts.is_vsao), is_swimsa: Boolean(flags.is_swimsa) })
  }
  const chfYear = (n: number | null | undefined) => (typeof n === 'number' ? t('perYear', { amount: formatChf(n) }) : null)
  const chfMonth = (n: number | null | undefined) => (typeof n === 'number' ? t('perMonth', { amount: formatChf(n) }) : null)
  const yesNo = (b: boolean | null | undefined) => (typeof b === 'boolean' ? t(b ? 'yes' : 'no') : null)
  add('salaryAaY1', 'banknote', chfYear(facts.salary_aa_y1))
  add('salaryAaY3', 'banknote', chfYear(facts.salary_aa_y3))
  add('salaryOa', 'banknote', chfYear(facts.salary_oa))
  add('weeklyHours', 'clock', typeof facts.weekly_hours === 'number' ? t('hours', { count: facts.weekly_hours }) : null)
  add('holidays', 'sun', typeof facts.holidays === 'number' ? t('weeksPerYear', { count: facts.holidays }) : null)
  add('trainingDays', 'graduation-cap', typeof facts.training_days === 'number' ? t('daysPerYear', { count: facts.training_days }) : null)
  add('maternityLeave', 'baby', typeof facts.maternity_leave === 'number' ? t('weeks', { count: facts.maternity_leave }) : null)
  add('gav', 'file-pen-line', yesNo(facts.gav))
  add('daycare', 'toy-brick', yesNo(facts.daycare))
  add('studentPay', 'wallet', chfMonth(facts.student_pay), { is_swimsa: Boolean(facts.swimsa_salary) })
  add('accommodationCost', 'house', chfMonth(facts.accommodation_cost), { is_swimsa: Boolean(facts.swimsa_room) })
  add('benefits', 'gift', facts.benefits)
  return rows
}

const videoEmbed = (v: { type: 'youtube' | 'vimeo'; source: string }) =>
  safeHttpUrl(v.type === 'youtube' ? `https://www.youtube-nocookie.com/embed/${encodeURIComponent(v.source)}` : `https://player.vimeo.com/video/${encodeURIComponent(v.source)}`)

/** An active institution by id or slug in the public shape; null when unknown, not active or off-shape. */
export async function findPublicInstitution(payload: Payload, slugOrId: string, locale: Locale): Promise<InstitutionPublic | null> {
  const byId = parseIdParam(slugOrId)
  const byKey: Where = byId !== null ? { id: { equals: byId } } : { slug: { equals: slugOrId } }
  const { docs } = await payload.find({ collection: 'institutions', where: { and: [{ status: { equals: 'active' } }, byKey] }, limit: 1, depth: 1, locale, overrideAccess: false })
  const inst = docs[0]
  if (!inst) return null
  const [essentials, children, reviews, professional] = await Promise.all([
    getEssentials(payload, locale),
    payload.find({
      collection: 'institutions',
      where: { and: [{ status: { equals: 'active' } }, { parent: { equals: inst.id } }] },
      select: { name: true },
      pagination: false,
      depth: 0,
      overrideAccess: false,
    }),
    // Public ids and ratings only, sorted by public id (random): no row id, no order of writing (ADR 0018); the author is never read.
    payload.find({
      collection: 'reviews',
      where: { and: [{ institution: { equals: inst.id } }, { status: { equals: 'published' } }] },
      select: { public_id: true, summary_rating: true, is_wsj_exclusive: true },
      sort: 'public_id',
      pagination: false,
      depth: 0,
      overrideAccess: true,
    }),
    professionalIds(payload, [inst]),
  ])
  const ref = (r: (typeof reviews.docs)[number]) => ({ id: r.public_id, rating: r.summary_rating ?? null })
  const candidate = {
    id: inst.id,
    slug: inst.slug,
    name: inst.name,
    parent: inst.parent_status === 'active' ? relId(inst.parent) : null,
    region: essentials.keyOf('regions', relId(inst.region)),
    category: essentials.keyOf('categories', relId(inst.category)),
    is_professional: professional.has(inst.id),
    ...(inst.contact_hidden
      ? { contact_person: null, contact_address: null, contact_zip: null, contact_city: inst.contact_city ?? null, contact_phone: null, contact_mail: null }
      : {
          contact_person: inst.contact_person ?? null,
          contact_address: inst.contact_address ?? null,
          contact_zip: inst.contact_zip ?? null,
          contact_city: inst.contact_city ?? null,
          contact_phone: inst.contact_phone ?? null,
          contact_mail: inst.contact_mail ?? null,
        }),
    contact_hidden: Boolean(inst.contact_hidden),
    cord_lat: inst.cord_lat ?? null,
    cord_lng: inst.cord_lng ?? null,
    images: (inst.images ?? []).map(mediaUrl).filter((u): u is string => u !== null),
    videos: (inst.videos_ext ?? []).flatMap((v) => {
      const embed = videoEmbed(v)
      return embed ? [{ title: v.title ?? inst.name, embed }] : []
    }),
    description: inst.description ?? null,
    logo: mediaUrl(inst.logo),
    header: mediaUrl(inst.header),
    children: children.docs.map((c) => c.id),
    website: safeHttpUrl(inst.website),
    reviews: reviews.docs.filter((r) => !r.is_wsj_exclusive).map(ref),
    reviews_wsj: reviews.docs.filter((r) => r.is_wsj_exclusive).map(ref),
    wbs: (inst.wbs ?? []).map((w, i) => ({
      id: w.id ?? String(i),
      field: essentials.keyOf('fields', relId(w.field)),
      name: w.name,
      url: safeHttpUrl(w.url),
      category: w.category ?? null,
    })),
    facts: factList(inst.facts, locale),
    facts_updated_at: inst.facts?.updated_at ?? null,
    vsao: null,
    billing_type: inst.billing_type ?? 'email',
  }
  const parsed = InstitutionPublicSchema.safeParse(candidate)
  if (!parsed.success) {
    console.warn(`institution ${inst.id} fails the public shape`, parsed.error.issues.slice(0, 3))
    return null
  }
  return parsed.data
}
