import 'server-only'
import type { Payload } from 'payload'
import { LOCALES, type Locale } from '@/i18n/locales'
import { relId } from '@/lib/relations'
import { isAdminUser } from '../access/access'
import { getEssentials } from '../essentials/essentials.server'
import { lookupPostalCode } from '../essentials/postal-codes'
import { slugify } from '../essentials/slugify'
import { MEMBER_FACTS } from './fact-catalog'
import { institutionRoleOf, mayManage, type Viewer } from './membership.server'
import { mayBeParent } from './parent-candidates.server'
import type { BillingInput, CommonInput, DescriptionInput, FactsInput } from './profile-schema'
import type { Refusal } from '@/lib/refusal'

// Writing employer profiles. Each function checks who asks first (membership.server.ts)
// and answers a refusal the action turns into the form's message; the writes themselves run with
// overrideAccess, because the collections are the team's in /admin and this file is the rule for
// everyone else. Only the fields a form names are written: the badges (VSAO, swimsa), the status
// and the parent confirmation stay the team's.

/** The shared reasons (lib/refusal.ts) and the profile's own: read-only, too many, already a member, not active. */
export type ProfileRefusal = Refusal<'notFound' | 'forbidden' | 'readOnly' | 'tooMany' | 'alreadyMember' | 'notActive'> & { field?: string; message?: string }
export type Saved = { ok: true; id: number }
export type WriteResult = Saved | ProfileRefusal

const refuse = (reason: ProfileRefusal['reason'], field?: string, message?: string): ProfileRefusal => ({ ok: false, reason, ...(field && { field }), ...(message && { message }) })

/** Open requests (new profiles and links) one account may have at a time. */
export const MAX_OPEN_REQUESTS = 10

/** Only employers and the team put profiles on the platform or ask to manage one. */
export function mayRequestProfiles(viewer: Viewer | null): boolean {
  return viewer?.role === 'ROLE_INSTITUTION' || viewer?.role === 'ROLE_ADMIN'
}

async function essentialId(payload: Payload, list: 'categories' | 'regions', key: string): Promise<number | null> {
  const essentials = await getEssentials(payload, 'de')
  return essentials.lists[list].find((e) => e.key === key)?.docId ?? null
}

