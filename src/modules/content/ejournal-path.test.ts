import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { ejournalPath, parseEjournalPath } from './ejournal-path'

describe('parseEjournalPath', () => {
  it('reads all articles, a page, a category and a category page', () => {
    expect(parseEjournalPath(undefined)).toEqual({ category: null, page: 1 })
    expect(parseEjournalPath(['seite-3'])).toEqual({ category: null, page: 3 })
    expect(parseEjournalPath(['karriere'])).toEqual({ category: 'karriere', page: 1 })
    expect(parseEjournalPath(['carriere', 'page-2'])).toEqual({ category: 'carriere', page: 2 })
  })

  it('refuses what cannot be a list path', () => {
    for (const segments of [['Karriere'], ['karriere', 'seite-1'], ['karriere', 'extra'], ['seite-2', 'seite-3'], ['a', 'seite-2', 'b'], ['seite-1'], ['-x']]) {
      expect(parseEjournalPath(segments), segments.join('/')).toBeNull()
    }
  })

  it('gives back what ejournalPath builds, for any slug and page', () => {
    const slug = fc.stringMatching(/^[a-z0-9]+(-[a-z0-9]+)*$/).filter((s) => !/^(seite|page|pagina)-\d+$/.test(s))
    fc.assert(
      fc.property(fc.option(slug, { nil: null }), fc.integer({ min: 1, max: 999 }), fc.constantFrom('de' as const, 'fr' as const, 'it' as const), (category, page, locale) => {
        const segments = ejournalPath(locale, category, page).split('/').slice(3)
        expect(parseEjournalPath(segments)).toEqual({ category, page })
      }),
    )
  })

  it('never throws on any input', () => {
    fc.assert(
      fc.property(fc.array(fc.string(), { maxLength: 4 }), (segments) => {
        parseEjournalPath(segments)
      }),
    )
  })
})
