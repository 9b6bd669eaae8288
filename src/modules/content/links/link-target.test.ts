import { describe, expect, it } from 'vitest'
import { CATEGORIES, FIELDS, LEVELS, REGIONS } from '@/modules/essentials/data'
import type { FilterDictionary } from '../../search-path/vocabulary'
import { resolveLink, storyHref, targetOfAddress, targetOfLexicalLink, targetOfStoredLink, type LinkContext, type LinkTarget } from './link-target'

const dictionary: FilterDictionary = { fields: FIELDS, levels: LEVELS, regions: REGIONS, categories: CATEGORIES }

const ctx = (over: Partial<LinkContext> = {}): LinkContext => {
  const offer = { id: 4, identifier: 'offer', path: '/angebot' }
  const jobs = { id: 1, identifier: 'jobs', path: '/jobs' }
  return {
    locale: 'de',
    stories: new Map<number | string, { id: number; identifier: string; path: string }>([
      [4, offer],
      ['offer', offer],
      [1, jobs],
    ]),
    assets: new Map([[7, { id: 7, filename: 'leitfaden wahljahr.pdf' }]]),
    dictionary,
    ...over,
  }
}

const href = (target: LinkTarget, over?: Partial<LinkContext>) => {
  const result = resolveLink(target, ctx(over))
  return result.ok ? result.link.href : result.reason
}

describe('internal links: a route name and an optional filter list', () => {
  it('leads to the route in the language of the page', () => {
    expect(href({ kind: 'internal', route: 'jobs' })).toBe('/de/jobs')
    expect(href({ kind: 'internal', route: 'home' }, { locale: 'it' })).toBe('/it')
    expect(href({ kind: 'internal', route: 'offer' }, { locale: 'fr' })).toBe('/fr/offre')
  })
  it('builds the canonical filter path of the search, in the page language and order', () => {
    expect(href({ kind: 'internal', route: 'jobs', filters: ['kanton-bern', 'kardiologie'] })).toBe('/de/jobs/kardiologie/kanton-bern')
    expect(href({ kind: 'internal', route: 'jobs', filters: ['kardiologie', 'kanton-bern'] }, { locale: 'fr' })).toBe('/fr/jobs/cardiologie/canton-berne')
    expect(href({ kind: 'internal', route: 'institutions', filters: ['kanton-bern'] })).toBe('/de/institutions/kanton-bern')
  })
  it('refuses an unknown route, filters on a route without them and unknown filter words', () => {
    expect(href({ kind: 'internal', route: 'nowhere' })).toBe('unknown-route')
    expect(href({ kind: 'internal', route: 'offer', filters: ['kardiologie'] })).toBe('filters-not-allowed')
    expect(href({ kind: 'internal', route: 'jobs', filters: ['zahnfee'] })).toBe('unknown-filter')
    expect(href({ kind: 'internal', route: 'jobs', filters: ['kardiologie'] }, { dictionary: null })).toBe('unknown-filter')
  })
  it('a modal story: a content page published in the page language, opened as /{lang}/modal/{path}', () => {
    const pages = new Set(['ratgeber/unterassistenz'])
    expect(href({ kind: 'internal', route: 'modal', filters: ['ratgeber', 'unterassistenz'] }, { pages })).toBe('/de/modal/ratgeber/unterassistenz')
    expect(href({ kind: 'internal', route: 'modal', filters: ['ratgeber', 'gibt-es-nicht'] }, { pages })).toBe('unknown-page')
    expect(href({ kind: 'internal', route: 'modal' }, { pages })).toBe('unknown-page')
    expect(href({ kind: 'internal', route: 'modal', filters: ['ratgeber', 'unterassistenz'] })).toBe('unknown-page')
  })
})

describe('story links: through the link table', () => {
  it('by id or identifier, with the language in front of site paths', () => {
    expect(href({ kind: 'story', story: 4 })).toBe('/de/angebot')
    expect(href({ kind: 'story', story: 'offer' }, { locale: 'it' })).toBe('/it/angebot')
  })
  it('keeps language-neutral and already localized paths', () => {
    expect(storyHref('/media/plan.pdf', 'de')).toBe('/media/plan.pdf')
    expect(storyHref('/fr/offre', 'de')).toBe('/fr/offre')
    expect(storyHref('ejournals/', 'fr')).toBe('/fr/ejournals')
    expect(storyHref('/', 'fr')).toBe('/fr')
  })
  it('refuses a story the table does not have', () => {
    expect(href({ kind: 'story', story: 99 })).toBe('unknown-story')
    expect(href({ kind: 'story', story: 'gone' })).toBe('unknown-story')
  })
})

