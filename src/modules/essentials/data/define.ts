import { slugify } from '../slugify'
import { LOCALES, type EssentialItem, type Localized } from './types'

export interface EssentialSource<K extends string> {
  key: K
  value: Localized
  /** Text to slugify instead of the value, for locales where the full label makes a clumsy URL. */
  slugFrom?: Partial<Localized>
}

export function defineEssentials<const K extends string>(sources: readonly EssentialSource<K>[]): readonly EssentialItem<K>[] {
  return Object.freeze(
    sources.map((source, index) => {
      const slug = {} as Localized
      for (const locale of LOCALES) {
        slug[locale] = slugify(source.slugFrom?.[locale] ?? source.value[locale])
      }
      return Object.freeze({
        key: source.key,
        value: Object.freeze({ ...source.value }),
        slug: Object.freeze(slug),
        position: index + 1,
      })
    }),
  )
}
