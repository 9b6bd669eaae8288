import 'server-only'
import type { Payload } from 'payload'
import type { Locale } from '@/i18n/locales'
import { relId } from '@/lib/relations'
import { getEssentials } from '../essentials/essentials.server'
import type { FilterDictionary } from '../search-path/vocabulary'
import { jobFilterHref } from './filter-path'
import { onlineJobsWhere } from './state'

export interface JobsInField {
  /** the field's key (GENERAL_INTERNAL_MEDICINE) and its name in the page's language */
  key: string
  label: string
  /** online ads of the employer in this field */
  count: number
  /** the job search of this employer's ads in this field */
  href: string
}

/**
 * An employer's online ads per field (an ad with several fields counts in each), by the same rule
 * as the ads its page lists (`onlineJobsWhere`); in the essentials' order of fields.
 */
export async function onlineJobsPerField(payload: Payload, institutionId: number, locale: Locale, dict: FilterDictionary, now = new Date()): Promise<JobsInField[]> {
  const [essentials, { docs }] = await Promise.all([
    getEssentials(payload, locale),
    payload.find({
      collection: 'jobs',
      where: { and: [onlineJobsWhere(now), { institution: { equals: institutionId } }] },
      select: { fields: true },
      depth: 0,
      pagination: false,
      overrideAccess: false,
    }),
  ])
  const counts = new Map<string, number>()
  for (const job of docs) {
    const keys = new Set((job.fields ?? []).map((field) => essentials.keyOf('fields', relId(field))).filter((key): key is string => key !== null))
    for (const key of keys) counts.set(key, (counts.get(key) ?? 0) + 1)
  }
  return essentials.lists.fields
    .filter((field) => counts.has(field.key))
    .map((field) => ({
      key: field.key,
      label: field.value,
      count: counts.get(field.key) ?? 0,
      href: jobFilterHref(locale, { fields: [field.key], levels: [], regions: [], categories: [], institution: institutionId, page: 1 }, dict),
    }))
}
