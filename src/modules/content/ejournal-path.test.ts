import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { authorPath, ejournalPath, parseEjournalPath } from './ejournal-path'

const all = (category: string | null, tag: string | null, page: number) => ({ category, tag, page })

describe('parseEjournalPath', () => {
  it('reads all articles, a page, a category, a tag and their combinations', () => {
    expect(parseEjournalPath(undefined)).toEqual(all(null, null, 1))
    expect(parseEjournalPath(['seite-3'])).toEqual(all(null, null, 3))
    expect(parseEjournalPath(['karriere'])).toEqual(all('karriere', null, 1))
    expect(parseEjournalPath(['carriere', 'page-2'])).toEqual(all('carriere', null, 2))
    expect(parseEjournalPath(['thema-lohn'])).toEqual(all(null, 'lohn', 1))
    expect(parseEjournalPath(['tema-stipendio', 'pagina-4'])).toEqual(all(null, 'stipendio', 4))
    expect(parseEjournalPath(['karriere', 'thema-lohn'])).toEqual(all('karriere', 'lohn', 1))
    expect(parseEjournalPath(['carriere', 'theme-salaire', 'page-2'])).toEqual(all('carriere', 'salaire', 2))
  })

  it('refuses what cannot be a list path', () => {
    for (const segments of [
      ['Karriere'],
      ['karriere', 'seite-1'],
      ['karriere', 'extra'],
      ['seite-2', 'seite-3'],
      ['a', 'seite-2', 'b'],
      ['seite-1'],
      ['-x'],
      ['thema-lohn', 'karriere'],
      ['thema-lohn', 'thema-arbeit'],
      ['thema-'],
      ['thema-Lohn'],
      ['seite-2', 'thema-lohn'],
      ['a', 'thema-b', 'seite-2', 'c'],
    ]) {
      expect(parseEjournalPath(segments), segments.join('/')).toBeNull()
    }
  })

  it('gives back what ejournalPath builds, for any category, tag and page', () => {
    const slug = fc.stringMatching(/^[a-z0-9]+(-[a-z0-9]+)*$/).filter((s) => !/^(seite|page|pagina)-\d+$/.test(s) && !/^(thema|theme|tema)-/.test(s))
    fc.assert(
      fc.property(
        fc.option(slug, { nil: null }),
        fc.option(slug, { nil: null }),
        fc.integer({ min: 1, max: 999 }),
        fc.constantFrom('de' as const, 'fr' as const, 'it' as const),
        (category, tag, page, locale) => {
          const segments = ejournalPath(locale, { category, tag }, page).split('/').slice(3)
          expect(parseEjournalPath(segments)).toEqual({ category, tag, page })
        },
      ),
    )
  })

  it('builds the canonical order: category, tag, page, with the language words', () => {
    expect(ejournalPath('de', null)).toBe('/de/ejournals')
    expect(ejournalPath('de', 'karriere', 2)).toBe('/de/ejournals/karriere/seite-2')
    expect(ejournalPath('fr', { tag: 'salaire' })).toBe('/fr/ejournals/theme-salaire')
    expect(ejournalPath('it', { category: 'carriera', tag: 'stipendio' }, 3)).toBe('/it/ejournals/carriera/tema-stipendio/pagina-3')
  })

  it('never throws on any input', () => {
    fc.assert(
      fc.property(fc.array(fc.string(), { maxLength: 4 }), (segments) => {
        parseEjournalPath(segments)
      }),
    )
  })
})

describe('authorPath', () => {
  it('puts the language word before the slug and pages like every list', () => {
    expect(authorPath('de', 'giulia-pedrazzini')).toBe('/de/ejournal/autor/giulia-pedrazzini')
    expect(authorPath('fr', 'giulia-pedrazzini', 2)).toBe('/fr/ejournal/auteur/giulia-pedrazzini/page-2')
    expect(authorPath('it', 'giulia-pedrazzini', 3)).toBe('/it/ejournal/autore/giulia-pedrazzini/pagina-3')
  })
})
