import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Payload, RequiredDataFromCollectionSlug, SanitizedConfig } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Role } from '@/modules/access/access'
import { CMS_GATE_MESSAGES } from '@/modules/access/cms-gate'
import { createUser, tokenFor } from '../support/factories'
import { freshPayload } from '../support/test-db'

// Uploads of this file go to a temporary folder, not into the repository's .data.
process.env.MEDIA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'helvemed-doors-'))
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64')

// Walks every door of Payload's REST API under /api/cms (ADR 0014): every collection,
// global and endpoint the config has (enumerated, so a new collection is walked without editing
// this file) x anonymous, student, doctor, a manager of the institution, a manager of another one,
// and the team. It goes through our route handlers (the gate), then checks the same rules once
// more where domain code meets them: Payload's local API with overrideAccess: false.

type Who = 'anonymous' | 'student' | 'doctor' | 'manager' | 'otherManager' | 'admin'
const NOT_TEAM: Who[] = ['anonymous', 'student', 'doctor', 'manager', 'otherManager']
const PASSWORD = 'Helvemed-Door-2026'

// Values that only the team may ever see; no body another caller gets may contain one of them.
const SECRETS = {
  billingMail: 'billing-secret@door.test',
  hiddenPhone: '+41 99 999 99 99',
  hiddenMail: 'hidden-contact@door.test',
  reviewText: 'Secret-review-text-7f3a',
  outboxText: 'Secret-outbox-text-91bc',
  adminEmail: 'admin@door.test',
}

// What a caller outside the team may reach, and nothing more.
const PUBLIC_DOORS = [
  { method: 'get', path: '/file/:filename', collection: 'media' },
  { method: 'post', path: '/logout', collection: 'users' },
]
// Closed for everyone, the team included: logins go through /{lang}/login (limits, second factor).
const CLOSED_DOORS = [
  { method: 'post', path: '/login', collection: 'users' },
  { method: 'post', path: '/first-register', collection: 'users' },
  { method: 'post', path: '/forgot-password', collection: 'users' },
  { method: 'post', path: '/reset-password', collection: 'users' },
  { method: 'post', path: '/verify/:id', collection: 'users' },
]
// Collections whose documents the public pages read through the local API (their read rule is the
// public rule: published, active, …); everything else is read by the team or by system code only.
const PUBLIC_READ = new Set([
  'fields',
  'levels',
  'regions',
  'categories',
  'countries',
  'genders',
  'review-durations',
  'products',
  'institutions',
  'jobs',
  'media',
  'articles',
  'article-categories',
  'tags',
  'authors',
  'links',
  'redirects',
  'pages',
])
// Read rules that give a logged-in caller their own rows.
const OWN_READ = new Set(['users', 'memberships'])
const PUBLIC_GLOBALS = new Set(['settings'])

let payload: Payload
let config: SanitizedConfig
let route: typeof import('@/app/(payload)/api/cms/[...slug]/route')
const people = {} as Record<Exclude<Who, 'anonymous'>, { id: number; email: string; token: string }>
const ids = { ownInst: 0, otherInst: 0, media: 0, mediaFile: '' }

async function essential(collection: 'regions' | 'categories', key: string): Promise<number> {
  return (await payload.create({ collection, locale: 'de', overrideAccess: true, data: { key, value: key, slug: key.toLowerCase() } })).id
}

async function person(who: Exclude<Who, 'anonymous'>, role: Role, manages?: number) {
  const email = who === 'admin' ? SECRETS.adminEmail : `${who}@door.test`
  const doc = await createUser(payload, { email, password: PASSWORD, first_name: who, last_name: 'Door', role, manages })
  people[who] = { id: doc.id, email, token: await tokenFor(payload, email, PASSWORD) }
}

function headersOf(who: Who): Record<string, string> {
  return who === 'anonymous' ? {} : { Authorization: `JWT ${people[who].token}` }
}

