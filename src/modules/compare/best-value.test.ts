import { describe, expect, it } from 'vitest'
import { bestIndexes } from './best-value'

describe('the best value of a row', () => {
  it('the highest or the lowest, ties all marked', () => {
    expect(bestIndexes([90_000, 95_000, null, 95_000], 'higher')).toEqual([1, 3])
    expect(bestIndexes([50, 46, 55], 'lower')).toEqual([1])
    expect(bestIndexes([true, false], 'higher')).toEqual([0])
  })

  it('nothing when fewer than two employers have a value or all are equal', () => {
    expect(bestIndexes([null, 42, null], 'higher')).toEqual([])
    expect(bestIndexes([4.2, 4.2], 'higher')).toEqual([])
    expect(bestIndexes([null, null], 'lower')).toEqual([])
  })
})
