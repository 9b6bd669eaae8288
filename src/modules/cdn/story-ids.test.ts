import { describe, expect, it } from 'vitest'
import { STORY_SOURCES, UUID_PATTERN, storyId, storyOfId, storyUuid } from './story-ids'

describe('story ids and uuids', () => {
  it('encodes the collection in the id, reversibly and without collisions', () => {
    const ids = STORY_SOURCES.flatMap((source) => [1, 2, 99].map((id) => storyId(source, id)))
    expect(new Set(ids).size).toBe(ids.length)
    for (const source of STORY_SOURCES) expect(storyOfId(storyId(source, 42))).toEqual({ source, id: 42 })
    expect(storyOfId(5)).toBeNull()
    expect(storyOfId(120)).toBeNull()
  })

  it('gives each document a stable v5 uuid of its own', () => {
    expect(storyUuid('articles', 7)).toBe(storyUuid('articles', 7))
    expect(storyUuid('articles', 7)).not.toBe(storyUuid('pages', 7))
    expect(storyUuid('articles', 7)).toMatch(UUID_PATTERN)
    expect(storyUuid('articles', 7)[14]).toBe('5')
  })
})
