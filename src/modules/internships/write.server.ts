import 'server-only'
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { DEFAULT_LOCALE, type Locale } from '@/i18n/locales'
import { translator } from '@/i18n/translator'
import { env } from '@/lib/env'
import { absoluteUrl } from '@/lib/http/absolute-url'
import { noticeMail } from '@/lib/mail/notice'
import { sendMail } from '@/lib/mail/send'
import { relId } from '@/lib/relations'
import { getEssentials } from '../essentials/essentials.server'
import { slugify } from '../essentials/slugify'
import { INSTITUTION_REQUESTS_PER_STUDENT } from '../limits/rules'
import { takeLimit } from '../limits/take.server'
import { createClaimedReview, type WriteResult } from '../reviews/write.server'
import type { ReviewWrite } from '../reviews/write-schema'
import { dayIso, dayOf, overlaps, rangeProblem } from './dates'
import type { InternshipCreate } from './create-schema'
import { mayPlanElectiveYear, type InternshipViewer } from './viewer'
import { isId } from '@/lib/params'

// Recording, deleting and linking internships. Every function checks who asks: students (and the
// team) only, and only their own rows; another student's id answers "not found" like a missing one.

export type CreateResult =
  | { ok: true; id: number }
  | { ok: false; reason: 'role' }
  | { ok: false; reason: 'field'; field: string; message: string }
  /** the range overlaps the viewer's own internship `with` */
  | { ok: false; reason: 'overlap'; with: number }

const E = 'internships.errors'

/** The language of a requested institution, from its canton (the team can change it in /admin). */
const MAIN_LANG: Record<string, 'fr' | 'it'> = { GE: 'fr', VD: 'fr', NE: 'fr', JU: 'fr', TI: 'it' }

/** The team learns of a student's request in German, like every request to the team. */
async function mailTeamAboutRequest(payload: Payload, request: { id: number; name: string; city: string; region: string }) {
  const t = translator(DEFAULT_LOCALE, 'internships.mail.team')
  await sendMail(
    payload,
    noticeMail({
      to: env().TEAM_EMAIL ?? env().SUPPORT_EMAIL,
      subject: t('subject', { institution: request.name }),
      greeting: t('greeting'),
      paragraphs: [t('body', { institution: request.name, city: request.city, region: request.region })],
      link: { label: t('adminLink'), url: absoluteUrl(`/admin/collections/institutions/${request.id}`) },
      signature: 'Helvemed',
    }),
  )
}

async function institutionFor(payload: Payload, viewerId: number, input: InternshipCreate, now: Date): Promise<{ id: number } | { field: string; message: string }> {
  if (input.request !== 'on') {
    const { totalDocs } = await payload.count({
      collection: 'institutions',
      where: { and: [{ id: { equals: Number(input.institution) } }, { status: { equals: 'active' } }] },
      overrideAccess: true,
    })
    return totalDocs > 0 ? { id: Number(input.institution) } : { field: 'institution', message: `${E}.institution` }
  }
  const essentials = await getEssentials(payload, 'de')
  const region = essentials.lists.regions.find((r) => r.key === input.request_region)
  const category = essentials.lists.categories.find((c) => c.key === 'REGIONAL_HOSPITAL') ?? essentials.lists.categories[0]
  if (!region) return { field: 'request_region', message: `${E}.region` }
  if (!category) return { field: 'request_name', message: `${E}.requestName` }
  // Last check before anything is written: a refused proposal costs no token's worth of mail.
  if (!(await takeLimit(payload, INSTITUTION_REQUESTS_PER_STUDENT, String(viewerId), { now })).ok) return { field: 'request_name', message: `${E}.requestLimit` }
  const doc = await payload.create({
    collection: 'institutions',
    data: {
      name: input.request_name,
      slug: `${slugify(`${input.request_name} ${input.request_city}`) || 'institution'}-${Date.now().toString(36)}`,
      status: 'requested',
      contact_city: input.request_city,
      region: region.docId,
      category: category.docId,
      reviewable: true,
      main_lang: MAIN_LANG[input.request_region] ?? 'de',
    },
    depth: 0,
    // A student's request waits for the team in /admin (status requested), like an employer's.
    overrideAccess: true,
  })
  await mailTeamAboutRequest(payload, { id: doc.id, name: input.request_name, city: input.request_city, region: input.request_region })
  return { id: doc.id }
}

