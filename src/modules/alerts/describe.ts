import { describeChip, jobFilterChips, type ChipWords } from '../search-path/chips'
import type { AlertFilter } from './filter'

// An alert in words: the same words as the search page's filter chips, in the reader's language.

export type FilterLabelSource = ChipWords

export function alertFilterWords(filter: AlertFilter, source: ChipWords): string[] {
  return jobFilterChips({ ...filter, page: 1 }).map((chip) => describeChip(chip, source))
}

/** One line: the words joined, or the text for a search without filters ("all new jobs"). */
export function alertSummary(words: readonly string[], allJobs: string): string {
  return words.length > 0 ? words.join(' · ') : allJobs
}
