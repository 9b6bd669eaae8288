import { describe, expect, it } from 'vitest'
import { activeNavKey, sectionOf } from './navigation'

describe('navigation', () => {
  it.each([
    ['/de/jobs', 'jobs'],
    ['/de/job/12', 'jobs'],
    ['/fr/jobs/cardiologie/page-2', 'jobs'],
    ['/it/institutions', 'institutions'],
    ['/de/institution/4', 'institutions'],
    ['/de/ejournals', 'ejournals'],
    ['/de/ejournal/some-article', 'ejournals'],
    ['/de/cockpit/jobs', null],
    ['/de', null],
    ['/de/jobsearch', null],
  ])('marks %s as %s', (path, key) => {
    expect(activeNavKey(path)).toBe(key)
  })

  it('maps pages to the four section colours', () => {
    expect(sectionOf('/de/job/1')).toBe('job')
    expect(sectionOf('/fr/institutions')).toBe('institution')
    expect(sectionOf('/it/ejournal/x')).toBe('article')
    expect(sectionOf('/de/cockpit/user')).toBe('primary')
    expect(sectionOf('/de')).toBe('primary')
  })
})
