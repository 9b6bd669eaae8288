import 'server-only'
import type { Payload } from 'payload'
import type { Locale } from '@/i18n/locales'
import { translator } from '@/i18n/translator'
import { getEssentials } from '../essentials/essentials.server'
import { alertFilterWords, alertSummary } from './describe'
import type { AlertFilter } from './filter'

/** Describes alerts in one language (essentials names and filter texts loaded once). */
export async function alertDescriber(payload: Payload, locale: Locale): Promise<{ words: (filter: AlertFilter) => string[]; summary: (filter: AlertFilter) => string }> {
  const essentials = await getEssentials(payload, locale)
  const t = translator(locale, 'jobsPage.filter')
  const all = translator(locale, 'alerts')('allJobs')
  const words = (filter: AlertFilter) =>
    alertFilterWords(filter, { term: (list, key) => essentials.lists[list].find((e) => e.key === key)?.value, text: (id, values) => t(id, values) })
  return { words, summary: (filter) => alertSummary(words(filter), all) }
}
