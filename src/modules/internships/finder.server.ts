import 'server-only'
import type { Payload } from 'payload'
import type { Locale } from '@/i18n/locales'
import { relId } from '@/lib/relations'
import { getEssentials } from '../essentials/essentials.server'
import { median, MIN_REVIEWS_FOR_INSIGHT } from '../reviews/insights'
import { sortReviewsByMonth, withoutSalary, type ReviewRead } from '../reviews/shapes'
import { loadReviewShapeContext, REVIEW_SHAPE_SELECT, toReviewRead } from '../reviews/shapes.server'
import type { FinderRow } from './finder-sorts'
import { InstitutionStatisticsRowSchema } from './schemas'
import { mayPlanElectiveYear, type InternshipViewer } from './viewer'

// The elective-year finder (GET /api/fn/user/internships-institutions, /cockpit/internships-finder):
// active institutions with internships or WSJ reviews, per field the number of internships (every
// recorded one), of published WSJ-exclusive reviews and their average overall rating. Beside the
// row, the facts students ask about: swimsa pay and room, pay and room cost, weekly hours as the
// median of WSJ reviews once there are MIN_REVIEWS_FOR_INSIGHT of them.

interface SqlRow {
  id: number
  name: string
  city: string | null
  lang: Locale
  region: string | null
  field: string
  internships: number
  reviews: number
  rating: number | null
  swimsa_salary: boolean | null
  swimsa_room: boolean | null
  student_pay: string | null
  room_cost: string | null
  hours: number[] | null
}

const SQL = `
WITH i AS (SELECT institution_id, field_id, count(*)::int AS n FROM internships GROUP BY 1, 2),
r AS (
  SELECT institution_id, field_id, count(*)::int AS n, avg(summary_rating)::float8 AS rating
    FROM reviews WHERE status = 'published' AND is_wsj_exclusive GROUP BY 1, 2),
h AS (
  SELECT institution_id, array_agg(work_hours::float8) AS hours
    FROM reviews WHERE status = 'published' AND is_wsj_exclusive AND work_hours IS NOT NULL GROUP BY 1),
c AS (
  SELECT coalesce(i.institution_id, r.institution_id) AS institution_id, coalesce(i.field_id, r.field_id) AS field_id,
         coalesce(i.n, 0) AS internships, coalesce(r.n, 0) AS reviews, r.rating
    FROM i FULL JOIN r ON r.institution_id = i.institution_id AND r.field_id = i.field_id)
SELECT inst.id, inst.name, inst.contact_city AS city, inst.main_lang::text AS lang, reg.key AS region, f.key AS field,
       c.internships, c.reviews, c.rating, inst.facts_swimsa_salary AS swimsa_salary, inst.facts_swimsa_room AS swimsa_room,
       inst.facts_student_pay AS student_pay, inst.facts_accommodation_cost AS room_cost, h.hours
  FROM c
  JOIN institutions inst ON inst.id = c.institution_id AND inst.status = 'active'
  JOIN fields f ON f.id = c.field_id
  LEFT JOIN regions reg ON reg.id = inst.region_id
  LEFT JOIN h ON h.institution_id = inst.id
 ORDER BY inst.name, inst.id, f.position, f.key`

/** One decimal, as the finder shows it. */
export const roundRating = (value: number | null): number | null => (value === null ? null : Math.round(value * 10) / 10)

const numberOrNull = (value: string | null): number | null => (value === null || value === '' || Number.isNaN(Number(value)) ? null : Number(value))

/** The finder's rows; a row failing its shape is left out and logged (the call then answers what is left, docs/product-rules.md#shapes). */
export async function finderRows(payload: Payload, viewer: InternshipViewer | null): Promise<FinderRow[]> {
  if (!mayPlanElectiveYear(viewer)) return []
  const { rows } = await payload.db.pool.query<SqlRow>(SQL)
  const byId = new Map<number, FinderRow>()
  for (const r of rows) {
    let entry = byId.get(r.id)
    if (!entry) {
      const hours = r.hours ?? []
      entry = {
        row: { id: r.id, name: r.name, region: r.region, fields: [] },
        city: r.city,
        lang: r.lang,
        swimsa: { salary: r.swimsa_salary, room: r.swimsa_room },
        studentPay: numberOrNull(r.student_pay),
        roomCost: numberOrNull(r.room_cost),
        weeklyHours: hours.length >= MIN_REVIEWS_FOR_INSIGHT ? median(hours) : null,
      }
      byId.set(r.id, entry)
    }
    entry.row.fields.push({ key: r.field, internships: r.internships, reviews: r.reviews, reviews_rating: roundRating(r.rating) })
  }
  return [...byId.values()].filter((e) => {
    const parsed = InstitutionStatisticsRowSchema.safeParse(e.row)
    if (!parsed.success) payload.logger.warn({ issues: parsed.error.issues }, `institution statistics row ${e.row.id} failed its shape`)
    return parsed.success
  })
}

/**
 * The published WSJ reviews of one active institution for one field, in the read shape (no
 * individual salary), newest month first; [] for anyone but students and the team.
 */
export async function wsjReviewsOf(payload: Payload, viewer: InternshipViewer | null, institutionId: number, fieldKey: string, locale: Locale): Promise<ReviewRead[]> {
  if (!mayPlanElectiveYear(viewer)) return []
  const essentials = await getEssentials(payload, locale)
  const field = essentials.lists.fields.find((f) => f.key === fieldKey)
  if (!field) return []
  const { totalDocs } = await payload.count({
    collection: 'institutions',
    where: { and: [{ id: { equals: institutionId } }, { status: { equals: 'active' } }] },
    overrideAccess: true,
  })
  if (totalDocs === 0) return []
  const { docs } = await payload.find({
    collection: 'reviews',
    where: { and: [{ institution: { equals: institutionId } }, { field: { equals: field.docId } }, { status: { equals: 'published' } }, { is_wsj_exclusive: { equals: true } }] },
    select: REVIEW_SHAPE_SELECT,
    depth: 0,
    pagination: false,
    // Published WSJ-exclusive reviews, which students may read (visibility.ts); the author is not selected.
    overrideAccess: true,
  })
  const ctx = await loadReviewShapeContext(payload, locale, [{ institution: institutionId }])
  return sortReviewsByMonth(docs.filter((d) => relId(d.institution) === institutionId))
    .map((r) => toReviewRead(r, ctx))
    .filter((r): r is ReviewRead => r !== null)
    .map(withoutSalary)
}
