import { formatChf } from '@/i18n/format'
import { filterChips } from '@/ui/jobs/job-filter-chips'
import type { AlertFilter } from './filter'

// An alert in words: the same labels as the search page's filter chips, in the reader's language.

export interface FilterLabelSource {
  /** name of an essentials key (field, level, canton, category) */
  term: (list: 'fields' | 'levels' | 'regions' | 'categories', key: string) => string | undefined
  /** a jobsPage.filter message (pensum, fullTime, salary, near, textChip, …) */
  text: (id: string, values: Record<string, string | number>) => string
}

export function alertFilterWords(filter: AlertFilter, source: FilterLabelSource): string[] {
  return filterChips({ ...filter, page: 1 }).map((chip) => {
    if (chip.label.kind === 'term') return source.term(chip.label.list, chip.label.key) ?? chip.label.key
    const values = { ...chip.label.values }
    if (chip.id === 'salary' && typeof values.amount === 'number') values.amount = formatChf(values.amount)
    return source.text(chip.label.id, values)
  })
}

/** One line: the words joined, or the text for a search without filters ("all new jobs"). */
export function alertSummary(words: readonly string[], allJobs: string): string {
  return words.length > 0 ? words.join(' · ') : allJobs
}
