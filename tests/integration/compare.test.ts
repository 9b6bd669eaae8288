import fc from 'fast-check'
import type { Payload, RequiredDataFromCollectionSlug } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Locale } from '@/i18n/locales'
import { createEssential, createInstitution, createJob, createUser } from '../support/factories'
import { freshPayload } from '../support/test-db'

// The employer comparison (ADR 0064) on a real database: every figure of a column equals the figure
// the employer's own page computes (random picks of 2-4 employers in random languages), the hours and
// pay from reviews appear only from 5 answers on, unknown and inactive ids are dropped, and no
// review text reaches the comparison.

let payload: Payload
let compare: typeof import('@/modules/compare/comparison.server')
let publicMod: typeof import('@/modules/institutions/public.server')
let reviewsMod: typeof import('@/modules/reviews/institution-reviews.server')

const DAY = 86_400_000
const TEXT_MARKER = 'GEHEIMER-BEWERTUNGSTEXT'
const ids = { fields: [] as number[], assistant: 0, senior: 0, duration: 0, region: 0, category: 0, author: 0 }
const employers: number[] = []
let inactive = 0

/** A small seeded generator, so the data set is the same on every run (the picks are fast-check's). */
function seeded(seed: number) {
  let state = seed
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648
    return state / 2_147_483_648
  }
}

async function review(institution: number, over: Partial<RequiredDataFromCollectionSlug<'reviews'>>) {
  await payload.create({
    collection: 'reviews',
    overrideAccess: true,
    depth: 0,
    data: {
      public_id: `${String(institution).padStart(6, '0')}${Math.random().toString(36).slice(2, 12).padEnd(26, 'x')}`.slice(0, 32),
      author: ids.author,
      status: 'published',
      institution,
      field: ids.fields[0]!,
      level: ids.assistant,
      employment_status: 'former',
      duration: ids.duration,
      pensum: 'fullTime',
      has_housing: false,
      work_start_time: '07:00',
      work_end_time: '18:00',
      summary_feedback: `${TEXT_MARKER} summary`,
      improvement: `${TEXT_MARKER} improvement`,
      recommend: true,
      is_wsj_exclusive: false,
      ...over,
    } as RequiredDataFromCollectionSlug<'reviews'>,
  })
}

/** The figures the employer page shows, computed as that page computes them (anonymous visitor). */
async function employerPageFigures(id: number, locale: Locale) {
  const institution = await publicMod.findActiveInstitution(payload, id, locale)
  if (!institution) throw new Error(`no employer ${id}`)
  const reviews = await reviewsMod.findInstitutionReviews(payload, { institutionId: id, locale, viewer: null, managed: [], contractHours: institution.facts?.weekly_hours ?? null })
  return { institution, reviews }
}