/** One request through our /api/cms route handler, as Next would call it. */
async function call(who: Who, method: string, path: string, body?: unknown): Promise<{ status: number; text: string }> {
  const verb = method.toUpperCase() as 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE'
  const handler = route[verb]
  const url = `http://localhost/api/cms${path}`
  const init: RequestInit = { method: verb, headers: { ...headersOf(who), ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) } }
  if (body !== undefined) init.body = JSON.stringify(body)
  const slug = (path.split('?')[0] ?? '').split('/').filter(Boolean).map(decodeURIComponent)
  const res = await handler(new Request(url, init), { params: Promise.resolve({ slug }) })
  return { status: res.status, text: await res.text() }
}

/** A concrete path for an endpoint pattern; ids point at real documents so a broken gate would show. */
function concrete(prefix: string, pattern: string, id: string | number): string {
  const filled = pattern
    .replace(':filename', ids.mediaFile)
    .replace(/:id\??/, String(id))
    .replace(':key', 'nav')
  const bulk = pattern === '/' || pattern === '' ? `?where[id][equals]=${id}` : ''
  return `${prefix}${filled === '/' ? '' : filled}${bulk}`
}

function expectNoSecret(text: string, label: string) {
  for (const secret of Object.values(SECRETS)) expect(text, `${label} leaks ${secret}`).not.toContain(secret)
}

type Door = { method: string; path: string; label: string; collection?: string; pattern: string }

function allDoors(): Door[] {
  const doors: Door[] = []
  for (const collection of config.collections) {
    const id = collection.slug === 'institutions' ? ids.otherInst : collection.slug === 'media' ? ids.media : collection.slug === 'users' ? people.admin.id : 1
    for (const endpoint of collection.endpoints || []) {
      const path = concrete(`/${collection.slug}`, endpoint.path, id)
      doors.push({ method: endpoint.method, path, label: `${endpoint.method.toUpperCase()} ${path}`, collection: collection.slug, pattern: endpoint.path })
    }
  }
  for (const global of config.globals) {
    for (const endpoint of global.endpoints || []) {
      const path = concrete(`/globals/${global.slug}`, endpoint.path, 1)
      doors.push({ method: endpoint.method, path, label: `${endpoint.method.toUpperCase()} ${path}`, pattern: endpoint.path })
    }
  }
  for (const endpoint of config.endpoints || []) {
    doors.push({ method: endpoint.method, path: endpoint.path, label: `${endpoint.method.toUpperCase()} ${endpoint.path}`, pattern: endpoint.path })
  }
  return doors
}

const isDoor = (list: { method: string; path: string; collection: string }[], door: Door) =>
  list.some((d) => d.method === door.method && d.path === door.pattern && d.collection === door.collection)

beforeAll(async () => {
  payload = await freshPayload()
  config = payload.config
  route = await import('@/app/(payload)/api/cms/[...slug]/route')
  const region = await essential('regions', 'ZH')
  const category = await essential('categories', 'REGIONAL_HOSPITAL')
  const institution = async (name: string, hidden: boolean) =>
    (
      await payload.create({
        collection: 'institutions',
        overrideAccess: true,
        data: {
          name,
          slug: name.toLowerCase().replace(/\W+/g, '-'),
          status: 'active',
          category,
          region,
          contact_city: 'Uster',
          contact_hidden: hidden,
          contact_phone: SECRETS.hiddenPhone,
          contact_mail: SECRETS.hiddenMail,
          billing: { name: 'Finanzen', email: SECRETS.billingMail },
        } as RequiredDataFromCollectionSlug<'institutions'>,
      })
    ).id
  ids.ownInst = await institution('Spital Eigen', true)
  ids.otherInst = await institution('Klinik Fremd', true)
  await person('student', 'ROLE_STUDENT')
  await person('doctor', 'ROLE_DOCTOR')
  await person('manager', 'ROLE_INSTITUTION', ids.ownInst)
  await person('otherManager', 'ROLE_INSTITUTION', ids.otherInst)
  await person('admin', 'ROLE_ADMIN')
  const media = await payload.create({
    collection: 'media',
    overrideAccess: true,
    data: { alt: 'Logo' },
    file: { data: PNG, mimetype: 'image/png', name: 'door.png', size: PNG.length },
  })
  ids.media = media.id
  ids.mediaFile = media.filename as string
  // Content pages: the public reads published ones only (ADR 0023).
  await payload.create({ collection: 'pages', locale: 'de', overrideAccess: true, data: { title: 'Öffentlich', path: 'oeffentlich', _status: 'published' } })
  await payload.create({ collection: 'pages', locale: 'de', overrideAccess: true, draft: true, data: { title: 'Entwurf', path: 'entwurf', _status: 'draft' } })
  await payload.create({
    collection: 'outbox',
    overrideAccess: true,
    data: { to: 'x@door.test', subject: 'Door', text: SECRETS.outboxText, status: 'stored' } as RequiredDataFromCollectionSlug<'outbox'>,
  })
}, 120_000)