describe('external, e-mail and asset links', () => {
  it('external: http(s) only, a new tab by default with rel=noopener, or as configured', () => {
    expect(resolveLink({ kind: 'external', url: 'https://www.fmh.ch/' }, ctx())).toEqual({ ok: true, link: { href: 'https://www.fmh.ch/', target: '_blank', rel: 'noopener' } })
    expect(resolveLink({ kind: 'external', url: 'https://www.fmh.ch/' }, ctx({ externalTarget: '_self' }))).toEqual({
      ok: true,
      link: { href: 'https://www.fmh.ch/', rel: 'noopener' },
    })
    expect(resolveLink({ kind: 'external', url: 'http://siwf.ch', newTab: false }, ctx())).toEqual({ ok: true, link: { href: 'http://siwf.ch', rel: 'noopener' } })
    expect(href({ kind: 'external', url: 'javascript:alert(1)' })).toBe('bad-url')
    expect(href({ kind: 'external', url: 'ftp://example.ch' })).toBe('bad-url')
    expect(href({ kind: 'external', url: 'https://' })).toBe('bad-url')
  })
  it('e-mail: a mailto link for a plausible address', () => {
    expect(href({ kind: 'email', email: 'team@helvemed.ch' })).toBe('mailto:team@helvemed.ch')
    expect(href({ kind: 'email', email: 'team@helvemed' })).toBe('bad-email')
    expect(href({ kind: 'email', email: 'a b@helvemed.ch' })).toBe('bad-email')
  })
  it('asset: the media file address', () => {
    expect(href({ kind: 'asset', asset: 7 })).toBe('/media/leitfaden%20wahljahr.pdf')
    expect(href({ kind: 'asset', asset: 8 })).toBe('unknown-asset')
  })
})

describe('reading targets from what the team stored', () => {
  it('a typed address: http external, mailto e-mail, anything else a route with filters', () => {
    expect(targetOfAddress('https://siwf.ch')).toEqual({ kind: 'external', url: 'https://siwf.ch', newTab: undefined })
    expect(targetOfAddress('mailto:team@helvemed.ch')).toEqual({ kind: 'email', email: 'team@helvemed.ch' })
    expect(targetOfAddress('/jobs/kardiologie/kanton-bern')).toEqual({ kind: 'internal', route: 'jobs', filters: ['kardiologie', 'kanton-bern'] })
    // a language in front is the page's own language
    expect(targetOfAddress('/de/modal/ratgeber/unterassistenz')).toEqual({ kind: 'internal', route: 'modal', filters: ['ratgeber', 'unterassistenz'] })
  })
  it('a rich-text link: a document of the link table is a story, a media file an asset', () => {
    expect(targetOfLexicalLink({ linkType: 'internal', doc: { relationTo: 'links', value: 4 } })).toEqual({ kind: 'story', story: 4 })
    expect(targetOfLexicalLink({ linkType: 'internal', doc: { relationTo: 'media', value: { id: 7 } } })).toEqual({ kind: 'asset', asset: 7 })
    expect(targetOfLexicalLink({ linkType: 'internal', doc: { relationTo: 'links', value: null } })).toBeNull()
    expect(targetOfLexicalLink({ linkType: 'custom', url: 'https://siwf.ch', newTab: true })).toEqual({ kind: 'external', url: 'https://siwf.ch', newTab: true })
  })
  it('a block link group', () => {
    expect(targetOfStoredLink({ kind: 'internal', route: 'jobs', filters: 'kardiologie, kanton-bern' })).toEqual({
      kind: 'internal',
      route: 'jobs',
      filters: ['kardiologie', 'kanton-bern'],
    })
    expect(targetOfStoredLink({ kind: 'story', story: { id: 4 } })).toEqual({ kind: 'story', story: 4 })
    expect(targetOfStoredLink({ kind: 'asset', asset: null })).toBeNull()
    expect(targetOfStoredLink(null)).toBeNull()
  })
})
