import fc from 'fast-check'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { newReviewPublicId } from '@/modules/reviews/public-id'
import { createEssential, createInstitution, createUser } from '../support/factories'
import { freshPayload } from '../support/test-db'

// The finder's figures equal counting by hand: for random internships and
// reviews (any status, WSJ or not, rated or not) on active and requested institutions, each row's
// per-field internships, published WSJ reviews and their average rating (one decimal) are what a
// plain count over the raw data gives; requested institutions and empty fields are not listed.

let payload: Payload
let finder: typeof import('@/modules/internships/finder.server')
const fields: { id: number; key: string }[] = []
const institutions: { id: number; active: boolean }[] = []
let student = 0
let level = 0

beforeAll(async () => {
  payload = await freshPayload()
  finder = await import('@/modules/internships/finder.server')
  for (const key of ['SURGERY', 'PAEDIATRICS', 'ANAESTHESIOLOGY']) fields.push({ id: await createEssential(payload, 'fields', key), key })
  level = await createEssential(payload, 'levels', 'STUDENT_INTERN')
  const region = await createEssential(payload, 'regions', 'BE')
  const category = await createEssential(payload, 'categories', 'REGIONAL_HOSPITAL')
  for (const [i, active] of [true, true, true, false].entries())
    institutions.push({ id: await createInstitution(payload, { name: `Spital ${i}`, region, category, status: active ? 'active' : 'requested' }), active })
  student = (await createUser(payload, { email: 'finder@wsj.test', role: 'ROLE_STUDENT' })).id
})

const internship = fc.record({ inst: fc.nat({ max: 3 }), field: fc.nat({ max: 2 }) })
const review = fc.record({
  inst: fc.nat({ max: 3 }),
  field: fc.nat({ max: 2 }),
  status: fc.constantFrom('pending', 'published', 'rejected') as fc.Arbitrary<'pending' | 'published' | 'rejected'>,
  wsj: fc.boolean(),
  rating: fc.option(fc.integer({ min: 1, max: 5 }), { nil: null }),
})

describe('finder figures', () => {
  it('equal counting the raw internships and published WSJ reviews', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(internship, { maxLength: 12 }), fc.array(review, { maxLength: 12 }), async (iRows, rRows) => {
        await payload.db.pool.query('UPDATE internships SET review_id = NULL; DELETE FROM internships; DELETE FROM reviews')
        for (const [n, i] of iRows.entries()) {
          const day = `2026-0${(n % 9) + 1}-01T00:00:00.000Z`
          await payload.db.pool.query('INSERT INTO internships (user_id, institution_id, field_id, start, "end") VALUES ($1, $2, $3, $4, $4)', [
            student,
            institutions[i.inst]?.id,
            fields[i.field]?.id,
            day,
          ])
        }
        for (const r of rRows)
          await payload.db.pool.query(
            'INSERT INTO reviews (public_id, author_id, status, institution_id, field_id, level_id, is_wsj_exclusive, summary_rating) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)',
            [newReviewPublicId(), student, r.status, institutions[r.inst]?.id, fields[r.field]?.id, level, r.wsj, r.rating],
          )

        const expected = institutions
          .filter((inst) => inst.active)
          .map((inst, index) => ({
            id: inst.id,
            fields: fields
              .map((f, fi) => {
                const counted = iRows.filter((i) => i.inst === index && i.field === fi).length
                const wsj = rRows.filter((r) => r.inst === index && r.field === fi && r.status === 'published' && r.wsj)
                const rated = wsj.map((r) => r.rating).filter((x): x is number => x !== null)
                const rating = rated.length ? Math.round((rated.reduce((a, b) => a + b, 0) / rated.length) * 10) / 10 : null
                return { key: f.key, internships: counted, reviews: wsj.length, reviews_rating: rating }
              })
              .filter((f) => f.internships > 0 || f.reviews > 0),
          }))
          .filter((row) => row.fields.length > 0)

        const rows = await finder.finderRows(payload, { id: student, role: 'ROLE_STUDENT' })
        const got = rows.map((r) => ({ id: r.row.id, fields: [...r.row.fields].sort((a, b) => a.key.localeCompare(b.key)) })).sort((a, b) => a.id - b.id)
        const want = expected.map((r) => ({ ...r, fields: [...r.fields].sort((a, b) => a.key.localeCompare(b.key)) })).sort((a, b) => a.id - b.id)
        expect(got).toEqual(want)
      }),
      { numRuns: 40 },
    )
  })

  it('are nothing for anyone but students and the team', async () => {
    expect(await finder.finderRows(payload, { id: student, role: 'ROLE_DOCTOR' })).toEqual([])
    expect(await finder.finderRows(payload, null)).toEqual([])
  })
})
