import type { Payload, RequiredDataFromCollectionSlug } from 'payload'
import type { Role } from '@/modules/access/access'
import type { Locale } from '@/i18n/locales'
import type { Outbox, Review, User } from '@/payload-types'
import { newReviewPublicId } from '@/modules/reviews/public-id'

// Small factories for integration tests: each writes one row through Payload's local API with
// access checks off and sensible defaults, so a test names only what it is about. Pass the
// Payload instance from freshPayload(); nothing here keeps state between calls.

/** The password every factory-made user has (passes the password policy). */
export const TEST_PASSWORD = 'Helvemed-Test-1'

export type EssentialCollection = 'fields' | 'levels' | 'regions' | 'categories' | 'review-durations'

/** An essentials row (field, level, region, category, review duration); its slug derives from the key. */
export async function createEssential(payload: Payload, collection: EssentialCollection, key: string, value: string = key): Promise<number> {
  const doc = await payload.create({ collection, locale: 'de', overrideAccess: true, data: { key, value, slug: key.toLowerCase().replace(/_/g, '-') } })
  return doc.id
}

type InstitutionData = RequiredDataFromCollectionSlug<'institutions'>
export type InstitutionSpec = Partial<InstitutionData> & Pick<InstitutionData, 'name' | 'region' | 'category'>

/** An active institution; the slug derives from the name unless given. */
export async function createInstitution(payload: Payload, spec: InstitutionSpec): Promise<number> {
  const data = { slug: spec.name.toLowerCase().replace(/\W+/g, '-'), status: 'active', ...spec } as RequiredDataFromCollectionSlug<'institutions'>
  const doc = await payload.create({ collection: 'institutions', overrideAccess: true, data })
  return doc.id
}

export type MembershipStatus = RequiredDataFromCollectionSlug<'memberships'>['status']

/** A user's membership of an institution (active: the user manages it). */
export async function createMembership(payload: Payload, user: number, institution: number, status: MembershipStatus = 'active'): Promise<number> {
  const doc = await payload.create({ collection: 'memberships', overrideAccess: true, data: { user, institution, status } })
  return doc.id
}

export interface UserSpec {
  email: string
  /** null: an account without a role */
  role: Role | null
  first_name?: string
  last_name?: string
  /** the user's mail language; null: none chosen */
  locale?: Locale | null
  password?: string
  /** institutions the user manages (an active membership each) */
  manages?: number | number[]
}

/** A verified user with a role (no verification mail), managing the given institutions. */
export async function createUser(payload: Payload, spec: UserSpec): Promise<User> {
  const { email, role, first_name = 'Test', last_name = 'Person', locale = 'de', password = TEST_PASSWORD, manages = [] } = spec
  const doc = await payload.create({
    collection: 'users',
    overrideAccess: true,
    disableVerificationEmail: true,
    data: { email, password, first_name, last_name, role, locale, _verified: true } as RequiredDataFromCollectionSlug<'users'>,
  })
  for (const institution of typeof manages === 'number' ? [manages] : manages) await createMembership(payload, doc.id, institution)
  return doc
}

/** A JWT for a user (as the Authorization header `JWT <token>` carries it). */
export async function tokenFor(payload: Payload, email: string, password: string = TEST_PASSWORD): Promise<string> {
  const { token } = await payload.login({ collection: 'users', data: { email, password } })
  if (!token) throw new Error(`no token for ${email}`)
  return token
}

type JobData = RequiredDataFromCollectionSlug<'jobs'>
export type JobSpec = Partial<JobData> & Pick<JobData, 'title' | 'institution'>

/** A published, full-time German text ad, available at once; the slug derives from the title. */
export async function createJob(payload: Payload, spec: JobSpec): Promise<number> {
  const data: JobData = {
    slug: spec.title.toLowerCase().replace(/\W+/g, '-'),
    status: 'published',
    locale: 'de',
    pensum_min: 100,
    pensum_max: 100,
    type: 'text',
    available_from_type: 'immediate',
    ...spec,
  }
  const doc = await payload.create({ collection: 'jobs', overrideAccess: true, depth: 0, data })
  return doc.id
}

type ReviewData = RequiredDataFromCollectionSlug<'reviews'>
export type ReviewSpec = Partial<ReviewData> & Pick<ReviewData, 'author' | 'institution' | 'field' | 'level'>

/**
 * A review written directly (as the seed does, not through the wizard): published, rated 4 with a
 * short summary, a fresh public id; `createdAt` backdates it.
 */
export async function createReview(payload: Payload, spec: ReviewSpec, { createdAt }: { createdAt?: string } = {}): Promise<Review> {
  const doc = await payload.create({
    collection: 'reviews',
    overrideAccess: true,
    depth: 0,
    data: { public_id: newReviewPublicId(), status: 'published', summary_rating: 4, summary_feedback: 'Gute Weiterbildung und ein faires Team.', ...spec },
  })
  if (createdAt) await payload.db.pool.query('UPDATE reviews SET created_at = $1 WHERE id = $2', [createdAt, doc.id])
  return doc
}

/** The mails queued for an address, newest first. */
export async function mailsTo(payload: Payload, to: string): Promise<Outbox[]> {
  const { docs } = await payload.find({ collection: 'outbox', where: { to: { equals: to } }, sort: '-createdAt', pagination: false, overrideAccess: true })
  return docs
}

/** Creditor settings that pass the creditor check (the seed's demo creditor): checkout refuses the global's example values. */
export async function setDemoCreditor(payload: Payload): Promise<void> {
  const { DEMO_CREDITOR } = await import('../../scripts/seed/generate/creditor')
  await payload.updateGlobal({ slug: 'billing-settings', data: { ...DEMO_CREDITOR }, overrideAccess: true })
}