describe('/api/cms for everyone outside the team', () => {
  it('answers 401 to anonymous and 403 to every other role at every door but reading files and logging out', async () => {
    const doors = allDoors()
    // Sanity: the walk covers the config (a collection added tomorrow is walked too).
    expect(doors.length).toBeGreaterThan(config.collections.length * 10)
    for (const who of NOT_TEAM) {
      for (const door of doors) {
        if (isDoor(PUBLIC_DOORS, door) || (who !== 'anonymous' && door.pattern === '/logout')) continue
        const res = await call(who, door.method, door.path, door.method === 'get' || door.method === 'delete' ? undefined : {})
        const expected = isDoor(CLOSED_DOORS, door) ? 404 : who === 'anonymous' ? 401 : 403
        expect(res.status, `${who} ${door.label}`).toBe(expected)
        expectNoSecret(res.text, `${who} ${door.label}`)
      }
    }
  }, 240_000)

  it('serves uploaded files to anyone, and nothing else of the media collection', async () => {
    const file = await call('anonymous', 'get', `/media/file/${ids.mediaFile}`)
    expect(file.status).toBe(200)
    // Bitmaps are stored as WebP (ADR 0031).
    expect(file.text).toContain('WEBP')
    expect((await call('anonymous', 'get', '/media')).status).toBe(401)
    expect((await call('doctor', 'get', `/media/${ids.media}`)).status).toBe(403)
  })

  it('keeps the forged requests of the issue out: unlock, self-registration as verified, job runs, job statistics', async () => {
    for (const who of ['anonymous', 'doctor'] as const) {
      expect((await call(who, 'post', '/users/unlock', { email: SECRETS.adminEmail })).status).toBe(who === 'anonymous' ? 401 : 403)
      expect((await call(who, 'post', '/users', { email: 'evil@door.test', password: 'abc', _verified: true, first_name: 'E', last_name: 'V' })).status).toBe(
        who === 'anonymous' ? 401 : 403,
      )
      expect((await call(who, 'get', '/payload-jobs/run')).status).toBe(who === 'anonymous' ? 401 : 403)
      expect((await call(who, 'post', '/globals/payload-jobs-stats', { stats: {} })).status).toBe(who === 'anonymous' ? 401 : 403)
      expect((await call(who, 'get', '/institutions')).status).toBe(who === 'anonymous' ? 401 : 403)
    }
    const { totalDocs } = await payload.count({ collection: 'users', where: { email: { equals: 'evil@door.test' } }, overrideAccess: true })
    expect(totalDocs).toBe(0)
  })

  it('closes Payload’s own login for everyone, the team included (logins go through /{lang}/login)', async () => {
    for (const who of ['anonymous', 'admin'] as const) {
      const res = await call(who, 'post', '/users/login', { email: SECRETS.adminEmail, password: PASSWORD })
      expect(res.status).toBe(404)
      expect(res.text).not.toContain('token')
    }
  })

  it('lets anyone log out (ends only their own session)', async () => {
    const { token } = await payload.login({ collection: 'users', data: { email: people.doctor.email, password: PASSWORD } })
    const res = await route.POST(new Request('http://localhost/api/cms/users/logout', { method: 'POST', headers: { Authorization: `JWT ${token}` } }), {
      params: Promise.resolve({ slug: ['users', 'logout'] }),
    })
    expect(res.status).toBe(200)
    const after = await payload.auth({ headers: new Headers({ Authorization: `JWT ${token}` }) })
    expect(after.user).toBeNull()
  })
})

