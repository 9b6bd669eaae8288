import type { z } from '@/lib/zod'
import type { RefusalReason } from '@/lib/refusal'
import { DEFAULT_LOCALE, isLocale } from '@/i18n/locales'
import { translator } from '@/i18n/translator'
import { STATISTICS_ERROR_KEYS } from './request-schema'

// The statistics guards (auth, role, deny-student; docs/product-rules.md#guards) for the call and the export, and their
// translated field messages.

export function statisticsAccess(user: { role?: string | null } | null): 'ok' | Extract<RefusalReason, 'unauthorized' | 'forbidden'> {
  if (!user) return 'unauthorized'
  if (!user.role || user.role === 'ROLE_STUDENT') return 'forbidden'
  return 'ok'
}

const FIELD_MESSAGE: Record<string, string> = { from: 'date', to: 'date', institutions: 'institutions', jobs: 'jobs', locale: 'locale' }

/** Field -> translated messages (a body that is no object under `_`). */
export function statisticsErrors(error: z.ZodError, locale: unknown): Record<string, string[]> {
  const t = translator(isLocale(locale) ? locale : DEFAULT_LOCALE, 'statistics.errors')
  const fields: Record<string, string[]> = {}
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '_')
    const key = (STATISTICS_ERROR_KEYS as readonly string[]).includes(issue.message) ? issue.message : (FIELD_MESSAGE[field] ?? 'body')
    const list = (fields[field] ??= [])
    if (!list.includes(t(key))) list.push(t(key))
  }
  return fields
}
