import 'server-only'
import type { Payload } from 'payload'
import type { Locale } from '@/i18n/locales'
import { relId } from '@/lib/relations'
import { getEssentials } from '../essentials/essentials.server'
import { colleaguesOfOwn } from './colleagues.server'
import { dayOf, phaseOf, type TimelinePhase } from './dates'
import { InternshipSchema, type Internship } from './schemas'
import { mayPlanElectiveYear, type InternshipViewer } from './viewer'

// The student's own internships (GET /api/fn/user/internships and the cockpit's timeline), each in
// the shape plus what the screen shows beside it (names, the linked review's status, the
// phase). Only the viewer's own rows are read; anyone else's id finds nothing.

export type ReviewStatus = 'pending' | 'published' | 'rejected'

export interface InternshipEntry {
  internship: Internship
  institutionName: string
  institutionCity: string | null
  /** 'requested': the student asked the team to add it; not public yet */
  institutionStatus: 'requested' | 'active' | 'rejected'
  reviewable: boolean
  fieldLabel: string
  reviewStatus: ReviewStatus | null
  phase: TimelinePhase
  /** how many colleagues accept messages through the relay */
  contactable: number
}

const LIMIT = 200

/** Logged when a row fails the shape: the caller leaves it out (cockpit lists only warn, docs/product-rules.md#shapes). */
function checked(payload: Payload, value: unknown, what: string): Internship | null {
  const parsed = InternshipSchema.safeParse(value)
  if (parsed.success) return parsed.data
  payload.logger.warn({ issues: parsed.error.issues }, `internship shape failed: ${what}`)
  return null
}

export async function ownInternships(payload: Payload, viewer: InternshipViewer | null, locale: Locale, today = new Date()): Promise<InternshipEntry[]> {
  if (!mayPlanElectiveYear(viewer)) return []
  const { docs } = await payload.find({
    collection: 'internships',
    where: { user: { equals: viewer.id } },
    sort: ['start', 'id'],
    depth: 0,
    limit: LIMIT,
    // The viewer's own rows only (the where above).
    overrideAccess: true,
  })
  if (docs.length === 0) return []
  const institutionIds = [...new Set(docs.map((d) => relId(d.institution)).filter((id): id is number => id !== null))]
  const reviewIds = docs.map((d) => relId(d.review)).filter((id): id is number => id !== null)
  const [essentials, institutions, linked, published] = await Promise.all([
    getEssentials(payload, locale),
    payload.find({
      collection: 'institutions',
      where: { id: { in: institutionIds } },
      select: { name: true, contact_city: true, status: true, reviewable: true },
      depth: 0,
      pagination: false,
      // Names of the institutions of the viewer's own placements, requested ones included.
      overrideAccess: true,
    }),
    reviewIds.length
      ? payload.find({
          collection: 'reviews',
          where: { and: [{ id: { in: reviewIds } }, { author: { equals: viewer.id } }] },
          select: { public_id: true, status: true },
          depth: 0,
          pagination: false,
          // The viewer's own reviews linked to their internships.
          overrideAccess: true,
        })
      : { docs: [] },
    payload.find({
      collection: 'reviews',
      where: { and: [{ institution: { in: institutionIds } }, { status: { equals: 'published' } }] },
      select: { public_id: true, institution: true, field: true, summary_rating: true },
      depth: 0,
      pagination: false,
      // Public ids and ratings of published reviews (students may read all of them, WSJ included).
      overrideAccess: true,
    }),
  ])
  const instOf = new Map(institutions.docs.map((i) => [i.id, i]))
  const reviewOf = new Map(linked.docs.map((r) => [r.id, r]))
  const todayDay = dayOf(today)
  const base = docs.map((d) => ({
    doc: d,
    id: d.id,
    institution: relId(d.institution) ?? 0,
    field: relId(d.field),
    start: dayOf(d.start),
    end: dayOf(d.end),
  }))
  const colleagues = await colleaguesOfOwn(payload, viewer, base)
  return base.flatMap((b) => {
    const inst = instOf.get(b.institution)
    const review = reviewOf.get(relId(b.doc.review) ?? -1) ?? null
    const fieldKey = essentials.keyOf('fields', b.field)
    const entries = colleagues.get(b.id) ?? null
    const internship = checked(
      payload,
      {
        id: b.id,
        start: b.start,
        end: b.end,
        field: fieldKey,
        institution: b.institution,
        review_id: review?.public_id ?? null,
        colleagues: entries === null ? null : entries.map((e) => e.colleague),
        reviews: published.docs
          .filter((r) => relId(r.institution) === b.institution && relId(r.field) === b.field)
          .map((r) => ({ id: r.public_id, rating: r.summary_rating ?? null }))
          .sort((x, y) => x.id.localeCompare(y.id)),
      },
      `internship ${b.id}`,
    )
    if (!internship || !inst) return []
    return [
      {
        internship,
        institutionName: inst.name,
        institutionCity: inst.contact_city ?? null,
        institutionStatus: inst.status,
        reviewable: inst.status === 'active' && inst.reviewable !== false,
        fieldLabel: essentials.lists.fields.find((f) => f.key === fieldKey)?.value ?? fieldKey ?? '',
        reviewStatus: review?.status ?? null,
        phase: phaseOf(b, todayDay),
        contactable: entries?.filter((e) => e.contactable).length ?? 0,
      },
    ]
  })
}
