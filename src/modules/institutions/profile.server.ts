import 'server-only'
import type { Payload, Where } from 'payload'
import { z } from '@/lib/zod'
import { LOCALES, type Locale } from '@/i18n/locales'
import { mediaUrl, relId } from '@/lib/relations'
import type { Institution, Media } from '@/payload-types'
import { getEssentials } from '../essentials/essentials.server'
import { completenessOf, type Completeness } from './completeness'
import { FACTS } from './fact-catalog'
import { institutionRoleOf, mayManage, userInstitutionIds, type InstitutionRole, type Viewer } from './membership.server'
import { professionalIds } from './professional.server'

// Reading employer profiles for the cockpit and GET /api/fn/user/institution(s). Every function
// takes the viewer and asks membership.server.ts first; what the viewer may not see is null.

type Localized<T> = Partial<Record<Locale, T>>
/** A profile as stored, read in all languages (localized fields are { de, fr, it }). */
type StoredInstitution = Omit<Institution, 'description'> & { description?: Localized<string | null> | string | null }

const localized = <T>(value: unknown): Localized<T> => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Localized<T>) : {})

async function readAll(payload: Payload, where: Where, limit?: number): Promise<StoredInstitution[]> {
  const { docs } = await payload.find({
    collection: 'institutions',
    where,
    depth: 1,
    locale: 'all',
    ...(limit ? { limit } : { pagination: false }),
    overrideAccess: true,
  })
  return docs as unknown as StoredInstitution[]
}

function descriptionIn(doc: StoredInstitution, locale: Locale): string | null {
  return localized<string | null>(doc.description)[locale]?.trim() || null
}

/** Facts as the form reads them: localized texts in one language, numbers and booleans as they are. */
export function factValuesIn(doc: StoredInstitution, locale: Locale): Record<string, unknown> {
  const facts = (doc.facts ?? {}) as Record<string, unknown>
  return Object.fromEntries(FACTS.map((f) => [f.name, f.type === 'wysiwyg' ? (localized<string | null>(facts[f.name])[locale] ?? null) : (facts[f.name] ?? null)]))
}

function completenessFor(doc: StoredInstitution, parentDescription: string | null): Completeness {
  const main = doc.main_lang
  return completenessOf({
    description: descriptionIn(doc, main) ?? parentDescription,
    facts: factValuesIn(doc, main),
    logo: doc.logo !== null && doc.logo !== undefined,
    header: doc.header !== null && doc.header !== undefined,
    images: (doc.images ?? []).length,
    contact: { person: doc.contact_person ?? null, phone: doc.contact_phone ?? null, mail: doc.contact_mail ?? null },
    website: doc.website ?? null,
    billing: { name: doc.billing?.name ?? null, address: doc.billing?.address ?? null, zip: doc.billing?.zip ?? null, city: doc.billing?.city ?? null },
  })
}

export interface CockpitInstitution {
  id: number
  name: string
  slug: string
  status: 'requested' | 'active' | 'rejected'
  city: string | null
  role: InstitutionRole
  /** the team's reason when the profile or the request was declined */
  rejectReason: string | null
  parent: { id: number; name: string; confirmed: boolean } | null
  logo: string | null
  completeness: Completeness
}

export interface CockpitInstitutionList {
  active: CockpitInstitution[]
  requested: CockpitInstitution[]
  /** the team's search (the flag that lists all institutions, docs/product-rules.md#institutions): how many matched in all */
  total?: number
}

const TEAM_PAGE = 50

/**
 * The cockpit's list: the viewer's profiles, split into active and requested (requests the team
 * declined are listed with the requests, with the reason), sorted by name in the viewer's
 * language. The team (the flag) sees every institution, searched by name or town.
 */
