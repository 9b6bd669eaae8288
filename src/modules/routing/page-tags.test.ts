import { describe, expect, it } from 'vitest'
import { PAGE_CACHING } from './page-caching'
import { PAGE_TAGS, pageTagsOf, parsedTags } from './page-tags'

describe('the tags of a kept page (ADR 0073)', () => {
  it('every page that may be kept has a tag rule, and no rule names a page that may not', () => {
    const kept = Object.keys(PAGE_CACHING).filter((pattern) => PAGE_CACHING[pattern] === 'public')
    expect(Object.keys(PAGE_TAGS).sort()).toEqual(kept.sort())
  })

  it('come from the path: the page, its kind and the lists it belongs to', () => {
    expect(pageTagsOf('/de')).toEqual(['home'])
    expect(pageTagsOf('/fr/jobs/geneve')).toEqual(['search'])
    expect(pageTagsOf('/de/job/12')).toEqual(['jobs', 'job:12'])
    // a job page reached from a search links to its neighbours there
    expect(pageTagsOf('/de/job/12?s=%2Fde%2Fjobs%2Fbern')).toEqual(['jobs', 'job:12', 'search'])
    expect(pageTagsOf('/it/institution/4')).toEqual(['institutions', 'institution:4'])
    expect(pageTagsOf('/de/institutions/bern')).toEqual(['employers'])
    expect(pageTagsOf('/de/arbeitgeber-vergleich/4-7')).toEqual(['institutions', 'institution:4', 'institution:7'])
    expect(pageTagsOf('/de/ejournal/herz-und-hirn')).toEqual(['articles', 'article:herz-und-hirn'])
    expect(pageTagsOf('/fr/ejournal/auteur/anna-muster/page-2')).toEqual(['authors', 'author:anna-muster'])
    expect(pageTagsOf('/de/ejournals')).toEqual(['ejournal'])
    expect(pageTagsOf('/de/ueber-uns')).toEqual(['pages'])
    expect(pageTagsOf('/it/offerta')).toEqual(['offer'])
  })

  it('name nothing for a path that is no id, and for a page without a rule (any change drops it)', () => {
    expect(pageTagsOf('/de/job/abc')).toEqual(['jobs'])
    expect(pageTagsOf('/de/job/99999999999')).toEqual(['jobs'])
    expect(pageTagsOf('/de/cockpit')).toEqual([])
    expect(pageTagsOf('/de/job/%E0%A4%A')).toEqual([])
  })

  it('are read from a header or a notification as space-separated words, anything else left out', () => {
    expect(parsedTags('job:12  institution:4 search\tsearch')).toEqual(['job:12', 'institution:4', 'search'])
    expect(parsedTags('job:1 <script> a,b')).toEqual(['job:1'])
    expect(parsedTags(undefined)).toEqual([])
    expect(parsedTags(['job:1', 'home'])).toEqual(['job:1', 'home'])
  })
})
