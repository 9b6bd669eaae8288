import { describe, expect, it } from 'vitest'
import { translator } from '@/i18n/translator'
import type { Locale } from '@/i18n/locales'
import { jobSearchHeading } from './job-search-heading'

const entry = (key: string, value: string) => ({ docId: 0, key, value, slug: key })
const lists = {
  fields: [entry('cardiology', 'Kardiologie'), entry('angiology', 'Angiologie'), entry('surgery', 'Chirurgie')],
  regions: [entry('zh', 'Zürich'), entry('be', 'Bern')],
}
const heading = (locale: Locale, filter: { fields?: string[]; regions?: string[]; text?: string }) =>
  jobSearchHeading({ fields: [], regions: [], ...filter }, lists, translator(locale, 'jobsPage.heading'))

describe('job search heading', () => {
  it('names field and canton like a person would', () => {
    expect(heading('de', { fields: ['cardiology'], regions: ['zh'] })).toBe('Kardiologie in Zürich')
    expect(heading('fr', { fields: ['cardiology'], regions: ['zh'] })).toBe('Kardiologie – Zürich')
    expect(heading('it', { regions: ['be'] })).toBe('Posti – Bern')
  })
  it('shortens long lists and falls back to the search words', () => {
    expect(heading('de', { fields: ['cardiology', 'angiology', 'surgery'] })).toBe('Kardiologie, Angiologie +1')
    expect(heading('de', { text: 'notfall' })).toBe('Stellen zu «notfall»')
  })
  it("names the employer when the search is one employer's ads", () => {
    expect(jobSearchHeading({ fields: ['cardiology'], regions: [] }, lists, translator('fr', 'jobsPage.heading'), 'Hôpital du Jura')).toBe('Postes chez Hôpital du Jura')
  })
  it('keeps the generic title without those filters', () => {
    expect(heading('de', {})).toBeNull()
  })
})
