import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { CATEGORIES, FIELDS, LEVELS, REGIONS } from '@/modules/essentials/data'
import { jobFilterRedirect } from './filter-redirect'
import type { FilterDictionary } from '../search-path/vocabulary'

const dict: FilterDictionary = { fields: FIELDS, levels: LEVELS, regions: REGIONS, categories: CATEGORIES }
const canonical = ['kardiologie', 'assistenzarzt', 'kanton-zuerich', 'teilzeit', 'seite-2']

describe('jobFilterRedirect', () => {
  it('leaves a canonical path alone', () => {
    expect(jobFilterRedirect(canonical, 'de', dict)).toBeNull()
  })

  it('sends any other order to the canonical path', () => {
    fc.assert(
      fc.property(fc.shuffledSubarray(canonical, { minLength: canonical.length, maxLength: canonical.length }), (order) => {
        const target = jobFilterRedirect(order, 'de', dict)
        const same = order.every((s, i) => s === canonical[i])
        expect(target).toBe(same ? null : `/de/jobs/${canonical.join('/')}`)
      }),
    )
  })

  it("maps another language's slugs to this language's", () => {
    expect(jobFilterRedirect(['assistenzarzt', 'vollzeit'], 'fr', dict)).toBe('/fr/jobs/medecin-assistant/plein-temps')
  })

  it('keeps unknown or invalid paths for the page to answer 404', () => {
    expect(jobFilterRedirect(['gibt-es-nicht'], 'de', dict)).toBeNull()
    expect(jobFilterRedirect(['seite-0'], 'de', dict)).toBeNull()
  })
})
