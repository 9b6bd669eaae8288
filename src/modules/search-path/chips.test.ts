import { describe, expect, it } from 'vitest'
import { formatChf } from '@/i18n/format'
import { InstitutionFilterSchema } from '../institutions/filter-path'
import { JobFilterSchema } from '../jobs/filter-path'
import { describeChip, institutionFilterChips, jobFilterChips, type ChipWords } from './chips'

const words: ChipWords = {
  term: (list, key) => (list === 'fields' && key === 'CARDIOLOGY' ? 'Kardiologie' : undefined),
  text: (id, values) => `${id}(${Object.values(values).join(',')})`,
}

describe('filter chips', () => {
  it('one chip per value; each removes only its value and goes back to page 1', () => {
    const filter = JobFilterSchema.parse({ fields: ['CARDIOLOGY', 'SURGERY'], salaryMin: 120000, text: 'Zürich', sort: 'relevance', page: 4 })
    const chips = jobFilterChips(filter)
    expect(chips.map((c) => c.id)).toEqual(['fields:CARDIOLOGY', 'fields:SURGERY', 'salary', 'text'])
    expect(chips[0]?.without).toMatchObject({ fields: ['SURGERY'], salaryMin: 120000, page: 1 })
    // without the words, relevance has nothing to rank: the sort goes too
    expect(chips[3]?.without).toMatchObject({ text: undefined, sort: undefined })
  })

  it('are put in words the same way for jobs and institutions: names, else the key; francs in the Swiss format', () => {
    const job = jobFilterChips(JobFilterSchema.parse({ fields: ['CARDIOLOGY', 'SURGERY'], salaryMin: 120000 }))
    expect(job.map((c) => describeChip(c, words))).toEqual(['Kardiologie', 'SURGERY', `salary(${formatChf(120000)})`])
    const institution = institutionFilterChips(InstitutionFilterSchema.parse({ fields: ['CARDIOLOGY'], professional: true, text: 'Spital' }))
    expect(institution.map((c) => describeChip(c, words))).toEqual(['Kardiologie', 'professionalChip()', 'textChip(Spital)'])
    expect(institution[1]?.without).toMatchObject({ professional: false, fields: ['CARDIOLOGY'] })
  })
})
