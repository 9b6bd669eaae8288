import type { EssentialEntry } from '@/modules/essentials/essentials.server'
import type { JobFilter } from '@/modules/jobs/filter-path'

// The job search's heading names its filter ("Kardiologie in Zürich"), so a phone that shows the
// results first (the form is folded) still says what they are. null: the generic title.

type HeadingKey = 'employer' | 'fieldPlace' | 'field' | 'place' | 'text'
type Translate = (key: HeadingKey, values: Record<string, string>) => string
type Lists = { fields: EssentialEntry[]; regions: EssentialEntry[] }

/** At most this many names; the rest as "+n". */
const NAMED = 2

function names(keys: string[], list: EssentialEntry[]): string {
  const labels = keys.map((key) => list.find((e) => e.key === key)?.value ?? key)
  const shown = labels.slice(0, NAMED).join(', ')
  return labels.length > NAMED ? `${shown} +${labels.length - NAMED}` : shown
}

/** `employer`: the name of the one employer the search is limited to (the link from its page). */
export function jobSearchHeading(filter: Pick<JobFilter, 'fields' | 'regions' | 'text'>, lists: Lists, t: Translate, employer?: string | null): string | null {
  if (employer) return t('employer', { employer })
  const field = filter.fields.length > 0 ? names(filter.fields, lists.fields) : null
  const place = filter.regions.length > 0 ? names(filter.regions, lists.regions) : null
  if (field && place) return t('fieldPlace', { field, place })
  if (field) return t('field', { field })
  if (place) return t('place', { place })
  if (filter.text) return t('text', { text: filter.text })
  return null
}