/** Records an internship. Overlapping the viewer's own internships is refused. */
export async function createInternship(payload: Payload, viewer: InternshipViewer | null, input: InternshipCreate, today = new Date()): Promise<CreateResult> {
  if (!mayPlanElectiveYear(viewer)) return { ok: false, reason: 'role' }
  const problem = rangeProblem(input, today)
  if (problem) return { ok: false, reason: 'field', field: problem.field, message: `${E}.${problem.problem}` }
  const essentials = await getEssentials(payload, 'de')
  const field = essentials.lists.fields.find((f) => f.key === input.field)
  if (!field) return { ok: false, reason: 'field', field: 'field', message: `${E}.field` }
  const { docs: own } = await payload.find({
    collection: 'internships',
    where: { user: { equals: viewer.id } },
    select: { start: true, end: true },
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  const clash = own.find((o) => overlaps({ start: dayOf(o.start), end: dayOf(o.end) }, input))
  if (clash) return { ok: false, reason: 'overlap', with: clash.id }
  // The institution is checked (or requested) only after every other rule passed: no stray requests.
  if (input.request !== 'on' && !/^\d+$/.test(input.institution)) return { ok: false, reason: 'field', field: 'institution', message: `${E}.institution` }
  const institution = await institutionFor(payload, viewer.id, input, today)
  if ('field' in institution) return { ok: false, reason: 'field', field: institution.field, message: institution.message }
  const doc = await payload.create({
    collection: 'internships',
    data: { user: viewer.id, institution: institution.id, field: field.docId, start: dayIso(input.start), end: dayIso(input.end) },
    depth: 0,
    // Internships are the team's in Payload's rules; the checks above are the student's.
    overrideAccess: true,
  })
  return { ok: true, id: doc.id }
}

/** The viewer's own internship row, or null (someone else's, missing, or not a student). */
export async function ownInternshipRow(payload: Payload, viewer: InternshipViewer | null, id: number) {
  if (!mayPlanElectiveYear(viewer) || !isId(id)) return null
  const { docs } = await payload.find({
    collection: 'internships',
    where: { and: [{ id: { equals: id } }, { user: { equals: viewer.id } }] },
    depth: 0,
    limit: 1,
    overrideAccess: true,
  })
  return docs[0] ?? null
}

/** Deletes the viewer's own internship; a linked review stays as it is. */
export async function deleteInternship(payload: Payload, viewer: InternshipViewer | null, id: number): Promise<boolean> {
  const row = await ownInternshipRow(payload, viewer, id)
  if (!row) return false
  await payload.delete({ collection: 'internships', id: row.id, depth: 0, overrideAccess: true })
  return true
}

/** Links the viewer's own review to the viewer's own internship (after the wizard created it). */
export async function linkReview(payload: Payload, viewer: InternshipViewer | null, id: number, reviewId: number): Promise<boolean> {
  const row = await ownInternshipRow(payload, viewer, id)
  if (!row || !viewer) return false
  const { totalDocs } = await payload.count({ collection: 'reviews', where: { and: [{ id: { equals: reviewId } }, { author: { equals: viewer.id } }] }, overrideAccess: true })
  if (totalDocs === 0) return false
  await payload.update({ collection: 'internships', id: row.id, data: { review: reviewId }, depth: 0, overrideAccess: true })
  return true
}

/** The internship's institution and field, for the review wizard (its review may be linked already). */
export async function internshipReviewTarget(payload: Payload, viewer: InternshipViewer | null, id: number) {
  const row = await ownInternshipRow(payload, viewer, id)
  if (!row) return null
  return { institution: relId(row.institution), field: relId(row.field), review: relId(row.review) }
}

/** `reviewTarget`: the form names another institution or field than the internship's. */
export type InternshipReviewResult = WriteResult | { ok: false; reason: 'notFound' | 'reviewed' | 'reviewTarget' }

/**
 * The review wizard opened from the viewer's own internship: the review and its link to the
 * internship are written in one transaction (about the internship's institution and field only), the internship's row locked (SELECT … FOR UPDATE),
 * so parallel submits give one review per internship (ADR 0052).
 */
export async function reviewInternship(payload: Payload, viewer: InternshipViewer | null, id: number, input: ReviewWrite, locale: Locale): Promise<InternshipReviewResult> {
  const target = await internshipReviewTarget(payload, viewer, id)
  if (!target) return { ok: false, reason: 'notFound' }
  if (target.review !== null) return { ok: false, reason: 'reviewed' }
  // The review is of this internship: its institution and field, whatever the form says.
  const field = (await getEssentials(payload, locale)).lists.fields.find((f) => f.key === input.field)?.docId
  if (input.institution !== target.institution || field !== target.field) return { ok: false, reason: 'reviewTarget' }
  const result = await createClaimedReview(payload, viewer, input, locale, {
    check: async (tx) => {
      const { rows } = await tx.query(sql`select review_id from internships where id = ${id} for update`)
      return rows.length === 1 && rows[0]?.review_id == null
    },
    link: async (tx, reviewId) => {
      await payload.update({ collection: 'internships', id, data: { review: reviewId }, depth: 0, req: tx.req, overrideAccess: true })
    },
  })
  if (!result.ok && result.reason === 'claimed') return { ok: false, reason: 'reviewed' }
  return result
}
