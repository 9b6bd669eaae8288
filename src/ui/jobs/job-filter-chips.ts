import type { JobFilter } from '@/modules/jobs/filter-path'

// The filter as removable pieces: each chip knows the filter without it (a link, no JavaScript).
export interface FilterChip {
  id: string
  /** what the chip shows: an essentials key to translate, or a ready text */
  label: { kind: 'term'; list: 'fields' | 'levels' | 'regions' | 'categories'; key: string } | { kind: 'text'; id: string; values?: Record<string, string | number> }
  without: JobFilter
}

export function filterChips(filter: JobFilter): FilterChip[] {
  const base = { ...filter, page: 1 }
  const chips: FilterChip[] = []
  for (const list of ['fields', 'levels', 'regions', 'categories'] as const) {
    for (const key of filter[list]) {
      chips.push({ id: `${list}:${key}`, label: { kind: 'term', list, key }, without: { ...base, [list]: filter[list].filter((k) => k !== key) } })
    }
  }
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
