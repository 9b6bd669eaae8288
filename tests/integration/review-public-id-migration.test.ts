import type { Payload, RequiredDataFromCollectionSlug } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { down, up } from '../../migrations/20261123_174656_review_public_id'
import { isReviewPublicId } from '@/modules/reviews/public-id'
import { freshPayload } from '../support/test-db'

// The migration that gives reviews their public id (ADR 0018) on a database that already has
// reviews: back to the schema before it (down), rows written the old way, then up again.

let payload: Payload

const args = () => ({ db: payload.db.drizzle, payload, req: {} }) as unknown as Parameters<typeof up>[0]

beforeAll(async () => {
  payload = await freshPayload()
})

describe('migration 20261123_174656_review_public_id', () => {
  it('fills every existing review with a distinct public id, then makes it required and unique', async () => {
    const essential = async (collection: 'fields' | 'levels' | 'regions' | 'categories', key: string) =>
      (await payload.create({ collection, locale: 'de', overrideAccess: true, data: { key, value: key, slug: key.toLowerCase() } })).id
    const [field, level] = [await essential('fields', 'CARDIOLOGY'), await essential('levels', 'ASSISTANT_PHYSICIAN')]
    const user = await payload.create({
      collection: 'users',
      overrideAccess: true,
      disableVerificationEmail: true,
      data: {
        email: 'm@example.test',
        password: 'Helvemed-Test-1',
        first_name: 'M',
        last_name: 'T',
        role: 'ROLE_DOCTOR',
        _verified: true,
      } as RequiredDataFromCollectionSlug<'users'>,
    })
    const institution = await payload.create({
      collection: 'institutions',
      overrideAccess: true,
      data: {
        name: 'Spital M',
        slug: 'spital-m',
        status: 'active',
        region: await essential('regions', 'ZH'),
        category: await essential('categories', 'REGIONAL_HOSPITAL'),
      } as RequiredDataFromCollectionSlug<'institutions'>,
    })

    await down(args())
    const columns = async () => (await payload.db.pool.query(`SELECT is_nullable FROM information_schema.columns WHERE table_name = 'reviews' AND column_name = 'public_id'`)).rows
    expect(await columns()).toEqual([])
    for (let n = 0; n < 25; n++) {
      await payload.db.pool.query(`INSERT INTO reviews (author_id, status, institution_id, field_id, level_id) VALUES ($1, 'published', $2, $3, $4)`, [
        user.id,
        institution.id,
        field,
        level,
      ])
    }

    await up(args())
    expect(await columns()).toEqual([{ is_nullable: 'NO' }])
    const { rows } = await payload.db.pool.query<{ id: number; public_id: string }>(`SELECT id, public_id FROM reviews ORDER BY id`)
    expect(rows).toHaveLength(25)
    for (const row of rows) expect(isReviewPublicId(row.public_id), row.public_id).toBe(true)
    expect(new Set(rows.map((r) => r.public_id)).size).toBe(25)
    expect(rows.map((r) => r.public_id)).not.toEqual(rows.map((r) => r.public_id).sort())
    await expect(payload.db.pool.query(`UPDATE reviews SET public_id = $1 WHERE id = $2`, [rows[0]!.public_id, rows[1]!.id])).rejects.toThrow(/unique|duplicate/i)
    await expect(
      payload.db.pool.query(`INSERT INTO reviews (author_id, status, institution_id, field_id, level_id) VALUES ($1, 'published', $2, $3, $4)`, [
        user.id,
        institution.id,
        field,
        level,
      ]),
    ).rejects.toThrow(/null/i)

    // The app reads them as before, by public id.
    const found = await payload.find({ collection: 'reviews', where: { public_id: { equals: rows[3]!.public_id } }, overrideAccess: true, depth: 0 })
    expect(found.docs.map((d) => d.id)).toEqual([rows[3]!.id])
  })
})