async function uniqueSlug(payload: Payload, name: string): Promise<string> {
  const base = slugify(name) || 'institution'
  const { docs } = await payload.find({ collection: 'institutions', where: { slug: { like: base } }, select: { slug: true }, pagination: false, depth: 0, overrideAccess: true })
  const taken = new Set(docs.map((d) => d.slug))
  if (!taken.has(base)) return base
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`
}

/** The stored form of the common data, checked against the lists and the postal codes. */
async function commonData(payload: Payload, input: CommonInput, self: number | null) {
  const zip = lookupPostalCode(input.contact_zip)
  if (!zip) return refuse('notFound', 'contact_zip', 'errors.postalCodeNotFound')
  const [category, region] = await Promise.all([essentialId(payload, 'categories', input.category), essentialId(payload, 'regions', input.region)])
  if (category === null) return refuse('notFound', 'category', 'invalid')
  if (region === null) return refuse('notFound', 'region', 'invalid')
  // A parent is a hospital group or a profile with children, never the profile itself nor one of its children.
  if (input.parent !== null && !(await mayBeParent(payload, input.parent, self))) return refuse('notFound', 'parent', 'invalid')
  return {
    name: input.name,
    category,
    region,
    main_lang: input.main_lang,
    website: input.website,
    contact_address: input.contact_address,
    contact_zip: zip.zip,
    contact_city: input.contact_city,
    contact_person: input.contact_person,
    contact_phone: input.contact_phone,
    contact_mail: input.contact_mail,
    contact_hidden: input.contact_hidden,
    ...(Number.isFinite(zip.lat) && Number.isFinite(zip.lng) && { cord_lat: zip.lat, cord_lng: zip.lng }),
  }
}

function billingData(input: BillingInput) {
  if (!lookupPostalCode(input.billing_zip)) return refuse('notFound', 'billing_zip', 'errors.postalCodeNotFound')
  return {
    billing: {
      name: input.billing_name,
      department: input.billing_department,
      address: input.billing_address,
      zip: input.billing_zip,
      city: input.billing_city,
      email: input.billing_email,
    },
    billing_type: input.billing_type,
  }
}

async function openRequests(payload: Payload, userId: number): Promise<number> {
  const { totalDocs } = await payload.count({
    collection: 'memberships',
    where: { and: [{ user: { equals: userId } }, { status: { equals: 'requested' } }] },
    overrideAccess: true,
  })
  return totalDocs
}

/**
 * The create wizard's result: a `requested` profile with the creator as its requested member
 * (the membership's hook mails the team). With a parent, the parent link is requested too.
 */
export async function createInstitution(payload: Payload, viewer: Viewer | null, common: CommonInput, billing: BillingInput): Promise<WriteResult> {
  if (!viewer) return refuse('forbidden')
  if (!mayRequestProfiles(viewer)) return refuse('forbidden')
  if ((await openRequests(payload, viewer.id)) >= MAX_OPEN_REQUESTS) return refuse('tooMany')
  const data = await commonData(payload, common, null)
  if ('ok' in data) return data
  const bill = billingData(billing)
  if ('ok' in bill) return bill
  const created = await payload.create({
    collection: 'institutions',
    data: {
      ...data,
      ...bill,
      slug: await uniqueSlug(payload, common.name),
      status: 'requested',
      ...(common.parent !== null && { parent: common.parent, parent_status: 'requested' as const }),
    },
    locale: common.main_lang,
    overrideAccess: true,
  })
  // The membership's hook mails the team, once for both. The team needs none: its profiles are all profiles.
  if (!isAdminUser(viewer as never)) {
    await payload.create({ collection: 'memberships', data: { user: viewer.id, institution: created.id, status: 'requested' }, overrideAccess: true })
  }
  return { ok: true, id: created.id }
}

/** A request to manage an existing, public profile; a declined request may be asked again. */
export async function requestLink(payload: Payload, viewer: Viewer | null, institutionId: number, note: string | null): Promise<WriteResult> {
  if (!viewer) return refuse('forbidden')
  if (!mayRequestProfiles(viewer)) return refuse('forbidden')
  const institution = await payload.findByID({ collection: 'institutions', id: institutionId, depth: 0, overrideAccess: true, disableErrors: true })
  if (!institution || institution.status !== 'active') return refuse('notActive', 'institution', 'linkNotFound')
  const role = await institutionRoleOf(payload, viewer, institutionId)
  if (role && role !== 'rejected') return refuse('alreadyMember', 'institution', role === 'requested' ? 'linkPending' : 'linkMember')
  if ((await openRequests(payload, viewer.id)) >= MAX_OPEN_REQUESTS) return refuse('tooMany')
  if (role === 'rejected') {
    await payload.delete({ collection: 'memberships', where: { and: [{ user: { equals: viewer.id } }, { institution: { equals: institutionId } }] }, overrideAccess: true })
  }
  await payload.create({ collection: 'memberships', data: { user: viewer.id, institution: institutionId, status: 'requested', note }, overrideAccess: true })
  return { ok: true, id: institutionId }
}

/**
 * The common role check of every edit: the profile exists for the viewer and the viewer may change
 * it. The requester of a new profile may complete it while it waits for the team (it is not public
 * yet, and it is their own input); a request to manage an existing profile changes nothing.
 */
async function editable(payload: Payload, viewer: Viewer | null, id: number): Promise<ProfileRefusal | null> {
  const role = await institutionRoleOf(payload, viewer, id)
  if (!role || role === 'rejected') return refuse('notFound')
  if (mayManage(role)) return null
  return (await isOwnNewProfile(payload, id)) ? null : refuse('readOnly')
}

async function isOwnNewProfile(payload: Payload, id: number): Promise<boolean> {
  const doc = await payload.findByID({ collection: 'institutions', id, depth: 0, select: { status: true }, overrideAccess: true, disableErrors: true })
  return doc?.status === 'requested'
}

export async function saveCommon(payload: Payload, viewer: Viewer | null, id: number, input: CommonInput): Promise<WriteResult> {
  const refusal = await editable(payload, viewer, id)
  if (refusal) return refusal
  const current = await payload.findByID({ collection: 'institutions', id, depth: 0, overrideAccess: true })
  const data = await commonData(payload, input, id)
  if ('ok' in data) return data
  const parentBefore = relId(current.parent)
  // A new parent waits for the team; removing it takes effect at once; the same parent keeps its state.
  const parent = input.parent === parentBefore ? {} : input.parent === null ? { parent: null, parent_status: null } : { parent: input.parent, parent_status: 'requested' as const }
  await payload.update({ collection: 'institutions', id, data: { ...data, ...parent }, overrideAccess: true })
  return { ok: true, id }
}

export async function saveBilling(payload: Payload, viewer: Viewer | null, id: number, input: BillingInput): Promise<WriteResult> {
  const refusal = await editable(payload, viewer, id)
  if (refusal) return refusal
  const data = billingData(input)
  if ('ok' in data) return data
  await payload.update({ collection: 'institutions', id, data, overrideAccess: true })
  return { ok: true, id }
}

/** Facts in one language (texts are per language; numbers and yes/no are shared); the team's badges are kept. */
export async function saveFacts(payload: Payload, viewer: Viewer | null, id: number, input: FactsInput, locale: Locale): Promise<WriteResult> {
  const refusal = await editable(payload, viewer, id)
  if (refusal) return refusal
  const current = await payload.findByID({ collection: 'institutions', id, depth: 0, locale, overrideAccess: true })
  const facts: Record<string, unknown> = { ...current.facts }
  for (const f of MEMBER_FACTS) facts[f.name] = input[f.name] ?? null
  await payload.update({ collection: 'institutions', id, data: { facts }, locale, overrideAccess: true })
  return { ok: true, id }
}

/** The description per language; an empty one inherits the parent's (when the team confirmed the link). */
export async function saveDescription(payload: Payload, viewer: Viewer | null, id: number, input: DescriptionInput): Promise<WriteResult> {
  const refusal = await editable(payload, viewer, id)
  if (refusal) return refusal
  for (const locale of LOCALES) {
    await payload.update({ collection: 'institutions', id, data: { description: input[`description_${locale}`] }, locale, overrideAccess: true })
  }
  return { ok: true, id }
}
