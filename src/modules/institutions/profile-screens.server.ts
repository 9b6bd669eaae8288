import 'server-only'
import type { Payload } from 'payload'
import type { Locale } from '@/i18n/locales'
import { relId } from '@/lib/relations'
import { getEssentials } from '../essentials/essentials.server'
import { FACTS, MEMBER_FACTS } from './fact-catalog'
import { institutionRoleOf, type InstitutionRole, type Viewer } from './membership.server'
import { parentCandidates } from './parent-candidates.server'
import { factValuesIn, type ProfileForScreens } from './profile.server'

// What the cockpit's profile screens start from: the choices of the forms, the stored values as
// the forms write them (strings; yes/no for booleans; Swiss apostrophes for francs), and the
// search of the "link" screen. The route only composes these (routes do not query, ADR 0029).

type Option = { value: string; label: string }
export interface ProfileChoices {
  categories: Option[]
  regions: Option[]
  /** profiles that can be a parent (hospital groups and profiles with children), by name */
  parents: Option[]
}

/** The choices of the common-data form; the parents follow one rule (parent-candidates.server.ts). */
export async function profileChoices(payload: Payload, locale: Locale, self: number | null = null): Promise<ProfileChoices> {
  const essentials = await getEssentials(payload, locale)
  const list = (name: 'categories' | 'regions') => essentials.lists[name].map((e) => ({ value: e.key, label: e.value }))
  const collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true })
  const parents = (await parentCandidates(payload, self))
    .map((d) => ({ value: String(d.id), label: d.contact_city ? `${d.name} (${d.contact_city})` : d.name }))
    .sort((a, b) => collator.compare(a.label, b.label))
  return { categories: list('categories'), regions: list('regions'), parents }
}

const str = (v: unknown) => (v === null || v === undefined ? '' : String(v))

/** The common-data form's values of a stored profile. */
export async function commonValues(payload: Payload, profile: ProfileForScreens, locale: Locale): Promise<Record<string, string>> {
  const { doc } = profile
  const essentials = await getEssentials(payload, locale)
  return {
    name: doc.name,
    category: essentials.keyOf('categories', relId(doc.category)) ?? '',
    region: essentials.keyOf('regions', relId(doc.region)) ?? '',
    main_lang: doc.main_lang,
    parent: str(relId(doc.parent)),
    website: str(doc.website),
    contact_address: str(doc.contact_address),
    contact_zip: str(doc.contact_zip),
    contact_city: str(doc.contact_city),
    contact_person: str(doc.contact_person),
    contact_phone: str(doc.contact_phone),
    contact_mail: str(doc.contact_mail),
    contact_hidden: doc.contact_hidden ? 'on' : '',
  }
}

export function billingValues(profile: ProfileForScreens): Record<string, string> {
  const b = profile.doc.billing ?? {}
  return {
    billing_name: str(b.name),
    billing_department: str(b.department),
    billing_address: str(b.address),
    billing_zip: str(b.zip),
    billing_city: str(b.city),
    billing_email: str(b.email),
    billing_type: profile.doc.billing_type ?? 'email',
  }
}

/** Whole francs as the Swiss write them (95'000), so the form shows what the public page shows. */
const swissNumber = (n: number) => (Number.isInteger(n) && n >= 10_000 ? n.toLocaleString('de-CH').replace(/’/g, "'") : String(n))

/** The facts form's values in one language (texts are per language, numbers and yes/no shared). */
export function factFormValues(profile: ProfileForScreens, locale: Locale): Record<string, string> {
  const values = factValuesIn(profile.doc, locale)
  return Object.fromEntries(
    MEMBER_FACTS.map((f) => {
      const v = values[f.name]
      if (f.type === 'boolean') return [f.name, v === true ? 'yes' : v === false ? 'no' : '']
      if (f.type === 'number') return [f.name, typeof v === 'number' ? swissNumber(v) : '']
      return [f.name, str(v)]
    }),
  )
}

/** The team's badges (shown on the facts screen, set in /admin). */
export function factBadges(profile: ProfileForScreens): string[] {
  const facts = (profile.doc.facts ?? {}) as Record<string, unknown>
  return FACTS.filter((f) => f.team && facts[f.name] === true).map((f) => f.name)
}

export function descriptionValues(profile: ProfileForScreens): Record<string, string> {
  const d = profile.doc.description
  const own = d && typeof d === 'object' ? d : {}
  return { description_de: str(own.de), description_fr: str(own.fr), description_it: str(own.it) }
}

export interface LinkCandidate {
  id: number
  name: string
  city: string | null
  /** the viewer's relation to it, when there is one (a pending request, already managed) */
  role: InstitutionRole | null
}

const LINK_RESULTS = 20

/** The "link" screen's search: public profiles by name or town (at least two characters). */
export async function linkCandidates(payload: Payload, viewer: Viewer, query: string): Promise<LinkCandidate[]> {
  const q = query.trim().slice(0, 80)
  if (q.length < 2) return []
  const { docs } = await payload.find({
    collection: 'institutions',
    where: { and: [{ status: { equals: 'active' } }, { or: [{ name: { like: q } }, { contact_city: { like: q } }, { contact_zip: { equals: q } }] }] },
    select: { name: true, contact_city: true },
    depth: 0,
    limit: LINK_RESULTS,
    sort: 'name',
    overrideAccess: true,
  })
  return Promise.all(docs.map(async (d) => ({ id: d.id, name: d.name, city: d.contact_city ?? null, role: await institutionRoleOf(payload, viewer, d.id) })))
}

/** One public profile the link screen confirms (null when it is not public). */
export async function linkTarget(payload: Payload, viewer: Viewer, id: number): Promise<LinkCandidate | null> {
  const doc = await payload.findByID({
    collection: 'institutions',
    id,
    depth: 0,
    select: { name: true, contact_city: true, status: true },
    overrideAccess: true,
    disableErrors: true,
  })
  if (!doc || doc.status !== 'active') return null
  return { id: doc.id, name: doc.name, city: doc.contact_city ?? null, role: await institutionRoleOf(payload, viewer, doc.id) }
}
