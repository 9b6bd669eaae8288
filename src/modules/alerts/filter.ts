import { JobFilterSchema, type JobFilter } from '../jobs/filter-path'

/** A saved search: the language-independent JobFilter without page and sort (alert mails list the newest ads). */
export type AlertFilter = Omit<JobFilter, 'page' | 'sort'>

/** The filter in one fixed shape (key order, no undefined), as stored and compared. */
export function alertFilterOf(filter: AlertFilter): AlertFilter {
  const out: AlertFilter = { fields: [...filter.fields], levels: [...filter.levels], regions: [...filter.regions], categories: [...filter.categories] }
  if (filter.institution !== undefined) out.institution = filter.institution
  if (filter.pensumMin !== undefined) out.pensumMin = filter.pensumMin
  if (filter.pensumMax !== undefined) out.pensumMax = filter.pensumMax
  if (filter.employment !== undefined) out.employment = filter.employment
  if (filter.salaryMin !== undefined) out.salaryMin = filter.salaryMin
  if (filter.text !== undefined) out.text = filter.text
  if (filter.near !== undefined) out.near = { zip: filter.near.zip, km: filter.near.km }
  return out
}

/** Equal keys = the same saved search (PostgreSQL's jsonb reorders keys, so stored JSON is compared through this). */
export function alertFilterKey(filter: AlertFilter): string {
  return JSON.stringify(alertFilterOf(filter))
}

/** The stored JSON as a search filter (page 1, newest first); null when it is not a valid filter. */
export function readAlertFilter(json: unknown): JobFilter | null {
  const parsed = JobFilterSchema.safeParse(json)
  return parsed.success ? { ...alertFilterOf(parsed.data), page: 1 } : null
}
