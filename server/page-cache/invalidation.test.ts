import { describe, expect, it } from 'vitest'
import { applyNotification, tagsOfNotification } from './invalidation'
import { PageStore } from './store'

describe('what a notification drops (ADR 0073)', () => {
  it('the tags it names, nothing when it names none, and everything for any other payload', () => {
    expect(tagsOfNotification('tags job:12 institution:4 search home')).toEqual(['job:12', 'institution:4', 'search', 'home'])
    expect(tagsOfNotification('tags ')).toEqual([])
    expect(tagsOfNotification('tags')).toEqual([])
    // the coarse notification, older triggers (the table's name) and a missing payload
    expect(tagsOfNotification('all')).toBe('all')
    expect(tagsOfNotification('jobs')).toBe('all')
    expect(tagsOfNotification('')).toBe('all')
    expect(tagsOfNotification(undefined)).toBe('all')
    // another process's test notification when it starts listening changes nothing here
    expect(tagsOfNotification('self-test 27024 1795808394763 0.83')).toEqual([])
  })

  it('is applied to the store', () => {
    const store = new PageStore({ maxBytes: 1e6, maxAgeMs: 60_000 })
    store.setEnabled(true)
    const page = { html: '<p>x</p>', headers: {}, policy: '' }
    store.set('a', store.generation, { ...page, tags: ['job:1'] })
    store.set('b', store.generation, { ...page, tags: ['job:2'] })
    applyNotification(store, 'tags job:1')
    expect([...store.entries.keys()]).toEqual(['b'])
    applyNotification(store, 'tags')
    expect([...store.entries.keys()]).toEqual(['b'])
    applyNotification(store, 'jobs')
    expect(store.entries.size).toBe(0)
  })
})