export async function cockpitInstitutionList(payload: Payload, viewer: Viewer, locale: Locale, team?: { query: string }): Promise<CockpitInstitutionList> {
  const ids = team ? null : await userInstitutionIds(payload, viewer)
  let docs: StoredInstitution[]
  let total: number | undefined
  if (team) {
    const q = team.query.trim()
    const where: Where = q ? { or: [{ name: { like: q } }, { contact_city: { like: q } }] } : {}
    const found = await payload.find({ collection: 'institutions', where, depth: 1, locale: 'all', limit: TEAM_PAGE, sort: 'name', overrideAccess: true })
    docs = found.docs as unknown as StoredInstitution[]
    total = found.totalDocs
  } else {
    const all = [...ids!.active, ...ids!.requested, ...ids!.rejected]
    docs = all.length ? await readAll(payload, { id: { in: all } }) : []
  }
  const parentIds = [...new Set(docs.map((d) => relId(d.parent)).filter((id): id is number => id !== null))]
  const parents = parentIds.length ? await readAll(payload, { id: { in: parentIds } }) : []
  const memberships = team
    ? []
    : (
        await payload.find({
          collection: 'memberships',
          where: { user: { equals: viewer.id } },
          select: { institution: true, status: true, reject_reason: true },
          depth: 0,
          pagination: false,
          overrideAccess: true,
        })
      ).docs
  const items = docs.map((doc): CockpitInstitution => {
    const parentId = relId(doc.parent)
    const parent = parents.find((p) => p.id === parentId)
    const membership = memberships.find((m) => relId(m.institution) === doc.id)
    const role: InstitutionRole = team
      ? 'team'
      : ids!.active.includes(doc.id)
        ? membership?.status === 'active'
          ? 'member'
          : 'parent-member'
        : membership?.status === 'rejected'
          ? 'rejected'
          : 'requested'
    return {
      id: doc.id,
      name: doc.name,
      slug: doc.slug,
      status: doc.status,
      city: doc.contact_city ?? null,
      role,
      rejectReason: (role === 'rejected' ? membership?.reject_reason : doc.status === 'rejected' ? doc.reject_reason : null) ?? null,
      parent: parent ? { id: parent.id, name: parent.name, confirmed: doc.parent_status === 'active' } : null,
      logo: mediaUrl(doc.logo),
      completeness: completenessFor(doc, parent && doc.parent_status === 'active' ? descriptionIn(parent, doc.main_lang) : null),
    }
  })
  const collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true })
  items.sort((a, b) => collator.compare(a.name, b.name) || a.id - b.id)
  // Active: profiles the viewer manages (the team: profiles that are public). Requested: the rest.
  const isActive = (i: CockpitInstitution) => (team ? i.status === 'active' : mayManage(i.role))
  return { active: items.filter(isActive), requested: items.filter((i) => !isActive(i)), ...(total !== undefined && { total }) }
}

export interface ProfileImage {
  id: number
  url: string
  width: number | null
  height: number | null
  alt: Localized<string | null>
}

/** One profile as its screens need it: the viewer's role, the stored values, the public view's bits. */
export interface ProfileForScreens {
  role: InstitutionRole
  /** whether the viewer may change it: managers, and the requester of a new profile while it waits */
  editable: boolean
  doc: StoredInstitution
  parent: { id: number; name: string; confirmed: boolean; description: Localized<string | null> } | null
  completeness: Completeness
  images: ProfileImage[]
  logo: ProfileImage | null
  header: ProfileImage | null
}

function imageOf(value: unknown): ProfileImage | null {
  if (!value || typeof value !== 'object' || !('id' in value)) return null
  const m = value as Media & { alt?: unknown }
  return m.url ? { id: m.id, url: m.url, width: m.width ?? null, height: m.height ?? null, alt: localized<string | null>(m.alt) } : null
}

/**
 * A profile for the viewer's cockpit screens; null when the viewer may not see it. Requested and
 * declined members see their own request, but the private data of an existing profile (billing,
 * hidden contact) only when the request is the profile itself (they typed it in).
 */
export async function profileForScreens(payload: Payload, viewer: Viewer, id: number): Promise<ProfileForScreens | null> {
  const role = await institutionRoleOf(payload, viewer, id)
  if (!role) return null
  const [doc] = await readAll(payload, { id: { equals: id } }, 1)
  if (!doc) return null
  if (!mayManage(role) && doc.status === 'active') return null
  const parentId = relId(doc.parent)
  const [parent] = parentId ? await readAll(payload, { id: { equals: parentId } }, 1) : []
  return {
    role,
    editable: mayManage(role) || (role === 'requested' && doc.status === 'requested'),
    doc,
    parent: parent ? { id: parent.id, name: parent.name, confirmed: doc.parent_status === 'active', description: localized<string | null>(parent.description) } : null,
    completeness: completenessFor(doc, parent && doc.parent_status === 'active' ? descriptionIn(parent, doc.main_lang) : null),
    images: (doc.images ?? []).map(imageOf).filter((i): i is ProfileImage => i !== null),
    logo: imageOf(doc.logo),
    header: imageOf(doc.header),
  }
}

