import { createTranslator } from 'next-intl'
import de from '../../messages/de.json'
import fr from '../../messages/fr.json'
import it from '../../messages/it.json'
import type { Locale } from './locales'

export const MESSAGES = { de, fr, it } as const

/** A translator outside a React render (mails, route handlers, scripts). */
export function translator<N extends string>(locale: Locale, namespace: N) {
  return createTranslator({ locale, messages: MESSAGES[locale], namespace: namespace as never }) as unknown as (key: string, values?: Record<string, string | number>) => string
}
