import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Payload } from 'payload'
import { handleEndpoints } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import type { User } from '@/payload-types'
import { createEssential, createInstitution, createMembership, createUser, mailsTo, TEST_PASSWORD } from '../support/factories'
import { freshPayload } from '../support/test-db'

// Employer profiles: who may read and change which profile, on the server, for every
// role; the create and link requests with their team mails; the team's decision in /admin with
// its mails and the memberships that follow it. Real PostgreSQL, the real hooks and outbox.

// Uploads of this file go to a temporary folder, not into the repository's .data.
process.env.MEDIA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'helvemed-profiles-'))

let payload: Payload
let rules: typeof import('@/modules/institutions/membership.server')
let write: typeof import('@/modules/institutions/profile-write.server')
let read: typeof import('@/modules/institutions/profile.server')
let schema: typeof import('@/modules/institutions/profile-schema')

type Who = 'student' | 'doctor' | 'requested' | 'member' | 'other' | 'parentMember' | 'team' | 'newEmployer'
const people = {} as Record<Who, User>
const ids = { region: 0, category: 0, hospital: 0, otherHospital: 0, group: 0 }

const commonRaw = (over: Record<string, string> = {}) => ({
  name: 'Klinik Seeblick',
  category: 'CLINIC',
  region: 'ZH',
  main_lang: 'fr',
  parent: '',
  website: 'www.seeblick.ch',
  contact_address: 'Seestrasse 1',
  contact_zip: '8001',
  contact_city: 'Zürich',
  contact_person: 'Anna Muster',
  contact_phone: '044 123 45 67',
  contact_mail: 'hr@seeblick.ch',
  contact_hidden: '',
  ...over,
})
const common = (over: Record<string, string> = {}) => schema.CommonSchema.parse(commonRaw(over))
const billing = () =>
  schema.BillingSchema.parse({
    billing_name: 'Klinik Seeblick AG',
    billing_department: 'Personal',
    billing_address: 'Seestrasse 1',
    billing_zip: '8001',
    billing_city: 'Zürich',
    billing_email: 'rechnung@seeblick.ch',
    billing_type: 'email',
  })