/** The "Institution (full)" shape, as GET /api/fn/user/institution answers it. */
export const InstitutionFullSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  status: z.enum(['requested', 'active', 'rejected']),
  parent_id: z.number().int().nullable(),
  parent_status: z.enum(['requested', 'active']).nullable(),
  category_id: z.string().nullable(),
  /** billing lives on the profile: its id is the profile's */
  billing_id: z.number().int(),
  billing: z.object({
    name: z.string().nullable(),
    address: z.string().nullable(),
    city: z.string().nullable(),
    zip: z.number().int().nullable(),
    email: z.email().nullable(),
    department: z.string().nullable(),
  }),
  billing_type: z.enum(['email', 'print']),
  is_professional: z.boolean(),
  main_lang: z.enum(LOCALES),
  region: z.string().nullable(),
  reviewable: z.boolean(),
  website: z.string().nullable(),
  disable_free_crawler: z.boolean(),
  description: z.string().nullable(),
  description_inherited: z.boolean(),
  cord_lat: z.number().nullable(),
  cord_lng: z.number().nullable(),
  contact_address: z.string().nullable(),
  contact_city: z.string().nullable(),
  contact_zip: z.string().nullable(),
  contact_mail: z.email().nullable(),
  contact_person: z.string().nullable(),
  contact_phone: z.string().nullable(),
  contact_hidden: z.boolean(),
  logo: z.string().nullable(),
  header: z.string().nullable(),
  images: z.array(z.string()),
  videos_ext: z.array(z.object({ type: z.enum(['youtube', 'vimeo']), source: z.string() })).nullable(),
  facts_figures: z.array(
    z.object({
      content: z.string().nullable(),
      icon: z
        .string()
        .regex(/^[a-z]+(-[a-z]+)*$/)
        .nullable(),
      is_swimsa: z.boolean(),
      is_vsao: z.boolean(),
      position: z.number().int(),
      title: z.string(),
      type: z.union([z.enum(['number', 'wysiwyg']), z.literal(false)]),
    }),
  ),
  facts_updated_at: z.string().nullable(),
  completeness: z.object({ percent: z.number().int().min(0).max(100), missing: z.array(z.string()) }),
})
export type InstitutionFull = z.infer<typeof InstitutionFullSchema>

/** GET /api/fn/user/institution?id: the full shape in the viewer's language, null for a profile the viewer may not see. */
export async function institutionFull(payload: Payload, viewer: Viewer, id: number, locale: Locale): Promise<InstitutionFull | null> {
  const profile = await profileForScreens(payload, viewer, id)
  if (!profile) return null
  const { doc, parent } = profile
  const [essentials, professional] = await Promise.all([getEssentials(payload, locale), professionalIds(payload, [doc])])
  const own = descriptionIn(doc, locale)
  const inherited = !own && parent?.confirmed ? (parent.description[locale]?.trim() ?? null) : null
  const facts = factValuesIn(doc, locale)
  const zip = doc.billing?.zip ? Number(doc.billing.zip) : null
  const candidate = {
    id: doc.id,
    slug: doc.slug,
    name: doc.name,
    status: doc.status,
    parent_id: relId(doc.parent),
    parent_status: doc.parent_status ?? null,
    category_id: essentials.keyOf('categories', relId(doc.category)),
    billing_id: doc.id,
    billing: {
      name: doc.billing?.name ?? null,
      address: doc.billing?.address ?? null,
      city: doc.billing?.city ?? null,
      zip: Number.isInteger(zip) ? zip : null,
      email: doc.billing?.email ?? null,
      department: doc.billing?.department ?? null,
    },
    billing_type: doc.billing_type ?? 'email',
    is_professional: professional.has(doc.id),
    main_lang: doc.main_lang,
    region: essentials.keyOf('regions', relId(doc.region)),
    reviewable: doc.reviewable !== false,
    website: doc.website ?? null,
    disable_free_crawler: Boolean(doc.disable_free_crawler),
    description: own ?? inherited,
    description_inherited: !own && inherited !== null,
    cord_lat: doc.cord_lat ?? null,
    cord_lng: doc.cord_lng ?? null,
    contact_address: doc.contact_address ?? null,
    contact_city: doc.contact_city ?? null,
    contact_zip: doc.contact_zip ?? null,
    contact_mail: doc.contact_mail ?? null,
    contact_person: doc.contact_person ?? null,
    contact_phone: doc.contact_phone ?? null,
    contact_hidden: Boolean(doc.contact_hidden),
    logo: profile.logo?.url ?? null,
    header: profile.header?.url ?? null,
    images: profile.images.map((i) => i.url),
    videos_ext: (doc.videos_ext ?? []).map((v) => ({ type: v.type, source: v.source })),
    facts_figures: FACTS.flatMap((f, position) => {
      const value = facts[f.name]
      if (value === null || value === undefined || value === '') return []
      return [
        {
          content: f.type === 'boolean' ? null : String(value),
          icon: f.icon,
          is_swimsa: f.name.startsWith('swimsa_'),
          is_vsao: f.name === 'is_vsao',
          position,
          title: f.name,
          type: f.type === 'boolean' ? (false as const) : f.type,
        },
      ]
    }),
    facts_updated_at: doc.facts?.updated_at ?? null,
    completeness: profile.completeness,
  }
  const parsed = InstitutionFullSchema.safeParse(candidate)
  if (!parsed.success) {
    payload.logger.warn({ institution: id, issues: parsed.error.issues.slice(0, 3) }, 'institution fails the full shape')
    return null
  }
  return parsed.data
}
