// The active filters of a search as links that remove one value each (no JavaScript), for jobs and
// institutions alike: above the results with "remove all", and centred in the empty state.
export interface ChipLink {
  id: string
  label: string
  /** the search without this value */
  href: string
}

interface Props {
  chips: readonly ChipLink[]
  /** the list's accessible name ("Aktive Filter") */
  label: string
  /** the accessible name of one chip's link ("Filter entfernen: …") */
  removeLabel: (label: string) => string
  /** "remove all": the search without filters; left out in the empty state */
  removeAll?: { href: string; label: string }
  centred?: boolean
}

export function FilterChips({ chips, label, removeLabel, removeAll, centred = false }: Props) {
  if (chips.length === 0) return null
  return (
    <ul className={centred ? 'chips' : 'filter-chips'} style={centred ? { justifyContent: 'center' } : undefined} aria-label={label}>
      {chips.map((chip) => (
        <li key={chip.id}>
          <a className="filter-chip" href={chip.href} aria-label={removeLabel(chip.label)}>
            {chip.label}
            <span aria-hidden="true">×</span>
          </a>
        </li>
      ))}
      {removeAll && (
        <li>
          <a href={removeAll.href}>{removeAll.label}</a>
        </li>
      )}
    </ul>
  )
}
