import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { createEssential, createInstitution } from '../support/factories'
import { freshPayload } from '../support/test-db'

// The institutions the review wizard and a new internship offer to pick: active ones by name, with
// their town; the wizard only reviewable ones and not those the reviewer manages.

let payload: Payload
let choices: typeof import('@/modules/institutions/choices.server')
const ids: Record<string, number> = {}

beforeAll(async () => {
  payload = await freshPayload()
  choices = await import('@/modules/institutions/choices.server')
  const region = await createEssential(payload, 'regions', 'BE', 'Bern')
  const category = await createEssential(payload, 'categories', 'REGIONAL_HOSPITAL', 'Regionalspital')
  const make = (name: string, extra: Record<string, unknown> = {}) => createInstitution(payload, { name, region, category, contact_city: 'Thun', ...extra })
  ids.thun = await make('Spital Thun')
  ids.aarberg = await make('Spital Aarberg', { contact_city: null })
  ids.closed = await make('Praxis ohne Bewertungen', { reviewable: false })
  ids.requested = await make('Neue Klinik Bern', { status: 'requested' })
  ids.rejected = await make('Abgelehnte Klinik', { status: 'rejected', reject_reason: 'Test' })
})

describe('institutionChoices', () => {
  it('lists active institutions by name with their town, never requested or rejected ones', async () => {
    expect(await choices.institutionChoices(payload)).toEqual([
      { id: ids.closed, name: 'Praxis ohne Bewertungen', city: 'Thun' },
      { id: ids.aarberg, name: 'Spital Aarberg', city: null },
      { id: ids.thun, name: 'Spital Thun', city: 'Thun' },
    ])
  })
  it('leaves out institutions closed to reviews, and the excluded ones, when asked', async () => {
    expect((await choices.institutionChoices(payload, { reviewable: true })).map((c) => c.id)).toEqual([ids.aarberg, ids.thun])
    expect((await choices.institutionChoices(payload, { reviewable: true, excludeIds: [ids.thun!] })).map((c) => c.id)).toEqual([ids.aarberg])
  })
})
