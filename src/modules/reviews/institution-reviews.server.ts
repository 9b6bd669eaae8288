import 'server-only'
import type { Payload, Where } from 'payload'
import type { Locale } from '@/i18n/locales'
import { relId } from '@/lib/relations'
import { getEssentials } from '../essentials/essentials.server'
import { reviewInsights, reviewSummary, type ReviewFigureRow, type ReviewInsights, type ReviewSummary } from './insights'
import { REVIEW_CATEGORIES, sortReviewsByMonth, withoutSalary, type ReviewRead } from './shapes'
import { loadReviewShapeContext, REVIEW_SHAPE_SELECT, toReviewRead } from './shapes.server'
import { canReadReviewTexts, canReadWsjExclusive, isVisibleTo, type ReviewViewer } from './visibility'
import { REVIEWS_PAGE_SIZE } from './reviews-shown'

// The reviews part of an institution page (ADR 0012): figures for everyone, texts for those
// allowed to read them. Figures are computed from ratings and work facts only; texts go through
// the visibility rules and the strict read shape.

export type ReviewTexts =
  /** not logged in: a login may help */
  | { access: 'login' }
  /** logged in, but not as student, doctor or manager of this institution */
  | { access: 'restricted' }
  | {
      access: 'granted'
      /** newest month first, random inside a month (ADR 0018), at most `shown` */
      items: ReviewRead[]
      /** texts this viewer may read in all */
      total: number
      /** published WSJ-exclusive reviews this viewer may not read (students only) */
      wsj_hidden: number
    }

export interface InstitutionReviews {
  summary: ReviewSummary
  /** published reviews with an overall rating and their average: the JSON-LD figures */
  overall: { count: number; average: number | null }
  insights: Omit<ReviewInsights, 'salary_by_level'> & { salary_by_level: { level: string; label: string; value: number; basis: number }[] }
  texts: ReviewTexts
}

const published = (institutionId: number): Where => ({ and: [{ status: { equals: 'published' } }, { institution: { equals: institutionId } }] })

async function figureRows(payload: Payload, institutionId: number, levelKey: (id: number | null) => string | null): Promise<ReviewFigureRow[]> {
  const { docs } = await payload.find({
    collection: 'reviews',
    where: published(institutionId),
    // Ratings and work facts only: no texts, never the author.
    select: {
      level: true,
      work_hours: true,
      work_has_night: true,
      work_has_picket: true,
      salary: true,
      is_wsj_exclusive: true,
      summary_rating: true,
      work_rating: true,
      work_life_rating: true,
      team_rating: true,
      superior_rating: true,
      admin_rating: true,
      learning_rating: true,
      mutual_rating: true,
    },
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  return docs.map((r) => ({
    level: levelKey(relId(r.level)),
    work_hours: r.work_hours ?? null,
    work_has_night: r.work_has_night ?? null,
    work_has_picket: r.work_has_picket ?? null,
    salary: r.salary ?? null,
    is_wsj_exclusive: r.is_wsj_exclusive ?? null,
    ratings: Object.fromEntries(REVIEW_CATEGORIES.map((c) => [c, r[`${c}_rating`] ?? null])),
  }))
}

async function readableTexts(
  payload: Payload,
  { institutionId, locale, viewer, managed, shown }: { institutionId: number; locale: Locale; viewer: ReviewViewer | null; managed: readonly number[]; shown: number },
): Promise<{ items: ReviewRead[]; total: number }> {
  const wsjAllowed = canReadWsjExclusive(viewer)
  const where: Where = wsjAllowed
    ? published(institutionId)
    : { and: [published(institutionId), { or: [{ is_wsj_exclusive: { equals: false } }, { is_wsj_exclusive: { exists: false } }] }] }
  // The order first (month and public id of every readable review), then the texts of the first
  // `shown`: newest month first and random inside a month (ADR 0018), so the list does not tell
  // which review of a month was written first.
  const [{ docs: all }, ctx] = await Promise.all([
    payload.find({
      collection: 'reviews',
      where,
      select: { public_id: true, createdAt: true },
      depth: 0,
      pagination: false,
      overrideAccess: true,
    }),
    loadReviewShapeContext(payload, locale, [{ institution: institutionId }]),
  ])
  const page = sortReviewsByMonth(all).slice(0, shown)
  const position = new Map(page.map((r, index) => [r.id, index]))
  const result = page.length
    ? await payload.find({
        collection: 'reviews',
        where: { and: [where, { id: { in: [...position.keys()] } }] },
        select: { ...REVIEW_SHAPE_SELECT, status: true },
        depth: 0,
        pagination: false,
        // The where above and isVisibleTo below decide; the author is not selected.
        overrideAccess: true,
      })
    : { docs: [] }
  const items = [...result.docs]
    .sort((a, b) => (position.get(a.id) ?? 0) - (position.get(b.id) ?? 0))
    .filter((r) => isVisibleTo({ institution: relId(r.institution) ?? -1, is_wsj_exclusive: r.is_wsj_exclusive, status: r.status }, viewer, managed))
    .map((r) => toReviewRead(r, ctx))
    .filter((r): r is ReviewRead => r !== null)
    // Individual salaries stay with their authors; the page shows medians per level instead.
    .map(withoutSalary)
  return { items, total: all.length }
}

/** Everything the reviews section of an institution page shows to this viewer. */
export async function findInstitutionReviews(
  payload: Payload,
  input: { institutionId: number; locale: Locale; viewer: ReviewViewer | null; managed: readonly number[]; shown?: number; contractHours: number | null },
): Promise<InstitutionReviews> {
  const { institutionId, locale, viewer, managed } = input
  const essentials = await getEssentials(payload, locale)
  const levelKey = (id: number | null) => essentials.keyOf('levels', id)
  const mayRead = canReadReviewTexts(viewer, institutionId, managed)
  const [rows, texts] = await Promise.all([
    figureRows(payload, institutionId, levelKey),
    mayRead ? readableTexts(payload, { institutionId, locale, viewer, managed, shown: input.shown ?? REVIEWS_PAGE_SIZE }) : null,
  ])
  const summary = reviewSummary(rows)
  const rated = rows.map((r) => r.ratings.summary).filter((n): n is number => typeof n === 'number')
  const levels = essentials.lists.levels
  const insights = reviewInsights(
    rows,
    input.contractHours,
    levels.map((l) => l.key),
  )
  return {
    summary,
    overall: { count: rated.length, average: summary.averages.summary },
    insights: {
      ...insights,
      salary_by_level: insights.salary_by_level.map((s) => ({ ...s, label: levels.find((l) => l.key === s.level)?.value ?? s.level })),
    },
    texts: texts
      ? { access: 'granted', items: texts.items, total: texts.total, wsj_hidden: canReadWsjExclusive(viewer) ? 0 : summary.wsj_count }
      : { access: viewer ? 'restricted' : 'login' },
  }
}
