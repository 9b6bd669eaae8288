import type { Payload } from 'payload'
import { NextRequest } from 'next/server'
import { beforeAll, describe, expect, it } from 'vitest'
import type { SessionUser } from '@/modules/accounts/session.server'
import { createUser, tokenFor } from '../support/factories'
import { freshPayload } from '../support/test-db'

// The team's preview of unsaved drafts (ADR 0061, "Live preview of drafts"): /api/preview opens only
// for a team session and only towards a path of this site; the draft is read for the team, never for
// the public, whose page stays the published one.

let payload: Payload
let pages: typeof import('@/modules/content/pages.server')
let preview: typeof import('@/modules/content/preview.server')
let userFromHeaders: typeof import('@/modules/accounts/session.server').userFromHeaders
const SYSTEM = { overrideAccess: true, depth: 0 } as const
const stamp = `preview-${Date.now().toString(36)}`
const cookies = { team: '', doctor: '' }

const doc = (text: string) => ({
  root: {
    type: 'root',
    format: '' as const,
    indent: 0,
    version: 1,
    direction: 'ltr' as const,
    children: [
      {
        type: 'paragraph',
        format: '' as const,
        indent: 0,
        version: 1,
        direction: 'ltr' as const,
        textFormat: 0,
        textStyle: '',
        children: [{ type: 'text', text, format: 0, style: '', mode: 'normal', detail: 0, version: 1 }],
      },
    ],
  },
})

const callPreview = async (query: string, cookie?: string) => {
  const { GET } = await import('@/app/api/preview/route')
  return GET(new NextRequest(new URL(`/api/preview${query}`, 'http://localhost'), { headers: cookie ? { cookie } : {} }))
}
const headersWith = (cookie: string) => new Headers({ cookie })

beforeAll(async () => {
  payload = await freshPayload()
  pages = await import('@/modules/content/pages.server')
  preview = await import('@/modules/content/preview.server')
  ;({ userFromHeaders } = await import('@/modules/accounts/session.server'))
  await createUser(payload, { email: `team-${stamp}@preview.test`, role: 'ROLE_ADMIN' })
  await createUser(payload, { email: `doctor-${stamp}@preview.test`, role: 'ROLE_DOCTOR' })
  cookies.team = `payload-token=${await tokenFor(payload, `team-${stamp}@preview.test`)}`
  cookies.doctor = `payload-token=${await tokenFor(payload, `doctor-${stamp}@preview.test`)}`
}, 120_000)

describe('GET /api/preview', () => {
  const good = `?path=${encodeURIComponent(`/de/${stamp}`)}`

  it('refuses anonymous visitors (401) and signed-in users outside the team (403)', async () => {
    const anonymous = await callPreview(good)
    expect(anonymous.status).toBe(401)
    expect(anonymous.headers.get('set-cookie')).toBeNull()
    const doctor = await callPreview(good, cookies.doctor)
    expect(doctor.status).toBe(403)
    expect(doctor.headers.get('set-cookie')).toBeNull()
    expect(await preview.previewStart(payload, headersWith(cookies.doctor), new URLSearchParams({ path: `/de/${stamp}` }))).toEqual({ kind: 'refused', reason: 'forbidden' })
  })

  it('leads the team to a path of this site only: no absolute, protocol-relative or backslash address (no open redirect)', async () => {
    expect(await preview.previewStart(payload, headersWith(cookies.team), new URLSearchParams({ path: `/de/${stamp}` }))).toEqual({ kind: 'go', path: `/de/${stamp}` })
    expect(await preview.previewStart(payload, headersWith(cookies.team), new URLSearchParams({ path: '/fr/a/b?x=1' }))).toEqual({ kind: 'go', path: '/fr/a/b?x=1' })
    for (const path of [
      'https://evil.example/de/x',
      '//evil.example/de/x',
      '/\\evil.example/de/x',
      '\\\\evil.example',
      '/de/x\n//evil.example',
      'javascript:alert(1)',
      'de/x',
      '/en/x',
      '/%2F%2Fevil.example',
      '',
    ]) {
      const res = await callPreview(`?path=${encodeURIComponent(path)}`, cookies.team)
      expect(res.status, path).toBe(400)
      expect(res.headers.get('location'), path).toBeNull()
    }
    expect((await callPreview('', cookies.team)).status).toBe(400)
  })
})

describe('a draft through the preview', () => {
  it('is what the team sees; the public keeps the published page', async () => {
    const created = await payload.create({
      collection: 'pages',
      locale: 'de',
      data: { title: `Veröffentlicht ${stamp}`, path: stamp, body: doc(`Öffentlicher Text ${stamp}`), _status: 'published' } as never,
      ...SYSTEM,
    })
    await payload.update({
      collection: 'pages',
      id: created.id,
      locale: 'de',
      draft: true,
      data: { title: `Entwurf ${stamp}`, body: doc(`Unveröffentlichter Text ${stamp}`), _status: 'draft' } as never,
      ...SYSTEM,
    })
    const team = (await userFromHeaders(payload, headersWith(cookies.team))) as SessionUser
    const doctor = (await userFromHeaders(payload, headersWith(cookies.doctor))) as SessionUser
    expect(team.role).toBe('ROLE_ADMIN')

    const draft = await pages.findPageDraft(payload, team, 'de', stamp)
    expect(draft?.title).toBe(`Entwurf ${stamp}`)
    expect(JSON.stringify(draft?.body)).toContain(`Unveröffentlichter Text ${stamp}`)
    expect(draft?.paths.de).toBe(stamp)

    const published = await pages.findPublishedPage(payload, 'de', stamp)
    expect(published?.title).toBe(`Veröffentlicht ${stamp}`)
    expect(JSON.stringify(published?.body)).toContain(`Öffentlicher Text ${stamp}`)
    expect(JSON.stringify(published)).not.toContain('Unveröffentlicht')

    // the draft-mode cookie without a team session shows nothing of the draft
    expect(await pages.findPageDraft(payload, null, 'de', stamp)).toBeNull()
    expect(await pages.findPageDraft(payload, doctor, 'de', stamp)).toBeNull()
  })

  it('shows the team a page that was never published; the public gets none', async () => {
    const path = `${stamp}-neu`
    await payload.create({ collection: 'pages', locale: 'de', draft: true, data: { title: `Neu ${stamp}`, path, _status: 'draft' } as never, ...SYSTEM })
    const team = (await userFromHeaders(payload, headersWith(cookies.team))) as SessionUser
    expect((await pages.findPageDraft(payload, team, 'de', path))?.title).toBe(`Neu ${stamp}`)
    expect(await pages.findPublishedPage(payload, 'de', path)).toBeNull()
  })
})
