export type Locale = 'de' | 'fr' | 'it'

export const LOCALES = ['de', 'fr', 'it'] as const satisfies readonly Locale[]

export type Localized = Record<Locale, string>

export interface EssentialItem<K extends string = string> {
  key: K
  value: Localized
  /** lowercase ascii, dash-joined, unique per locale within its list */
  slug: Localized
  /** 1-based sort order */
  position: number
}
