import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { down, up } from '../../migrations/20261123_204337_pages'
import * as blocks from '../../migrations/20261127_130100_page_blocks'
import * as autosave from '../../migrations/20261127_140100_pages_autosave'
import { freshPayload } from '../support/test-db'

// The pages migration (ADR 0023), the blocks and the drafts' autosave after it (ADR 0061) can be rolled back and applied
// again on a migrated database.

let payload: Payload
const args = () => ({ db: payload.db.drizzle, payload, req: {} }) as unknown as Parameters<typeof up>[0]
const tables = async () =>
  (await payload.db.pool.query<{ name: string }>(`SELECT table_name AS name FROM information_schema.tables WHERE table_name ~ '^_?pages' ORDER BY 1`)).rows.map((r) => r.name)

const autosaveColumns = async () =>
  (await payload.db.pool.query<{ name: string }>(`SELECT column_name AS name FROM information_schema.columns WHERE table_name = '_pages_v' AND column_name = 'autosave'`)).rows.map(
    (r) => r.name,
  )

beforeAll(async () => {
  payload = await freshPayload()
})

describe('migration 20261123_204337_pages', () => {
  it('goes down and up again', async () => {
    const all = await tables()
    expect(all).toContain('pages_blocks_html')
    expect(await autosaveColumns()).toEqual(['autosave'])
    await autosave.down(args())
    expect(await autosaveColumns()).toEqual([])
    await blocks.down(args())
    expect(await tables()).toEqual(['_pages_v', '_pages_v_locales', 'pages', 'pages_locales'])
    await down(args())
    expect(await tables()).toEqual([])
    await up(args())
    expect(await tables()).toEqual(['_pages_v', '_pages_v_locales', 'pages', 'pages_locales'])
    await blocks.up(args())
    expect(await tables()).toEqual(all)
    await autosave.up(args())
    expect(await autosaveColumns()).toEqual(['autosave'])
  })
})
