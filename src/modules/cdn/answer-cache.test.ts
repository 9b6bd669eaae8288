import { describe, expect, it } from 'vitest'
import { AnswerCache } from './answer-cache'

const answer = (body: string) => ({ body, headers: {} })

describe('the delivery API answer cache', () => {
  it('holds at most its number of answers and characters per generation, least recently used out first', () => {
    const cache = new AnswerCache(2, 10)
    cache.setVersion(1)
    cache.set(1, 'a', answer('aaa'))
    cache.set(1, 'b', answer('bbb'))
    cache.get(1, 'a')
    cache.set(1, 'c', answer('ccc'))
    expect(cache.get(1, 'b')).toBeUndefined()
    expect(cache.get(1, 'a')?.body).toBe('aaa')
    cache.set(1, 'd', answer('dddddddd'))
    expect(cache.size).toBe(1)
    cache.set(1, 'huge', answer('x'.repeat(11)))
    expect(cache.get(1, 'huge')).toBeUndefined()
  })

  it('keeps the previous content version for requests that name it, drops anything older', () => {
    const cache = new AnswerCache()
    cache.setVersion(1)
    cache.set(1, 'q', answer('one'))
    cache.setVersion(2)
    expect(cache.get(2, 'q')).toBeUndefined()
    expect(cache.get(1, 'q')?.body).toBe('one')
    cache.set(2, 'q', answer('two'))
    cache.setVersion(3)
    expect(cache.get(1, 'q')).toBeUndefined()
    expect(cache.get(2, 'q')?.body).toBe('two')
    // an unknown version is never stored
    cache.set(7, 'q', answer('seven'))
    expect(cache.get(7, 'q')).toBeUndefined()
  })
})
