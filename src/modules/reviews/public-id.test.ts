import { describe, expect, it } from 'vitest'
import { isReviewPublicId, newReviewPublicId, ReviewPublicIdSchema } from './public-id'

describe('review public ids', () => {
  it('are 32 hex characters, different every time', () => {
    const ids = Array.from({ length: 2000 }, newReviewPublicId)
    expect(new Set(ids).size).toBe(ids.length)
    for (const id of ids) expect(isReviewPublicId(id), id).toBe(true)
  })

  it('spread over the whole alphabet (no counter, no timestamp in them)', () => {
    const ids = Array.from({ length: 2000 }, newReviewPublicId)
    // Every position takes many values: a sequence or a time prefix would keep some of them fixed.
    for (let position = 0; position < 32; position++) expect(new Set(ids.map((id) => id[position])).size, `position ${position}`).toBe(16)
    // Sorting them is not the order they were made in.
    expect([...ids].sort()).not.toEqual(ids)
  })

  it('refuse row ids and anything else that is not one', () => {
    for (const bad of ['1', '42', '2147483647', '', 'abc', newReviewPublicId().toUpperCase(), `${newReviewPublicId()}0`, newReviewPublicId().slice(1), ' '.repeat(32), null, 7]) {
      expect(isReviewPublicId(bad), String(bad)).toBe(false)
      expect(ReviewPublicIdSchema.safeParse(bad).success, String(bad)).toBe(false)
    }
    // A public id as PostgreSQL's gen_random_uuid() gives it in the migration, dashes removed.
    expect(isReviewPublicId('6f1c0d2e-4b7a-4c3e-9d1f-2a5b8c7e9f01'.replaceAll('-', ''))).toBe(true)
  })
})
