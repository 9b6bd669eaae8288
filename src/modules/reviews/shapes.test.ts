import { describe, expect, it } from 'vitest'
import type { Essentials } from '../essentials/essentials.server'
import { newReviewPublicId } from './public-id'
import { ReviewListItemSchema, ReviewReadSchema, sortReviewsByMonth, toReviewMonth } from './shapes'
import { toReviewListItem, toReviewRead, type ReviewShapeContext, type ReviewShapeSource } from './shapes.server'

const entry = (docId: number, key: string, value: string) => ({ docId, key, value, slug: key.toLowerCase() })
const lists = {
  fields: [entry(1, 'CARDIOLOGY', 'Kardiologie')],
  levels: [entry(2, 'ASSISTANT_PHYSICIAN', 'Assistenzärztin/-arzt')],
  regions: [entry(3, 'ZH', 'Zürich')],
  categories: [],
  countries: [],
  genders: [],
  'review-durations': [entry(4, 'TWO', '2 Jahre')],
}
const essentials = { lists, keyOf: () => null, products: [], productKeyOf: () => null } as unknown as Essentials
const ctx: ReviewShapeContext = {
  essentials,
  institutions: new Map([[10, { id: 10, name: 'Spital Uster', slug: 'spital-uster', contact_city: 'Uster', region: 'ZH' }]]),
}

const PUBLIC_ID = '3f9c2a61d0b84e7a9c15f0e2b6d4a871'

const source = (over: Partial<ReviewShapeSource> = {}): ReviewShapeSource => ({
  id: 5,
  public_id: PUBLIC_ID,
  institution: 10,
  field: 1,
  level: 2,
  employment_status: 'former',
  duration: 4,
  pensum: 'fullTime',
  has_housing: false,
  salary: 98000,
  work_hours: 55,
  work_start_time: '07:30',
  work_end_time: '18:45',
  work_has_night: true,
  work_has_picket: false,
  summary_rating: 4,
  summary_feedback: ' Gutes Team. ',
  work_rating: 3,
  work_feedback: 'Viel Arbeit.',
  work_life_rating: 2,
  work_life_feedback: null,
  team_rating: 5,
  team_feedback: 'Top',
  superior_rating: 4,
  superior_feedback: '',
  admin_rating: 3,
  admin_feedback: null,
  learning_rating: 4,
  learning_feedback: 'Rapporte',
  mutual_rating: 5,
  mutual_feedback: null,
  recommend: true,
  improvement: 'Mehr Personal',
  is_wsj_exclusive: false,
  feedback: { name: 'Anna Muster', function: 'HR', content: 'Danke!', updated_at: '2026-12-01T08:00:00.000Z' },
  // 23:30 UTC on 31 October is already November in Zurich.
  createdAt: '2026-10-31T23:30:00.000Z',
  updatedAt: '2026-11-22T10:31:07.123Z',
  ...over,
})

describe('toReviewMonth', () => {
  it('gives the month in Swiss time', () => {
    expect(toReviewMonth('2026-10-31T23:30:00.000Z')).toBe('2026-11')
    expect(toReviewMonth('2026-07-31T21:59:00.000Z')).toBe('2026-07')
    expect(toReviewMonth('2026-07-31T22:00:00.000Z')).toBe('2026-08')
  })
  it('is null for a missing or bad date', () => {
    expect(toReviewMonth(null)).toBeNull()
    expect(toReviewMonth('yesterday')).toBeNull()
  })
})

