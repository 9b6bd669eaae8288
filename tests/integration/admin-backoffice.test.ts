import type { Field, Payload, SanitizedConfig } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { freshPayload } from '../support/test-db'

// The backoffice (ADR 0053): readable field labels, a text preview in the review list, read-only mails.
let payload: Payload
let config: SanitizedConfig

beforeAll(async () => {
  payload = await freshPayload()
  config = payload.config
})

type AnyField = Field & {
  name?: string
  label?: unknown
  hidden?: boolean
  admin?: { hidden?: boolean }
  fields?: Field[]
  tabs?: { fields: Field[]; name?: string; label?: unknown }[]
  blocks?: { fields: Field[] }[]
}

function labelsOf(fields: Field[], out: [string, unknown][] = []): [string, unknown][] {
  for (const field of fields as AnyField[]) {
    const hidden = field.hidden === true || field.admin?.hidden === true
    if (typeof field.name === 'string' && field.type !== 'ui' && !hidden) out.push([field.name, field.label])
    if (field.fields) labelsOf(field.fields, out)
    for (const tab of field.tabs ?? []) {
      if (typeof tab.name === 'string') out.push([tab.name, tab.label])
      labelsOf(tab.fields, out)
    }
    for (const block of field.blocks ?? []) labelsOf(block.fields, out)
  }
  return out
}

const texts = (label: unknown): string[] => (typeof label === 'string' ? [label] : label && typeof label === 'object' ? Object.values(label).map(String) : [])

describe('field labels in /admin', () => {
  it('every named field of our collections and globals has a label in words', () => {
    const unreadable: string[] = []
    for (const entity of [...config.collections, ...config.globals]) {
      if (entity.slug.startsWith('payload-')) continue
      for (const [name, label] of labelsOf(entity.fields)) {
        // Without a label Payload makes words of a camelCase name (its own auth and upload fields), but
        // keeps underscores: "summary_rating" -> "Summary_rating".
        // A function label is Payload's own, translated one (e.g. `_status` of drafts).
        if (typeof label === 'function') continue
        const t = texts(label)
        if (t.length === 0 ? name.includes('_') : t.some((x) => x.includes('_'))) unreadable.push(`${entity.slug}.${name}: ${JSON.stringify(label)}`)
      }
    }
    expect(unreadable).toEqual([])
  })

  it('names the review fields in words, explicitly where words are not enough', () => {
    const labels = Object.fromEntries(labelsOf(config.collections.find((c) => c.slug === 'reviews')!.fields))
    // in the team's three languages (ADR 0053)
    expect(labels.summary_rating).toEqual({ de: 'Gesamteindruck (Note)', fr: 'Impression générale (note)', it: 'Impressione generale (voto)' })
    expect((labels.work_life_rating as { de: string }).de).toMatch(/\S/)
    expect(Object.keys(labels.is_wsj_exclusive as object).sort()).toEqual(['de', 'fr', 'it'])
  })
})

describe('review moderation list', () => {
  it('shows the review text beside institution and status', () => {
    const reviews = config.collections.find((c) => c.slug === 'reviews')!
    expect(reviews.admin.defaultColumns).toContain('summary_feedback')
  })
})

describe('outbox', () => {
  it('is read-only for the team, while the platform still records mails', async () => {
    const admin = await payload.create({
      collection: 'users',
      overrideAccess: true,
      data: { email: 'team@outbox.test', password: 'Team-Outbox-2026!', first_name: 'Team', last_name: 'Outbox', role: 'ROLE_ADMIN', _verified: true } as never,
    })
    const req = { user: { ...admin, collection: 'users' } } as never
    const { sendMail } = await import('@/lib/mail/send')
    await sendMail(payload, { to: 'reader@outbox.test', subject: 'Recorded', text: 'Hello' })
    const { docs } = await payload.find({ collection: 'outbox', where: { to: { equals: 'reader@outbox.test' } }, overrideAccess: false, req })
    expect(docs.map((d) => d.subject)).toEqual(['Recorded'])

    await expect(payload.update({ collection: 'outbox', id: docs[0]!.id, data: { subject: 'Changed' }, overrideAccess: false, req })).rejects.toThrow()
    await expect(payload.create({ collection: 'outbox', data: { to: 'x@outbox.test', subject: 'Forged', status: 'sent' }, overrideAccess: false, req })).rejects.toThrow()
    const after = await payload.findByID({ collection: 'outbox', id: docs[0]!.id, overrideAccess: true })
    expect(after.subject).toBe('Recorded')
  })
})
