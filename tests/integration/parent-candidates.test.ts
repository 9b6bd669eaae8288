import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { createEssential, createInstitution, createUser } from '../support/factories'
import { freshPayload } from '../support/test-db'

// "Part of (hospital group)" (ADR 0042): the form offers, and the write accepts,
// only hospital groups and profiles that already have a confirmed child; never the profile itself
// nor one of its children; a profile's current parent stays choosable.

let payload: Payload
let candidates: typeof import('@/modules/institutions/parent-candidates.server')
let screens: typeof import('@/modules/institutions/profile-screens.server')
let write: typeof import('@/modules/institutions/profile-write.server')
let schema: typeof import('@/modules/institutions/profile-schema')
const ids: Record<string, number> = {}

beforeAll(async () => {
  payload = await freshPayload()
  candidates = await import('@/modules/institutions/parent-candidates.server')
  screens = await import('@/modules/institutions/profile-screens.server')
  write = await import('@/modules/institutions/profile-write.server')
  schema = await import('@/modules/institutions/profile-schema')
  const region = await createEssential(payload, 'regions', 'ZH', 'Zürich')
  const group = await createEssential(payload, 'categories', 'HOSPITAL_GROUP', 'Spitalgruppe')
  const clinic = await createEssential(payload, 'categories', 'PRIVATE_CLINIC', 'Privatklinik')
  const make = (name: string, extra: Record<string, unknown> = {}) => createInstitution(payload, { name, region, category: clinic, contact_city: 'Zürich', ...extra })
  ids.group = await make('Spitalgruppe Limmat', { category: group })
  ids.requestedGroup = await make('Spitalgruppe im Antrag', { category: group, status: 'requested' })
  ids.university = await make('Universitätsspital')
  ids.clinicOfUniversity = await make('Klinik am Universitätsspital', { parent: ids.university, parent_status: 'active' })
  ids.withRequestedChild = await make('Klinik Berg')
  ids.requestedChild = await make('Praxis am Berg', { parent: ids.withRequestedChild, parent_status: 'requested' })
  ids.plain = await make('Klinik Tal')
  ids.siteOfGroup = await make('Spital Limmat Nord', { parent: ids.group, parent_status: 'active' })
  ids.zipRegion = region
})

const names = async (self: number | null) => (await candidates.parentCandidates(payload, self)).map((c) => c.name).sort()

describe('who can be a parent', () => {
  it('lists hospital groups and profiles with a confirmed child, nothing else', async () => {
    expect(await names(null)).toEqual(['Spitalgruppe Limmat', 'Universitätsspital'])
    const form = await screens.profileChoices(payload, 'de')
    expect(form.parents.map((p) => p.label)).toEqual(['Spitalgruppe Limmat (Zürich)', 'Universitätsspital (Zürich)'])
  })

  it('never offers the profile itself or its own children; keeps its current parent', async () => {
    expect(await names(ids.group!)).toEqual(['Universitätsspital'])
    expect(await names(ids.university!)).toEqual(['Spitalgruppe Limmat'])
    // A requested link to a plain clinic stays choosable for the profile that has it, for no one else.
    expect(await names(ids.requestedChild!)).toEqual(['Klinik Berg', 'Spitalgruppe Limmat', 'Universitätsspital'])
    expect(await names(ids.plain!)).toEqual(['Spitalgruppe Limmat', 'Universitätsspital'])
  })

  it('refuses any other parent on save, at the field', async () => {
    const viewer = await createUser(payload, { email: 'new-employer@example.test', role: 'ROLE_INSTITUTION' })
    const common = (parent: number) =>
      schema.CommonSchema.parse({
        name: `Klinik ${parent}`,
        category: 'PRIVATE_CLINIC',
        region: 'ZH',
        main_lang: 'de',
        parent: String(parent),
        website: '',
        contact_address: 'Seestrasse 1',
        contact_zip: '8001',
        contact_city: 'Zürich',
        contact_person: '',
        contact_phone: '',
        contact_mail: '',
        contact_hidden: '',
      })
    const billing = schema.BillingSchema.parse({
      billing_name: 'Klinik AG',
      billing_department: '',
      billing_address: 'Seestrasse 1',
      billing_zip: '8001',
      billing_city: 'Zürich',
      billing_email: 'rechnung@klinik.example',
      billing_type: 'email',
    })
    expect(await write.createInstitution(payload, viewer, common(ids.plain!), billing)).toMatchObject({ ok: false, field: 'parent' })
    expect(await write.createInstitution(payload, viewer, common(ids.requestedGroup!), billing)).toMatchObject({ ok: false, field: 'parent' })
    expect(await write.createInstitution(payload, viewer, common(ids.group!), billing)).toMatchObject({ ok: true })
  })
})