describe('/api/cms for the team', () => {
  it('opens every door but the closed logins (answers are Payload’s own: 200, 400, 404 …)', async () => {
    for (const door of allDoors()) {
      if (door.pattern === '/logout') continue
      // Writes go to a document that does not exist: the team's answer, without changing data.
      const path =
        ['post', 'patch', 'delete'].includes(door.method) && /\/\d+(\/|$)/.test(door.path)
          ? door.path.replace(/\/\d+(?=\/|$)/g, '/999999')
          : door.path.replace(/equals\]=\d+/, 'equals]=999999')
      const res = await call('admin', door.method, path, door.method === 'get' || door.method === 'delete' ? undefined : {})
      if (isDoor(CLOSED_DOORS, door)) expect(res.status, door.label).toBe(404)
      // Mails are a record: read-only for the team too; only the platform writes them.
      else if (/^\/outbox(\/\d+|\?|$)/.test(door.path) && ['post', 'patch'].includes(door.method)) expect([403, 404], `admin ${door.label}`).toContain(res.status)
      // Task runs are a record too (ADR 0045): only the task runner writes them, with SQL.
      else if (/^\/task-runs(\/\d+|\?|$)/.test(door.path) && ['post', 'patch', 'delete'].includes(door.method)) expect([403, 404], `admin ${door.label}`).toContain(res.status)
      else {
        // Payload's own answers only: not the gate's, and no access denial (a 403 for a bad reset token is Payload's).
        expect(res.text, `admin ${door.label}`).not.toContain(CMS_GATE_MESSAGES[401])
        expect(res.text, `admin ${door.label}`).not.toContain(CMS_GATE_MESSAGES[403])
        expect(res.text, `admin ${door.label}`).not.toContain('You are not allowed to perform this action')
      }
    }
  }, 240_000)

  it('reads an institution with billing data and hidden contact', async () => {
    const res = await call('admin', 'get', `/institutions/${ids.ownInst}?depth=0`)
    expect(res.status).toBe(200)
    expect(res.text).toContain(SECRETS.billingMail)
    expect(res.text).toContain(SECRETS.hiddenMail)
  })
})