async function adminPatch(collection: 'institutions' | 'memberships', id: number, body: Record<string, unknown>): Promise<number> {
  const { token } = await payload.login({ collection: 'users', data: { email: people.team.email, password: TEST_PASSWORD } })
  const { default: config } = await import('@payload-config')
  const request = new Request(`http://localhost/api/cms/${collection}/${id}`, {
    method: 'PATCH',
    headers: { Authorization: `JWT ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  })
  return (await handleEndpoints({ config, path: `/api/cms/${collection}/${id}`, request })).status
}

beforeAll(async () => {
  payload = await freshPayload()
  rules = await import('@/modules/institutions/membership.server')
  write = await import('@/modules/institutions/profile-write.server')
  read = await import('@/modules/institutions/profile.server')
  schema = await import('@/modules/institutions/profile-schema')
  ids.region = await createEssential(payload, 'regions', 'ZH', 'Zürich')
  ids.category = await createEssential(payload, 'categories', 'CLINIC', 'Klinik')
  ids.group = await createInstitution(payload, { name: 'Gruppe Nord', region: ids.region, category: ids.category })
  ids.hospital = await createInstitution(payload, { name: 'Spital Nord', region: ids.region, category: ids.category, parent: ids.group, parent_status: 'active' })
  ids.otherHospital = await createInstitution(payload, { name: 'Spital Süd', region: ids.region, category: ids.category, parent: ids.group, parent_status: 'requested' })
  const user = (who: Who, role: NonNullable<User['role']>, manages?: number) => createUser(payload, { email: `${who.toLowerCase()}@example.test`, role, manages, first_name: who })
  people.student = await user('student', 'ROLE_STUDENT')
  people.doctor = await user('doctor', 'ROLE_DOCTOR')
  people.member = await user('member', 'ROLE_INSTITUTION', ids.hospital)
  people.other = await user('other', 'ROLE_INSTITUTION', ids.otherHospital)
  people.parentMember = await user('parentMember', 'ROLE_INSTITUTION', ids.group)
  people.requested = await user('requested', 'ROLE_INSTITUTION')
  await createMembership(payload, people.requested.id, ids.hospital, 'requested')
  people.team = await user('team', 'ROLE_ADMIN')
  people.newEmployer = await user('newEmployer', 'ROLE_INSTITUTION')
})

describe('who may do what with a profile', () => {
  it('answers each role for each profile: members and the team manage, a confirmed parent manages its child, requests only look', async () => {
    const roleOf = (who: Who, id: number) => rules.institutionRoleOf(payload, people[who], id)
    expect(await roleOf('member', ids.hospital)).toBe('member')
    expect(await roleOf('team', ids.hospital)).toBe('team')
    expect(await roleOf('parentMember', ids.hospital)).toBe('parent-member')
    // The link of Spital Süd is only requested: the group's members do not manage it.
    expect(await roleOf('parentMember', ids.otherHospital)).toBeNull()
    expect(await roleOf('requested', ids.hospital)).toBe('requested')
    for (const who of ['student', 'doctor', 'other'] as const) expect(await roleOf(who, ids.hospital)).toBeNull()
    expect(await rules.institutionRoleOf(payload, null, ids.hospital)).toBeNull()
    expect(await roleOf('team', 999_999)).toBeNull()
  })

  it('lists a member’s profiles as active and requested ids', async () => {
    expect(await rules.userInstitutionIds(payload, people.parentMember)).toMatchObject({ active: expect.arrayContaining([ids.group, ids.hospital]), requested: [] })
    expect((await rules.userInstitutionIds(payload, people.parentMember)).active).not.toContain(ids.otherHospital)
    expect(await rules.userInstitutionIds(payload, people.requested)).toMatchObject({ active: [], requested: [ids.hospital] })
    expect(await rules.userInstitutionIds(payload, people.student)).toMatchObject({ active: [], requested: [] })
  })

  it('gives the full shape only to those who manage the profile; everyone else gets null', async () => {
    const full = await read.institutionFull(payload, people.member, ids.hospital, 'de')
    expect(full).toMatchObject({ id: ids.hospital, name: 'Spital Nord', parent_id: ids.group, parent_status: 'active', billing_id: ids.hospital })
    expect(await read.institutionFull(payload, people.team, ids.hospital, 'de')).not.toBeNull()
    expect(await read.institutionFull(payload, people.parentMember, ids.hospital, 'de')).not.toBeNull()
    for (const who of ['student', 'doctor', 'other', 'requested'] as const) expect(await read.institutionFull(payload, people[who], ids.hospital, 'de')).toBeNull()
  })

  it('lets only members, a confirmed parent and the team save; refuses the rest and changes nothing', async () => {
    const facts = schema.FactsSchema.parse({ salary_aa_y1: "95'000", holidays: '5', daycare: 'yes', benefits: 'Gratis Parkplatz' })
    for (const who of ['student', 'doctor', 'other'] as const)
      expect(await write.saveFacts(payload, people[who], ids.hospital, facts, 'de')).toMatchObject({ ok: false, reason: 'notFound' })
    expect(await write.saveFacts(payload, people.requested, ids.hospital, facts, 'de')).toMatchObject({ ok: false, reason: 'readOnly' })
    expect(await write.saveFacts(payload, null, ids.hospital, facts, 'de')).toMatchObject({ ok: false })
    const untouched = await payload.findByID({ collection: 'institutions', id: ids.hospital, overrideAccess: true })
    expect(untouched.facts?.salary_aa_y1 ?? null).toBeNull()

    expect(await write.saveFacts(payload, people.parentMember, ids.hospital, facts, 'de')).toMatchObject({ ok: true })
    const saved = await payload.findByID({ collection: 'institutions', id: ids.hospital, overrideAccess: true, locale: 'de' })
    expect(saved.facts).toMatchObject({ salary_aa_y1: 95000, holidays: 5, daycare: true, benefits: 'Gratis Parkplatz' })
    expect(saved.facts?.updated_at).toBeTruthy()
  })

  it('keeps the VSAO and swimsa badges the team’s: a member’s save neither sets nor clears them', async () => {
    await payload.update({ collection: 'institutions', id: ids.hospital, data: { facts: { is_vsao: true, swimsa_room: true } }, overrideAccess: true })
    const facts = schema.FactsSchema.parse({ ...Object.fromEntries(Object.keys(schema.FactsSchema.shape).map((k) => [k, ''])), holidays: '6', is_vsao: 'no' })
    expect(facts).not.toHaveProperty('is_vsao')
    expect(await write.saveFacts(payload, people.member, ids.hospital, facts, 'de')).toMatchObject({ ok: true })
    const saved = await payload.findByID({ collection: 'institutions', id: ids.hospital, overrideAccess: true })
    expect(saved.facts).toMatchObject({ is_vsao: true, swimsa_room: true, holidays: 6 })
  })

  it('stamps facts_updated_at on a change only', async () => {
    const before = (await payload.findByID({ collection: 'institutions', id: ids.hospital, overrideAccess: true })).facts?.updated_at
    await payload.update({ collection: 'institutions', id: ids.hospital, data: { name: 'Spital Nord' }, overrideAccess: true })
    expect((await payload.findByID({ collection: 'institutions', id: ids.hospital, overrideAccess: true })).facts?.updated_at).toBe(before)
  })
})

describe('creating a profile and the team’s decision', () => {
  it('refuses students and doctors, and an unknown postal code at its field', async () => {
    expect(await write.createInstitution(payload, people.student, common(), billing())).toMatchObject({ ok: false, reason: 'forbidden' })
    expect(await write.createInstitution(payload, people.doctor, common(), billing())).toMatchObject({ ok: false, reason: 'forbidden' })
    expect(await write.createInstitution(payload, people.newEmployer, common({ contact_zip: '9999' }), billing())).toMatchObject({
      ok: false,
      field: 'contact_zip',
      message: 'errors.postalCodeNotFound',
    })
  })

  it('normalises a Swiss phone number and refuses foreign or broken ones', () => {
    expect(common().contact_phone).toBe('+41 44 123 45 67')
    expect(schema.CommonSchema.safeParse(commonRaw({ contact_phone: '123' })).error?.issues[0]?.message).toBe('phone')
    expect(schema.CommonSchema.safeParse(commonRaw({ contact_phone: '+49 30 1234567' })).error?.issues[0]?.message).toBe('phone')
  })

  it('creates a requested profile with its requester, mails the team; approval in /admin makes it public and the membership active, and mails the requester', async () => {
    const result = await write.createInstitution(payload, people.newEmployer, common({ parent: String(ids.group) }), billing())
    expect(result.ok).toBe(true)
    const id = result.ok ? result.id : 0
    const doc = await payload.findByID({ collection: 'institutions', id, overrideAccess: true })
    expect(doc).toMatchObject({ status: 'requested', parent_status: 'requested', contact_city: 'Zürich', contact_phone: '+41 44 123 45 67', billing_type: 'email' })
    expect(doc.billing).toMatchObject({ name: 'Klinik Seeblick AG', zip: '8001' })
    expect(doc.cord_lat).toBeGreaterThan(47)
    expect(await rules.institutionRoleOf(payload, people.newEmployer, id)).toBe('requested')
    // Their own new profile: the requester sees it and may complete it while it waits; others see nothing.
    expect(await read.institutionFull(payload, people.newEmployer, id, 'fr')).toMatchObject({ status: 'requested', name: 'Klinik Seeblick' })
    expect(await write.saveBilling(payload, people.newEmployer, id, billing())).toMatchObject({ ok: true })
    expect(await write.saveBilling(payload, people.member, id, billing())).toMatchObject({ ok: false, reason: 'notFound' })
    const teamMails = await mailsTo(payload, 'support@helvemed.ch')
    expect(teamMails.some((m) => m.subject.includes('Klinik Seeblick') && m.text?.includes(`/admin/collections/institutions/${id}`))).toBe(true)

    expect(await adminPatch('institutions', id, { status: 'active' })).toBe(200)
    expect(await rules.institutionRoleOf(payload, people.newEmployer, id)).toBe('member')
    const mine = await mailsTo(payload, people.newEmployer.email)
    expect(mine.some((m) => m.subject.includes('Klinik Seeblick') && m.text?.includes(`/de/cockpit/institutions/${id}`))).toBe(true)
  })

  it('a rejection needs a reason, which the requester gets by mail with the request declined', async () => {
    const result = await write.createInstitution(payload, people.newEmployer, common({ name: 'Praxis Doppelt' }), billing())
    const id = result.ok ? result.id : 0
    expect(await adminPatch('institutions', id, { status: 'rejected' })).toBe(400)
    expect(await adminPatch('institutions', id, { status: 'rejected', reject_reason: 'Dieses Profil gibt es schon.' })).toBe(200)
    expect(await rules.institutionRoleOf(payload, people.newEmployer, id)).toBe('rejected')
    const mails = await mailsTo(payload, people.newEmployer.email)
    expect(mails.some((m) => m.subject.includes('Praxis Doppelt') && m.text?.includes('Dieses Profil gibt es schon.'))).toBe(true)
  })
})

describe('asking to manage an existing profile', () => {
  it('requests a membership with a note, mails the team; approval mails the requester and opens the profile', async () => {
    const linker = await createUser(payload, { email: 'linker@example.test', role: 'ROLE_INSTITUTION', first_name: 'Lina' })
    expect(await write.requestLink(payload, people.student, ids.group, null)).toMatchObject({ ok: false, reason: 'forbidden' })
    expect(await write.requestLink(payload, linker, ids.group, 'Ich leite das HR der Gruppe.')).toMatchObject({ ok: true })
    expect(await write.requestLink(payload, linker, ids.group, null)).toMatchObject({ ok: false, field: 'institution', message: 'linkPending' })
    expect(await write.requestLink(payload, people.member, ids.hospital, null)).toMatchObject({ ok: false, message: 'linkMember' })
    const team = await mailsTo(payload, 'support@helvemed.ch')
    expect(team.some((m) => m.subject.includes('Gruppe Nord') && m.text?.includes('Ich leite das HR der Gruppe.'))).toBe(true)
    const { docs } = await payload.find({ collection: 'memberships', where: { user: { equals: linker.id } }, overrideAccess: true })
    expect(await adminPatch('memberships', docs[0]!.id, { status: 'active' })).toBe(200)
    expect(await rules.institutionRoleOf(payload, linker, ids.group)).toBe('member')
    // Through the confirmed parent link, the group's new member manages Spital Nord too.
    expect(await rules.institutionRoleOf(payload, linker, ids.hospital)).toBe('parent-member')
    expect((await mailsTo(payload, linker.email)).some((m) => m.subject.includes('Gruppe Nord'))).toBe(true)
  })

  it('refuses a link to a profile that is not public', async () => {
    const hidden = await createInstitution(payload, { name: 'Noch nicht freigegeben', region: ids.region, category: ids.category, status: 'requested' })
    expect(await write.requestLink(payload, people.newEmployer, hidden, null)).toMatchObject({ ok: false, reason: 'notActive' })
  })
})

describe('the cockpit list', () => {
  it('splits the viewer’s profiles into active and requested, sorted by name in the viewer’s language', async () => {
    const list = await read.cockpitInstitutionList(payload, people.parentMember, 'de')
    expect(list.active.map((i) => i.name)).toEqual(['Gruppe Nord', 'Spital Nord'])
    expect(list.active[1]).toMatchObject({ role: 'parent-member', parent: { id: ids.group, confirmed: true } })
    expect(list.active[0]?.completeness.missing).toContain('logo')
    const requested = await read.cockpitInstitutionList(payload, people.requested, 'de')
    expect(requested).toMatchObject({ active: [], requested: [{ id: ids.hospital, role: 'requested' }] })
  })

  it('gives the team every profile, searched by name or town', async () => {
    const all = await read.cockpitInstitutionList(payload, people.team, 'fr', { query: 'Spital' })
    expect(all.total).toBe(2)
    expect([...all.active, ...all.requested].map((i) => i.name).sort()).toEqual(['Spital Nord', 'Spital Süd'])
  })
})

describe('pictures and videos of a profile', () => {
  let media: typeof import('@/modules/institutions/media-write.server')
  const png = async (width: number, height: number) => {
    const { default: sharp } = await import('sharp')
    return sharp({ create: { width, height, channels: 3, background: '#0b5f66' } })
      .png()
      .toBuffer()
  }
  const profile = () => payload.findByID({ collection: 'institutions', id: ids.hospital, depth: 1, overrideAccess: true })
  beforeAll(async () => {
    media = await import('@/modules/institutions/media-write.server')
  })

  it('stores an upload of a member as webp sizes, and refuses everyone else without storing anything', async () => {
    const before = (await payload.count({ collection: 'media', overrideAccess: true })).totalDocs
    for (const who of ['student', 'doctor', 'requested', 'other'] as const) {
      expect(await media.uploadProfileImage(payload, people[who], ids.hospital, 'images', await png(400, 300), { de: 'Eingang' }), who).toMatchObject({ ok: false })
    }
    expect(await media.uploadProfileImage(payload, null, ids.hospital, 'logo', await png(200, 200), {})).toMatchObject({ ok: false })
    expect((await payload.count({ collection: 'media', overrideAccess: true })).totalDocs).toBe(before)

    expect(await media.uploadProfileImage(payload, people.member, ids.hospital, 'images', await png(2000, 1500), { de: 'Eingang', fr: 'Entrée' })).toEqual({
      ok: true,
      id: ids.hospital,
    })
    const stored = (await profile()).images?.[0]
    const image = typeof stored === 'object' && stored ? stored : null
    expect(image?.width).toBe(2000)
    expect(image?.sizes?.card?.mimeType).toBe('image/webp')
    expect(image?.sizes?.card?.width).toBe(800)
    const fr = await payload.findByID({ collection: 'media', id: image!.id, locale: 'fr', overrideAccess: true })
    expect(fr.alt).toBe('Entrée')
  })

  it('refuses files that are not images (an SVG, text named .png) and tiny ones', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><script>alert(1)</script></svg>')
    expect(await media.checkImage(svg)).toBe('imageType')
    expect(await media.checkImage(Buffer.from('not an image'))).toBe('imageType')
    expect(await media.checkImage(await png(8, 8))).toBe('imageType')
    expect(await media.uploadProfileImage(payload, people.member, ids.hospital, 'logo', svg, {})).toEqual({ ok: false, reason: 'notFound', field: 'file', message: 'imageType' })
  })

  it('reorders, describes and removes only the profile’s own pictures', async () => {
    await media.uploadProfileImage(payload, people.member, ids.hospital, 'images', await png(600, 400), {})
    const order = async () => ((await profile()).images ?? []).map((m) => (typeof m === 'object' ? m.id : m))
    const [first, second] = await order()
    expect(await media.moveProfileImage(payload, people.member, ids.hospital, second!, -1)).toMatchObject({ ok: true })
    expect(await order()).toEqual([second, first])
    // Another profile's member cannot touch them, not even through their own profile's id.
    expect(await media.removeProfileImage(payload, people.other, ids.hospital, first!)).toMatchObject({ ok: false })
    expect(await media.removeProfileImage(payload, people.other, ids.otherHospital, first!)).toMatchObject({ ok: false })
    expect(await media.saveImageAlt(payload, people.requested, ids.hospital, first!, { de: 'x' })).toMatchObject({ ok: false })
    expect(await media.saveImageAlt(payload, people.member, ids.hospital, first!, { de: 'Neue Cafeteria', it: 'Nuova mensa' })).toMatchObject({ ok: true })
    expect((await payload.findByID({ collection: 'media', id: first!, locale: 'it', overrideAccess: true })).alt).toBe('Nuova mensa')
    expect(await media.removeProfileImage(payload, people.team, ids.hospital, first!)).toMatchObject({ ok: true })
    expect(await order()).toEqual([second])
    expect(await payload.findByID({ collection: 'media', id: first!, overrideAccess: true, disableErrors: true })).toBeNull()
  })

  it('keeps videos as provider and id, from YouTube and Vimeo addresses only', async () => {
    expect(await media.addVideo(payload, people.member, ids.hospital, 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'Rundgang')).toMatchObject({ ok: true })
    expect(await media.addVideo(payload, people.member, ids.hospital, 'https://vimeo.com/76979871', null)).toMatchObject({ ok: true })
    expect(await media.addVideo(payload, people.member, ids.hospital, 'https://evil.example/watch?v=dQw4w9WgXcQ', null)).toMatchObject({ ok: false, message: 'videoUrl' })
    expect(await media.addVideo(payload, people.doctor, ids.hospital, 'https://youtu.be/dQw4w9WgXcQ', null)).toMatchObject({ ok: false, reason: 'notFound' })
    expect(((await profile()).videos_ext ?? []).map(({ type, source, title }) => ({ type, source, title }))).toEqual([
      { type: 'youtube', source: 'dQw4w9WgXcQ', title: 'Rundgang' },
      { type: 'vimeo', source: '76979871', title: null },
    ])
    expect(await media.removeVideo(payload, people.member, ids.hospital, 0)).toMatchObject({ ok: true })
    expect(((await profile()).videos_ext ?? []).map((v) => v.source)).toEqual(['76979871'])
  })
})

describe('the public page of a profile', () => {
  it('shows the parent’s description, named as such, only when the profile has none and the team confirmed the link', async () => {
    const { findActiveInstitution } = await import('@/modules/institutions/public.server')
    await payload.update({ collection: 'institutions', id: ids.group, data: { description: 'Die Gruppe Nord betreibt drei Spitäler.' }, locale: 'de', overrideAccess: true })
    const child = await findActiveInstitution(payload, ids.hospital, 'de')
    expect(child?.description).toBe('Die Gruppe Nord betreibt drei Spitäler.')
    expect(child?.descriptionFrom).toEqual({ id: ids.group, name: 'Gruppe Nord' })
    // The link is not confirmed: nothing is inherited, and no empty box is shown (description null).
    const unconfirmed = await findActiveInstitution(payload, ids.otherHospital, 'de')
    expect(unconfirmed?.description).toBeNull()
    expect(unconfirmed?.descriptionFrom).toBeNull()
    // An own text wins.
    await payload.update({ collection: 'institutions', id: ids.hospital, data: { description: 'Spital Nord: Grundversorgung am See.' }, locale: 'de', overrideAccess: true })
    const own = await findActiveInstitution(payload, ids.hospital, 'de')
    expect(own?.description).toBe('Spital Nord: Grundversorgung am See.')
    expect(own?.descriptionFrom).toBeNull()
  })
})
