import { describe, expect, it } from 'vitest'
import { JobFilterSchema } from './filter-path'
import { applyFilterQuery, JobFilterQuerySchema } from './filter-query'

const empty = JobFilterSchema.parse({ fields: [], levels: [], regions: [], categories: [] })
const query = (q: Record<string, string | string[]>) => JobFilterQuerySchema.parse(q)

describe('filter form -> filter', () => {
  it('takes the form values, starts again at page 1', () => {
    const f = applyFilterQuery(
      { ...empty, page: 4 },
      query({ field: ['CARDIOLOGY', 'ANGIOLOGY'], level: 'ASSISTANT_PHYSICIAN', q: 'Zürich', zip: '8001', km: '30', employment: 'PART_TIME' }),
    )
    expect(f).toMatchObject({
      fields: ['CARDIOLOGY', 'ANGIOLOGY'],
      levels: ['ASSISTANT_PHYSICIAN'],
      text: 'Zürich',
      near: { zip: '8001', km: 30 },
      employment: 'PART_TIME',
      page: 1,
    })
  })
  it('treats empty inputs as "no filter" and defaults the distance to 20 km', () => {
    const f = applyFilterQuery(empty, query({ field: '', employment: '', zip: '3011', km: '', q: '' }))
    expect(f).toMatchObject({ fields: [], near: { zip: '3011', km: 20 } })
    expect(f?.employment).toBeUndefined()
    expect(f?.text).toBeUndefined()
  })
  it('refuses a pensum range upside down', () => {
    expect(applyFilterQuery(empty, query({ pensum_min: '90', pensum_max: '50' }))).toBeNull()
  })
  it('keeps the employer of the path unless the form names or clears one', () => {
    const employer = { ...empty, institution: 42 }
    expect(applyFilterQuery(employer, query({ field: 'CARDIOLOGY' }))).toMatchObject({ institution: 42, fields: ['CARDIOLOGY'] })
    expect(applyFilterQuery(employer, query({ institution: '' }))?.institution).toBeUndefined()
    expect(applyFilterQuery(empty, query({ institution: '7' }))?.institution).toBe(7)
    expect(JobFilterQuerySchema.safeParse({ institution: '0' }).success).toBe(false)
    expect(JobFilterQuerySchema.safeParse({ institution: 'x' }).success).toBe(false)
  })
  it('rejects malformed parameters at the boundary', () => {
    expect(JobFilterQuerySchema.safeParse({ zip: '12' }).success).toBe(false)
    expect(JobFilterQuerySchema.safeParse({ km: '900' }).success).toBe(false)
  })
})
