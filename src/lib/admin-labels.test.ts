import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import type { CollectionConfig, GlobalConfig } from 'payload'
import compile from 'icu-minify/compile'
import de from '../../messages/de.json'
import { adminMessage, catalogueString, humanizeName, keyOf, labelCollection, labelGlobal } from './admin-labels'

type Labelled = Record<string, unknown> & { label?: unknown; fields?: Labelled[]; options?: { value: string; label: unknown }[]; labels?: unknown }

describe('labels of /admin from the catalogues', () => {
  it('turns names into words for the fallback and group names into keys', () => {
    expect(humanizeName('summary_rating')).toBe('Summary rating')
    expect(humanizeName('createdAt')).toBe('Created at')
    expect(keyOf('Elective year')).toBe('electiveYear')
    fc.assert(fc.property(fc.string(), (name) => !humanizeName(name).includes('_')))
  })

  it('labels collections, groups, nested fields, options, array rows and descriptions in de, fr and it', () => {
    const collection: CollectionConfig = {
      slug: 'reviews',
      admin: { group: 'Reviews', description: 'English' },
      fields: [
        { name: 'status', type: 'select', options: ['pending', 'published', 'rejected'] },
        { name: 'reject_reason', type: 'textarea', admin: { description: 'English' } },
        { name: 'pensum', type: 'select', options: ['fullTime', 'partTime'] },
        { name: 'feedback', type: 'group', fields: [{ name: 'updated_at', type: 'date' }] },
        { type: 'row', fields: [{ name: 'summary_rating', type: 'number', label: 'Mine in English' }] },
        { name: 'videos_ext', type: 'array', fields: [{ name: 'type', type: 'select', options: ['youtube'] }] },
      ],
    }
    const labelled = labelCollection(collection)
    expect(labelled.labels).toEqual({ singular: { de: 'Bewertung', fr: 'Évaluation', it: 'Valutazione' }, plural: { de: 'Bewertungen', fr: 'Évaluations', it: 'Valutazioni' } })
    expect(labelled.admin?.group).toEqual({ de: 'Bewertungen', fr: 'Évaluations', it: 'Valutazioni' })
    expect((labelled.admin?.description as Record<string, string>).de).toContain('In Prüfung')
    const [status, reason, pensum, group, row, videos] = labelled.fields as unknown as Labelled[]
    expect(status?.options?.map((o) => (o.label as Record<string, string>).de)).toEqual(['In Prüfung', 'Veröffentlicht', 'Abgelehnt'])
    expect(reason?.label).toEqual({ de: 'Begründung der Ablehnung', fr: 'Motif du refus', it: 'Motivo del rifiuto' })
    expect(((reason?.admin as Record<string, unknown>).description as Record<string, string>).fr).toContain('Cockpit')
    expect(pensum?.options?.map((o) => (o.label as Record<string, string>).it)).toEqual(['Tempo pieno', 'Tempo parziale'])
    expect((group?.fields?.[0]?.label as Record<string, string>).de).toBe('Beantwortet am')
    expect((row?.fields?.[0]?.label as Record<string, string>).de).toBe('Gesamteindruck (Note)')
    expect((videos?.labels as { singular: Record<string, string> }).singular.de).toBe('Video')
    // The original config is left alone.
    expect((collection.fields[0] as { options: unknown[] }).options[0]).toBe('pending')
  })

  it('uses the site words for roles, genders and languages', () => {
    const users = labelCollection({
      slug: 'users',
      fields: [
        { name: 'role', type: 'select', options: ['ROLE_ADMIN'] },
        { name: 'gender', type: 'select', options: ['GENDER_FEMALE'] },
        { name: 'locale', type: 'select', options: ['fr'] },
      ],
    }).fields as unknown as Labelled[]
    expect(users.map((f) => (f.options?.[0]?.label as Record<string, string>).de)).toEqual(['Team', 'Weiblich', 'Français'])
  })

  it('labels globals and answers validation messages in the team member’s language', () => {
    const global: GlobalConfig = { slug: 'billing-settings', fields: [{ name: 'qr_iban', type: 'text' }] }
    expect(labelGlobal(global).label).toEqual({ de: 'Rechnungssteller', fr: 'Émetteur des factures', it: 'Emittente delle fatture' })
    expect(adminMessage({ i18n: { language: 'fr' } } as never, 'qrIban')).toBe('QR-IBAN non valide')
    expect(adminMessage(undefined, 'qrIban')).toBe('Keine gültige QR-IBAN')
    expect(adminMessage({ i18n: { language: 'it' } } as never, 'pagePathLegal', { page: 'Note legali', path: 'note-legali' })).toContain('«note-legali»')
  })
})

describe('catalogueString: /admin reads the catalogues as the built app holds them', () => {
  // The built app's catalogues are precompiled by next-intl (next.config.ts): a message with
  // arguments arrives as icu-minify's compiled form, not as a string.
  const withArguments = ['crawlNowDone', 'pagePathLegal', 'linkUnknownRoute'] as const
  const source: Record<(typeof withArguments)[number], string> = {
    crawlNowDone: de.admin.ui.crawlNowDone,
    pagePathLegal: de.admin.validation.pagePathLegal,
    linkUnknownRoute: de.admin.validation.linkUnknownRoute,
  }

  it.each(withArguments)('gives back the text of the compiled %s, its {arguments} kept for /admin to fill', (key) => {
    const compiled: unknown = compile(source[key])
    expect(typeof compiled).not.toBe('string')
    expect(catalogueString(compiled)).toBe(source[key])
  })

  it('takes a plain text as it is and refuses forms it cannot show as text', () => {
    expect(catalogueString('Jetzt crawlen')).toBe('Jetzt crawlen')
    expect(catalogueString(compile('{n, plural, one {# Stelle} other {# Stellen}}'))).toBeUndefined()
    expect(catalogueString({ de: 'x' })).toBeUndefined()
  })
})
