import { formatChf } from '@/i18n/format'
import type { InstitutionFilter } from '../institutions/filter-path'
import type { JobFilter } from '../jobs/filter-path'
import type { FilterList } from './vocabulary'

// A search filter as removable pieces, for jobs and institutions alike: each chip names one value
// and knows the filter without it (a link, no JavaScript). `describeChip` puts a chip in words,
// the same for the search page's chips and the alert mails.

export type ChipLabel =
  /** an essentials key to name in the reader's language */
  | { kind: 'term'; list: FilterList; key: string }
  /** a catalogue message of the search's namespace, with its values */
  | { kind: 'text'; id: string; values?: Record<string, string | number> }

export interface FilterChip<F> {
  id: string
  label: ChipLabel
  without: F
}

function termChips<F extends { page: number }, L extends FilterList>(filter: F & Record<L, string[]>, lists: readonly L[]): FilterChip<F>[] {
  const base = { ...filter, page: 1 }
  return lists.flatMap((list) =>
    filter[list].map((key) => ({ id: `${list}:${key}`, label: { kind: 'term', list, key } as const, without: { ...base, [list]: filter[list].filter((k) => k !== key) } })),
  )
}

export function jobFilterChips(filter: JobFilter): FilterChip<JobFilter>[] {
  const base = { ...filter, page: 1 }
  const chips = termChips(filter, ['fields', 'levels', 'regions', 'categories'] as const)
  if (filter.pensumMin !== undefined || filter.pensumMax !== undefined) {
    const range = `${filter.pensumMin ?? 0}–${filter.pensumMax ?? 100} %`
    chips.push({ id: 'pensum', label: { kind: 'text', id: 'pensum', values: { range } }, without: { ...base, pensumMin: undefined, pensumMax: undefined } })
  }
  if (filter.employment) {
    chips.push({ id: 'employment', label: { kind: 'text', id: filter.employment === 'FULL_TIME' ? 'fullTime' : 'partTime' }, without: { ...base, employment: undefined } })
  }
  if (filter.salaryMin) chips.push({ id: 'salary', label: { kind: 'text', id: 'salary', values: { amount: filter.salaryMin } }, without: { ...base, salaryMin: undefined } })
  if (filter.near) chips.push({ id: 'near', label: { kind: 'text', id: 'near', values: { ...filter.near } }, without: { ...base, near: undefined } })
  if (filter.text)
    chips.push({
      id: 'text',
      label: { kind: 'text', id: 'textChip', values: { text: filter.text } },
      without: { ...base, text: undefined, sort: filter.sort === 'relevance' ? undefined : filter.sort },
    })
  return chips
}

export function institutionFilterChips(filter: InstitutionFilter): FilterChip<InstitutionFilter>[] {
  const base = { ...filter, page: 1 }
  const chips = termChips(filter, ['fields', 'regions', 'categories'] as const)
  if (filter.professional) chips.push({ id: 'professional', label: { kind: 'text', id: 'professionalChip' }, without: { ...base, professional: false } })
  if (filter.text) chips.push({ id: 'text', label: { kind: 'text', id: 'textChip', values: { text: filter.text } }, without: { ...base, text: undefined } })
  return chips
}

export interface ChipWords {
  /** the name of an essentials key in the reader's language (undefined: the key itself is shown) */
  term: (list: FilterList, key: string) => string | undefined
  /** a message of the search's namespace (jobsPage.filter, institutionsSearch) */
  text: (id: string, values: Record<string, string | number>) => string
}

/** A chip in words. Amounts are Swiss francs in the Swiss format. */
export function describeChip(chip: FilterChip<unknown>, words: ChipWords): string {
  if (chip.label.kind === 'term') return words.term(chip.label.list, chip.label.key) ?? chip.label.key
  const values = { ...chip.label.values }
  if (chip.id === 'salary' && typeof values.amount === 'number') values.amount = formatChf(values.amount)
  return words.text(chip.label.id, values)
}