describe('the same rules where domain code meets them (local API, overrideAccess: false)', () => {
  const userOf = async (who: Who) => (who === 'anonymous' ? undefined : ((await payload.findByID({ collection: 'users', id: people[who].id, overrideAccess: true })) as never))
  const denied = async (op: () => Promise<unknown>) => {
    try {
      await op()
      return false
    } catch (e) {
      // 403: the rule says no; 404: the rule's constraint leaves nothing to change.
      return [403, 404].includes((e as { status?: number }).status ?? 0)
    }
  }

  it('lets no one outside the team create, update or delete anything, in any collection or global', async () => {
    for (const who of NOT_TEAM) {
      const user = await userOf(who)
      for (const { slug } of config.collections) {
        const collection = slug as 'users'
        expect(await denied(() => payload.create({ collection, data: {} as never, overrideAccess: false, user })), `${who} create ${slug}`).toBe(true)
        // Someone else's document (users may change their own profile: not this one).
        const id = slug === 'users' ? people.admin.id : slug === 'institutions' ? ids.ownInst : 1
        expect(await denied(() => payload.update({ collection, id, data: {}, overrideAccess: false, user })), `${who} update ${slug}`).toBe(true)
        expect(await denied(() => payload.delete({ collection, id, overrideAccess: false, user })), `${who} delete ${slug}`).toBe(true)
      }
      for (const { slug } of config.globals) {
        expect(await denied(() => payload.updateGlobal({ slug: slug as 'settings', data: {}, overrideAccess: false, user })), `${who} update global ${slug}`).toBe(true)
      }
      expect(
        await denied(() => payload.unlock({ collection: 'users', data: { email: SECRETS.adminEmail } as never, overrideAccess: false, req: { user } as never })),
        `${who} unlock`,
      ).toBe(true)
    }
  }, 120_000)

  it('lets others read only the public collections (by their public rules) and their own rows', async () => {
    for (const who of NOT_TEAM) {
      const user = await userOf(who)
      for (const { slug } of config.collections) {
        const collection = slug as 'users'
        let result: { docs: unknown[] } | null = null
        try {
          result = await payload.find({ collection, overrideAccess: false, user, depth: 0, limit: 100 })
        } catch (e) {
          expect((e as { status?: number }).status, `${who} read ${slug}`).toBe(403)
        }
        if (PUBLIC_READ.has(slug)) expect(result, `${who} read ${slug}`).not.toBeNull()
        else if (OWN_READ.has(slug) && who !== 'anonymous') {
          for (const doc of result?.docs ?? []) {
            const owner = slug === 'users' ? (doc as { id: number }).id : (doc as { user: number }).user
            expect(owner, `${who} reads only own ${slug}`).toBe(people[who as Exclude<Who, 'anonymous'>].id)
          }
        } else expect(result?.docs ?? [], `${who} read ${slug}`).toHaveLength(0)
        expectNoSecret(JSON.stringify(result), `${who} read ${slug}`)
      }
      for (const { slug } of config.globals) {
        const read = await payload.findGlobal({ slug: slug as 'settings', overrideAccess: false, user }).then(
          (doc) => doc,
          (e) => ((e as { status?: number }).status === 403 ? null : Promise.reject(e)),
        )
        if (PUBLIC_GLOBALS.has(slug)) expect(read, `${who} read global ${slug}`).not.toBeNull()
        else expect(read, `${who} read global ${slug}`).toBeNull()
      }
    }
  }, 120_000)

  it('lets others read published pages only, never a draft (the team reads both)', async () => {
    for (const who of NOT_TEAM) {
      const { docs } = await payload.find({ collection: 'pages', overrideAccess: false, user: await userOf(who), depth: 0 })
      expect(
        docs.map((d) => d.path),
        who,
      ).toEqual(['oeffentlich'])
    }
    const team = await payload.find({ collection: 'pages', overrideAccess: false, user: await userOf('admin'), draft: true, depth: 0 })
    expect(team.docs.map((d) => d.path).sort()).toEqual(['entwurf', 'oeffentlich'])
  })

  it('keeps billing, internal flags and hidden contact data out of every public read', async () => {
    const { docs } = await payload.find({ collection: 'institutions', overrideAccess: false, depth: 0 })
    expect(docs.length).toBe(2)
    for (const doc of docs) {
      expect(doc).not.toHaveProperty('billing')
      expect(doc).not.toHaveProperty('disable_free_crawler')
      expect(doc.contact_phone ?? null).toBeNull()
      expect(doc.contact_city).toBe('Uster')
    }
    await payload.update({ collection: 'institutions', id: ids.otherInst, data: { contact_hidden: false }, overrideAccess: true })
    const shown = await payload.findByID({ collection: 'institutions', id: ids.otherInst, overrideAccess: false, depth: 0 })
    expect(shown.contact_phone).toBe(SECRETS.hiddenPhone)
    await payload.update({ collection: 'institutions', id: ids.otherInst, data: { contact_hidden: true }, overrideAccess: true })
  })
})