beforeAll(async () => {
  payload = await freshPayload()
  compare = await import('@/modules/compare/comparison.server')
  publicMod = await import('@/modules/institutions/public.server')
  reviewsMod = await import('@/modules/reviews/institution-reviews.server')
  ids.fields = [
    await createEssential(payload, 'fields', 'CARDIOLOGY', 'Kardiologie'),
    await createEssential(payload, 'fields', 'SURGERY', 'Chirurgie'),
    await createEssential(payload, 'fields', 'PEDIATRICS', 'Pädiatrie'),
  ]
  ids.assistant = await createEssential(payload, 'levels', 'ASSISTANT_PHYSICIAN', 'Assistenzärztin/-arzt')
  ids.senior = await createEssential(payload, 'levels', 'SENIOR_PHYSICIAN', 'Oberärztin/-arzt')
  ids.duration = await createEssential(payload, 'review-durations', 'TWO', '2 Jahre')
  ids.region = await createEssential(payload, 'regions', 'BE', 'Bern')
  ids.category = await createEssential(payload, 'categories', 'REGIONAL_HOSPITAL', 'Regionalspital')
  ids.author = (await createUser(payload, { email: 'compare-author@example.test', role: 'ROLE_DOCTOR' })).id

  const random = seeded(34)
  const pick = <T>(values: readonly T[]): T => values[Math.floor(random() * values.length)]!
  const maybe = <T>(value: T): T | null => (random() < 0.25 ? null : value)
  for (let n = 0; n < 7; n++) {
    const id = await createInstitution(payload, {
      name: `Vergleichsspital ${n}`,
      region: ids.region,
      category: ids.category,
      contact_city: 'Thun',
      facts: {
        salary_aa_y1: maybe(85_000 + Math.round(random() * 20) * 1000),
        salary_aa_y3: maybe(95_000 + Math.round(random() * 20) * 1000),
        salary_oa: maybe(140_000 + Math.round(random() * 40) * 1000),
        weekly_hours: maybe(pick([42, 46, 50, 55])),
        holidays: maybe(pick([4, 5, 6])),
        training_days: maybe(pick([3, 5, 10])),
        maternity_leave: maybe(pick([14, 16, 20])),
        gav: maybe(random() < 0.5),
        daycare: maybe(random() < 0.5),
        student_pay: maybe(pick([800, 1200, 1500])),
        accommodation_cost: maybe(pick([400, 600])),
        is_vsao: random() < 0.5,
        swimsa_salary: random() < 0.3,
      },
      wbs: ids.fields.filter(() => random() < 0.5).map((field, i) => ({ field, name: `Weiterbildungsstätte ${n}-${i}`, category: pick(['A', 'B', 'C']) })),
    })
    employers.push(id)
    // 0 to 8 reviews: some employers below the 5-answer threshold, some above
    const reviewCount = Math.floor(random() * 9)
    for (let r = 0; r < reviewCount; r++) {
      await review(id, {
        summary_rating: 1 + Math.floor(random() * 5),
        work_rating: random() < 0.8 ? 1 + Math.floor(random() * 5) : null,
        team_rating: random() < 0.6 ? 1 + Math.floor(random() * 5) : null,
        work_hours: random() < 0.9 ? 42 + Math.floor(random() * 20) : null,
        work_has_night: random() < 0.5,
        work_has_picket: random() < 0.5,
        salary: 90_000 + Math.floor(random() * 30) * 1000,
        level: random() < 0.8 ? ids.assistant : ids.senior,
        is_wsj_exclusive: random() < 0.2,
      })
    }
    const jobs = Math.floor(random() * 4)
    for (let j = 0; j < jobs; j++) {
      await createJob(payload, {
        title: `Assistenzarzt ${n}-${j}`,
        institution: id,
        fields: ids.fields.filter(() => random() < 0.5),
        online_from: new Date(Date.now() - DAY).toISOString(),
        online_until: new Date(Date.now() + 30 * DAY).toISOString(),
      })
    }
  }
  // an ad that is no longer online counts nowhere
  await createJob(payload, {
    title: 'Abgelaufen',
    institution: employers[0]!,
    fields: [ids.fields[0]!],
    online_from: new Date(Date.now() - 60 * DAY).toISOString(),
    online_until: new Date(Date.now() - DAY).toISOString(),
  })
  inactive = await createInstitution(payload, { name: 'Geschlossene Klinik', region: ids.region, category: ids.category, status: 'requested' })
}, 180_000)

