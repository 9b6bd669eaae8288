import type { Field, Payload, SanitizedConfig } from 'payload'
import { handleEndpoints } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { createUser, tokenFor } from '../support/factories'
import { freshPayload } from '../support/test-db'

// ADR 0053: every label, description, select option and array row of ours in
// /admin is in German, French and Italian. Walks the sanitized config, so a new collection, global
// or field without its catalogue entries fails here. Payload's own words are functions of its
// translations (createdAt, the upload and auth fields); a plain string is English text of ours.

const LANGUAGES = ['de', 'fr', 'it'] as const
/** Fields Payload adds to an upload collection; it labels the visible ones itself. */
const UPLOAD_FIELDS = new Set(['url', 'thumbnailURL', 'filename', 'mimeType', 'filesize', 'width', 'height', 'focalX', 'focalY', 'sizes'])

const inAllLanguages = (text: unknown) =>
  typeof text === 'function' ||
  (typeof text === 'object' &&
    text !== null &&
    LANGUAGES.every((l) => typeof (text as Record<string, unknown>)[l] === 'string' && (text as Record<string, string>)[l]!.trim() !== ''))

type AnyField = Field & {
  name?: string
  label?: unknown
  labels?: { singular?: unknown }
  hidden?: boolean
  admin?: { hidden?: boolean; disabled?: boolean; description?: unknown }
  fields?: Field[]
  options?: { value: string; label: unknown }[]
}

function problems(where: string, fields: Field[], upload: boolean): string[] {
  return (fields as AnyField[]).flatMap((f) => {
    if (f.hidden || f.admin?.hidden || f.admin?.disabled || (upload && f.name && UPLOAD_FIELDS.has(f.name))) return []
    const at = `${where}.${f.name ?? f.type}`
    const own: string[] = []
    if (f.name && f.type !== 'ui' && !inAllLanguages(f.label)) own.push(`${at}: label ${JSON.stringify(f.label)}`)
    if (!f.name && typeof f.label === 'string') own.push(`${at}: heading ${JSON.stringify(f.label)}`)
    if (f.admin?.description !== undefined && !inAllLanguages(f.admin.description)) own.push(`${at}: description`)
    for (const option of f.options ?? []) if (!inAllLanguages(option.label)) own.push(`${at}: option ${option.value}`)
    if (f.type === 'array' && !inAllLanguages(f.labels?.singular)) own.push(`${at}: row label`)
    return [...own, ...problems(at, f.fields ?? [], upload)]
  })
}

let payload: Payload
beforeAll(async () => {
  payload = await freshPayload()
})

async function sanitizedConfig(): Promise<SanitizedConfig> {
  return (await import('@payload-config')).default
}

describe('the labels of /admin', () => {
  it('are in German, French and Italian for every collection, global, field, option and row of ours', async () => {
    const config = await sanitizedConfig()
    const found: string[] = []
    for (const c of config.collections.filter((c) => !c.slug.startsWith('payload-'))) {
      if (!inAllLanguages(c.labels.singular) || !inAllLanguages(c.labels.plural)) found.push(`${c.slug}: collection labels`)
      if (c.admin.group !== undefined && c.admin.group !== false && !inAllLanguages(c.admin.group)) found.push(`${c.slug}: group`)
      if (c.admin.description !== undefined && !inAllLanguages(c.admin.description)) found.push(`${c.slug}: description`)
      found.push(...problems(c.slug, c.fields, Boolean(c.upload)))
    }
    for (const g of config.globals) {
      if (!inAllLanguages(g.label)) found.push(`${g.slug}: global label`)
      if (g.admin.group !== undefined && g.admin.group !== false && !inAllLanguages(g.admin.group)) found.push(`${g.slug}: group`)
      found.push(...problems(g.slug, g.fields, false))
    }
    expect(found).toEqual([])
  })

  it('offer Payload’s interface in German (by default), French and Italian', async () => {
    const config = await sanitizedConfig()
    expect(Object.keys(config.i18n.supportedLanguages).sort()).toEqual(['de', 'fr', 'it'])
    expect(config.i18n.fallbackLanguage).toBe('de')
  })

  it('answer our validation messages in the team member’s language (Payload’s payload-lng cookie)', async () => {
    await createUser(payload, { email: 'team-labels@test.ch', role: 'ROLE_ADMIN' })
    const token = await tokenFor(payload, 'team-labels@test.ch')
    const config = await sanitizedConfig()
    const save = async (lng?: string) => {
      const request = new Request('http://localhost/api/cms/globals/billing-settings', {
        method: 'POST',
        headers: { Authorization: `JWT ${token}`, 'Content-Type': 'application/json', ...(lng ? { Cookie: `payload-lng=${lng}` } : {}) },
        body: JSON.stringify({ qr_iban: 'CH00 not an iban' }),
      })
      const res = await handleEndpoints({ config, path: '/api/cms/globals/billing-settings', request })
      return { status: res.status, text: JSON.stringify(await res.json()) }
    }
    expect(await save()).toMatchObject({ status: 400, text: expect.stringContaining('Keine gültige QR-IBAN') })
    expect(await save('fr')).toMatchObject({ status: 400, text: expect.stringContaining('QR-IBAN non valide') })
    expect(await save('it')).toMatchObject({ status: 400, text: expect.stringContaining('QR-IBAN non valido') })
  })
})
