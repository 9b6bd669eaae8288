import { describe, expect, it } from 'vitest'
import { childScreenOf } from './child-screen'

describe('childScreenOf', () => {
  it('reads a section main screen, a word, a word with an id, and a bare id', () => {
    const kinds = ['', 'link', 'create', 'edit', 'facts'] as const
    expect(childScreenOf(undefined, kinds)).toEqual({ kind: 'main' })
    expect(childScreenOf('create', kinds)).toEqual({ kind: 'create', id: null })
    expect(childScreenOf('facts-12', kinds)).toEqual({ kind: 'facts', id: '12' })
    expect(childScreenOf('12', kinds)).toEqual({ kind: '', id: '12' })
  })

  it('names nothing it does not know', () => {
    const kinds = ['create', 'view'] as const
    expect(childScreenOf('delete-3', kinds)).toBeNull()
    expect(childScreenOf('view-', kinds)).toBeNull()
    expect(childScreenOf('12', kinds)).toBeNull()
  })

  it('prefers the longer word when one starts another', () => {
    expect(childScreenOf('jobs-create-4', ['jobs', 'jobs-create'] as const)).toEqual({ kind: 'jobs-create', id: '4' })
  })
})
