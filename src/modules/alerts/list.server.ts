import 'server-only'
import type { Payload } from 'payload'
import type { Locale } from '@/i18n/locales'
import { filterDictionary } from '../search-path/dictionary.server'
import { jobFilterHref } from '../jobs/filter-path'
import { listAlertsOf, type AlertViewer } from './alerts.server'
import { alertDescriber } from './words.server'

export interface AlertRow {
  id: number
  summary: string
  /** the search page of the alert, null when its stored filter is unreadable */
  href: string | null
  email: string
  status: 'pending' | 'active'
  createdAt: string
  lastSentAt: string | null
}

/** The viewer's alerts as the cockpit lists them, in the viewer's language. */
export async function alertRowsOf(payload: Payload, viewer: AlertViewer, locale: Locale): Promise<AlertRow[]> {
  const [rows, { summary }, dict] = await Promise.all([listAlertsOf(payload, viewer), alertDescriber(payload, locale), filterDictionary(payload)])
  return rows.map(({ alert, filter }) => ({
    id: alert.id,
    summary: filter ? summary(filter) : '–',
    href: filter ? jobFilterHref(locale, { ...filter, page: 1 }, dict) : null,
    email: alert.email,
    status: alert.status,
    createdAt: alert.createdAt,
    lastSentAt: alert.last_sent_at ?? null,
  }))
}