describe('toReviewRead', () => {
  it('builds the read shape with localized essentials and months only', () => {
    const read = toReviewRead(source(), ctx)
    expect(read).toEqual({
      id: PUBLIC_ID,
      created_at: '2026-11',
      updated_at: '2026-11',
      field: { id: 'CARDIOLOGY', value: 'Kardiologie' },
      level: { id: 'ASSISTANT_PHYSICIAN', value: 'Assistenzärztin/-arzt' },
      overview: {
        feedback: 'Gutes Team.',
        recommendation: true,
        improvement: 'Mehr Personal',
        rating: 4,
        employment: 'former',
        pensum: 'fullTime',
        duration: { id: 'TWO', value: '2 Jahre' },
      },
      work: { rating: 3, feedback: 'Viel Arbeit.', hours: 55, picket: false, night: true, start_time: '07:30', end_time: '18:45', salary: 98000 },
      learning: { rating: 4, feedback: 'Rapporte' },
      team: { rating: 5, feedback: 'Top' },
      superior: { rating: 4, feedback: null },
      mutual: { rating: 5, feedback: null },
      admin: { rating: 3, feedback: null },
      work_life: { rating: 2, feedback: null },
      housing: false,
      wbs: null,
      is_wsj_exclusive: false,
      institution: {
        id: 10,
        name: 'Spital Uster',
        contact_city: 'Uster',
        feedback: true,
        feedback_content: 'Danke!',
        feedback_function: 'HR',
        feedback_name: 'Anna Muster',
        feedback_updated_at: '2026-12',
      },
    })
    expect(ReviewReadSchema.safeParse(read).success).toBe(true)
  })

  it('never passes the author on, even when the document carries one', () => {
    const withAuthor = { ...source(), author: { id: 99, email: 'author@example.test', first_name: 'Secret' } } as ReviewShapeSource
    const json = JSON.stringify(toReviewRead(withAuthor, ctx))
    expect(json).not.toMatch(/author|Secret|99|T\d\d:\d\d/)
  })

  it('an answer without content counts as no answer', () => {
    const read = toReviewRead(source({ feedback: { name: 'Anna', function: 'HR', content: '  ', updated_at: '2026-12-01T08:00:00.000Z' } }), ctx)
    expect(read?.institution).toMatchObject({ feedback: false, feedback_name: null, feedback_function: null, feedback_content: null, feedback_updated_at: null })
  })

  it('never carries the row id: the id is the public one, and a review without it is left out', () => {
    const read = toReviewRead(source({ id: 4711 }), ctx)
    expect(read?.id).toBe(PUBLIC_ID)
    expect(JSON.stringify(read)).not.toContain('4711')
    expect(JSON.stringify(toReviewListItem(source({ id: 4711 }), ctx))).not.toContain('4711')
    expect(toReviewRead(source({ public_id: '5' }), ctx)).toBeNull()
    expect(toReviewListItem(source({ public_id: undefined as unknown as string }), ctx)).toBeNull()
    expect(ReviewReadSchema.safeParse({ ...read, id: 5 }).success).toBe(false)
  })

  it('is null when the institution is unknown or a value is off-shape', () => {
    expect(toReviewRead(source({ institution: 11 }), ctx)).toBeNull()
    expect(toReviewRead(source({ team_rating: 7 }), ctx)).toBeNull()
  })

  it('an odd stored time is left out, not the review', () => {
    expect(toReviewRead(source({ work_start_time: '7:30 am' }), ctx)?.work.start_time).toBeNull()
  })

  it('unknown essentials become null', () => {
    expect(toReviewRead(source({ field: 123, duration: null }), ctx)).toMatchObject({ field: null, overview: { duration: null } })
  })
})

describe('toReviewListItem', () => {
  it('builds the list item', () => {
    const item = toReviewListItem(source(), ctx)
    expect(item).toEqual({
      id: PUBLIC_ID,
      created_at: '2026-11',
      rating: 4,
      field: { id: 'CARDIOLOGY', value: 'Kardiologie' },
      level: { id: 'ASSISTANT_PHYSICIAN', value: 'Assistenzärztin/-arzt' },
      institution: { id: 10, name: 'Spital Uster', slug: 'spital-uster', feedback: true, region: 'ZH' },
      is_wsj_exclusive: false,
    })
    expect(ReviewListItemSchema.safeParse(item).success).toBe(true)
  })

  it('the strict shapes reject any extra key', () => {
    const item = toReviewListItem(source(), ctx)
    expect(ReviewListItemSchema.safeParse({ ...item, author: 1 }).success).toBe(false)
    expect(ReviewReadSchema.safeParse({ ...toReviewRead(source(), ctx), created: '2026-11-22T10:31:07.123Z' }).success).toBe(false)
  })
})

describe('sortReviewsByMonth', () => {
  const at = (createdAt: string, public_id: string) => ({ createdAt, public_id })

  it('puts the newest Swiss month first and orders a month by public id, not by time', () => {
    const reviews = [
      at('2026-10-02T08:00:00.000Z', 'c'.repeat(32)),
      at('2026-10-31T23:30:00.000Z', 'f'.repeat(32)), // November in Zurich
      at('2026-10-30T09:00:00.000Z', 'a'.repeat(32)),
      at('2026-11-20T09:00:00.000Z', '0'.repeat(32)),
      at('2026-09-15T09:00:00.000Z', 'b'.repeat(32)),
    ]
    expect(sortReviewsByMonth(reviews).map((r) => r.public_id[0])).toEqual(['0', 'f', 'a', 'c', 'b'])
  })

  it('gives the same order whatever order the reviews came in', () => {
    const reviews = Array.from({ length: 40 }, (_, i) => at(new Date(Date.UTC(2026, i % 3, 1 + (i % 27), 12)).toISOString(), newReviewPublicId()))
    const once = sortReviewsByMonth(reviews)
    expect(sortReviewsByMonth([...reviews].reverse())).toEqual(once)
    // Inside a month the order is that of the public ids, not that of the dates.
    const march = once.filter((r) => r.createdAt.startsWith('2026-03'))
    expect(march.map((r) => r.public_id)).toEqual(march.map((r) => r.public_id).sort())
    expect(once.map((r) => r.createdAt.slice(0, 7))).toEqual(
      reviews
        .map((r) => r.createdAt.slice(0, 7))
        .sort()
        .reverse(),
    )
  })
})
