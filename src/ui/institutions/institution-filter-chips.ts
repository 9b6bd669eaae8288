import type { InstitutionFilter } from '@/modules/institutions/filter-path'

// The institution filter as removable pieces: each chip knows the filter without it (a link, no JavaScript).
export interface InstitutionFilterChip {
  id: string
  label: { kind: 'term'; list: 'fields' | 'regions' | 'categories'; key: string } | { kind: 'professional' } | { kind: 'text'; text: string }
  without: InstitutionFilter
}

export function institutionFilterChips(filter: InstitutionFilter): InstitutionFilterChip[] {
  const base = { ...filter, page: 1 }
  const chips: InstitutionFilterChip[] = []
  for (const list of ['fields', 'regions', 'categories'] as const) {
    for (const key of filter[list]) {
      chips.push({ id: `${list}:${key}`, label: { kind: 'term', list, key }, without: { ...base, [list]: filter[list].filter((k) => k !== key) } })
    }
  }
  if (filter.professional) chips.push({ id: 'professional', label: { kind: 'professional' }, without: { ...base, professional: false } })
  if (filter.text) chips.push({ id: 'text', label: { kind: 'text', text: filter.text }, without: { ...base, text: undefined } })
  return chips
}