describe('the employer comparison', () => {
  it('rests on a data set with both sides of each rule (else the property below proves little)', async () => {
    const columns = await Promise.all(employers.map((id) => compare.comparedEmployer(payload, id, 'de')))
    expect(columns.some((c) => c!.reviews.insights.hours.value !== null)).toBe(true)
    expect(columns.some((c) => c!.reviews.summary.count > 0 && c!.reviews.insights.hours.value === null)).toBe(true)
    expect(columns.some((c) => c!.jobsPerField.length > 0)).toBe(true)
    expect(columns.some((c) => c!.institution.wbs.length > 0)).toBe(true)
    expect(columns.some((c) => c!.institution.facts?.salary_aa_y1 === null)).toBe(true)
  })

  it('shows for every employer exactly the figures of its own page (random picks, random languages)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.uniqueArray(fc.constantFrom(...employers), { minLength: 2, maxLength: 4 }), fc.constantFrom<Locale>('de', 'fr', 'it'), async (picked, locale) => {
        const result = await compare.loadComparison(payload, picked, locale)
        expect(result.dropped).toEqual([])
        expect(result.employers.map((e) => e.institution.id)).toEqual(picked)
        for (const column of result.employers) {
          const page = await employerPageFigures(column.institution.id, locale)
          expect(column.institution.facts).toEqual(page.institution.facts)
          expect(column.institution.wbs).toEqual(page.institution.wbs)
          expect(column.institution.jobs_amount).toBe(page.institution.jobs_amount)
          expect(column.reviews.summary).toEqual(page.reviews.summary)
          expect(column.reviews.overall).toEqual(page.reviews.overall)
          expect(column.reviews.insights).toEqual(page.reviews.insights)
          // each field's count is the number of the page's online ads in that field
          const { docs } = await payload.find({
            collection: 'jobs',
            where: { and: [{ institution: { equals: column.institution.id } }, { online_until: { greater_than: new Date().toISOString() } }] },
            depth: 0,
            pagination: false,
            overrideAccess: true,
          })
          expect(docs.length).toBe(page.institution.jobs_amount)
          for (const field of column.jobsPerField) {
            const fieldId = ids.fields[['CARDIOLOGY', 'SURGERY', 'PEDIATRICS'].indexOf(field.key)]
            expect(field.count).toBe(docs.filter((j) => (j.fields ?? []).includes(fieldId as never)).length)
            expect(field.href).toMatch(new RegExp(`^/${locale}/jobs/`))
          }
        }
      }),
      { numRuns: 12, seed: 34 },
    )
  })

  it('hours and pay from reviews only from 5 answers on', async () => {
    const few = await createInstitution(payload, { name: 'Vier Antworten', region: ids.region, category: ids.category })
    const enough = await createInstitution(payload, { name: 'Fünf Antworten', region: ids.region, category: ids.category })
    for (let r = 0; r < 4; r++) await review(few, { summary_rating: 4, work_hours: 50, work_has_night: true, salary: 100_000 })
    for (let r = 0; r < 5; r++) await review(enough, { summary_rating: 4, work_hours: 50 + r, work_has_night: r < 2, salary: 100_000 + r * 1000 })
    const { employers: columns } = await compare.loadComparison(payload, [few, enough], 'de')
    const [a, b] = columns.map((c) => c.reviews.insights)
    expect(a!.hours).toEqual({ value: null, basis: 4 })
    expect(a!.night_share.value).toBeNull()
    expect(a!.salary_by_level).toEqual([])
    expect(a!.salary_levels_hidden).toBe(1)
    expect(b!.hours).toEqual({ value: 52, basis: 5 })
    expect(b!.night_share).toEqual({ value: 40, basis: 5 })
    expect(b!.salary_by_level).toEqual([{ level: 'ASSISTANT_PHYSICIAN', label: 'Assistenzärztin/-arzt', value: 102_000, basis: 5 }])
    // averages and counts are shown from the first review on
    expect(columns[0]!.reviews.summary.count).toBe(4)
    expect(columns[0]!.reviews.summary.averages.summary).toBe(4)
  })

  it('drops unknown and inactive ids and says which, keeping the others in order', async () => {
    const unknown = 2_000_000_000
    const result = await compare.loadComparison(payload, [employers[2]!, unknown, inactive, employers[1]!], 'it')
    expect(result.employers.map((e) => e.institution.id)).toEqual([employers[2], employers[1]])
    expect(result.dropped).toEqual([unknown, inactive])
    expect((await compare.loadComparison(payload, [unknown, inactive], 'de')).employers).toEqual([])
  })

  it('carries no review text: figures only, for every visitor', async () => {
    const result = await compare.loadComparison(payload, employers.slice(0, 4), 'de')
    const json = JSON.stringify(result)
    expect(json).not.toContain(TEXT_MARKER)
    expect(json).not.toContain('compare-author@example.test')
    for (const column of result.employers) expect(Object.keys(column.reviews).sort()).toEqual(['insights', 'overall', 'summary'])
  })
})
