import type { Payload } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { LEGAL_TEMPLATE_NOTE } from '../../scripts/seed/generate/legal-pages'
import { setDemoCreditor } from '../support/factories'
import { freshPayload } from '../support/test-db'
import { LEGAL_TEMPLATE_MARKERS, environmentProblems, goLiveProblems, legalTemplateCount } from '@/modules/backoffice/go-live'

// ADR 0054: the go-live check on the /admin dashboard and in the start log.

let payload: Payload

const body = (...paragraphs: string[]) => ({
  root: {
    type: 'root',
    format: '',
    indent: 0,
    version: 1,
    direction: 'ltr',
    children: paragraphs.map((text) => ({
      type: 'paragraph',
      format: '',
      indent: 0,
      version: 1,
      direction: 'ltr',
      textFormat: 0,
      children: [{ type: 'text', text, format: 0, style: '', mode: 'normal', detail: 0, version: 1 }],
    })),
  },
})

async function legalPage(key: 'imprint' | 'privacy', path: string, paragraphs: string[]) {
  return payload.create({
    collection: 'pages',
    locale: 'de',
    overrideAccess: true,
    data: { title: key, path, legal_key: key, body: body(...paragraphs) as never, _status: 'published' },
  })
}

const REAL = { NODE_ENV: 'production', HELVEMED_DEMO_START: 'false', SMTP_URL: 'smtp://mail.example.ch:587', PUBLIC_URL: 'https://www.helvemed.ch' }

beforeAll(async () => {
  payload = await freshPayload()
})

describe('the go-live check', () => {
  it('knows the template note of every demo legal page', () => {
    for (const note of Object.values(LEGAL_TEMPLATE_NOTE))
      expect(
        LEGAL_TEMPLATE_MARKERS.some((m) => note.startsWith(m)),
        note,
      ).toBe(true)
  })

  it('asks a real deployment for SMTP and a public address, and leaves the demo start and development alone', () => {
    expect(environmentProblems(REAL)).toEqual([])
    expect(environmentProblems({ ...REAL, SMTP_URL: undefined }).map((p) => p.key)).toEqual(['smtp'])
    expect(environmentProblems({ ...REAL, PUBLIC_URL: 'http://localhost:3000' }).map((p) => p.key)).toEqual(['publicUrl'])
    expect(environmentProblems({ ...REAL, PUBLIC_URL: undefined, SMTP_URL: '' }).map((p) => p.key)).toEqual(['smtp', 'publicUrl'])
    expect(environmentProblems({ NODE_ENV: 'production', HELVEMED_DEMO_START: 'true' })).toEqual([])
    expect(environmentProblems({ NODE_ENV: 'development' })).toEqual([])
  })

  it('finds legal pages still marked as templates: the note or a [placeholder]', async () => {
    expect(await legalTemplateCount(payload)).toBe(0)
    const imprint = await legalPage('imprint', 'impressum', ['Helvemed AG, Bahnhofstrasse 1, 8001 Zürich'])
    expect(await legalTemplateCount(payload)).toBe(0)
    await legalPage('privacy', 'datenschutz', [LEGAL_TEMPLATE_NOTE.de, 'Verantwortlich ist die Helvemed AG.'])
    expect(await legalTemplateCount(payload)).toBe(1)
    await payload.update({ collection: 'pages', id: imprint.id, locale: 'de', overrideAccess: true, data: { body: body('Kontakt: [Support-Adresse]') as never } })
    expect(await legalTemplateCount(payload)).toBe(2)
  })

  it('lists every problem with where to fix it, and none once the installation is ready', async () => {
    const problems = await goLiveProblems(payload, { ...REAL, SMTP_URL: undefined })
    expect(problems).toEqual([
      { key: 'creditor', href: '/admin/globals/billing-settings' },
      { key: 'legal', count: 2, href: '/admin/collections/pages?where[legal_key][exists]=true' },
      { key: 'smtp' },
    ])
    await setDemoCreditor(payload)
    await payload.delete({ collection: 'pages', where: { legal_key: { exists: true } }, overrideAccess: true })
    expect(await goLiveProblems(payload, REAL)).toEqual([])
  })

  it('writes each problem to the start log with what to do', async () => {
    const { logGoLiveCheck } = await import('@/modules/backoffice/go-live-log.server')
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    await logGoLiveCheck(payload, { ...REAL, SMTP_URL: undefined, PUBLIC_URL: 'http://127.0.0.1:3000' } as never)
    expect(warn.mock.calls.map((c) => String(c[0]))).toEqual([expect.stringContaining('no SMTP_URL'), expect.stringContaining('PUBLIC_URL is missing or names this machine')])
    warn.mockRestore()
  })
})
