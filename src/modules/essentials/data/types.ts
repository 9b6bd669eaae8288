import type { Locale } from '../../../i18n/locales'

// Relative import: scripts/seed loads this module through tsx, outside the Next alias.
export { LOCALES, type Locale } from '../../../i18n/locales'

export type Localized = Record<Locale, string>

export interface EssentialItem<K extends string = string> {
  key: K
  value: Localized
  /** lowercase ascii, dash-joined, unique per locale within its list */
  slug: Localized
  /** 1-based sort order */
  position: number
}
