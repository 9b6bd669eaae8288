import type { EssentialItem, Locale } from './types'

export function findByKey<K extends string>(list: readonly EssentialItem<K>[], key: string): EssentialItem<K> | null {
  return list.find((item) => item.key === key) ?? null
}

export function findBySlug<K extends string>(list: readonly EssentialItem<K>[], locale: Locale, slug: string): EssentialItem<K> | null {
  return list.find((item) => item.slug[locale] === slug) ?? null
}

/** The `{ id, value }` pairs that the initial-data payload carries for each essentials list. */
export function toIdValuePairs<K extends string>(list: readonly EssentialItem<K>[], locale: Locale): { id: K; value: string }[] {
  return [...list].sort((a, b) => a.position - b.position).map((item) => ({ id: item.key, value: item.value[locale] }))
}
