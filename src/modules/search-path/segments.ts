import type { Locale } from '@/i18n/locales'
import type { FilterIndex, FilterList } from './vocabulary'

// Small readers and writers shared by the filter path grammars (jobs: filter-path.ts,
// institutions: institutions/filter-path.ts), so both spell numbers, prefixes, encodings and
// essentials terms the same way.

/** The rest of `segment` after `{word}-`, or undefined when it does not start so. */
export function afterPrefix(segment: string, word: string): string | undefined {
  return segment.startsWith(`${word}-`) ? segment.slice(word.length + 1) : undefined
}

/** Plain decimal without leading zeros (one spelling per number), at most max. */
export function readInt(text: string, max: number): number | undefined {
  if (!/^(0|[1-9]\d{0,8})$/.test(text)) return undefined
  const value = Number(text)
  return value <= max ? value : undefined
}

/** A path segment as the visitor meant it: percent-decoded when that is valid, else as given. */
export function decodeSegment(segment: string): string {
  if (!segment.includes('%')) return segment
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}

/** The keys the dictionary knows, once each, in the dictionary's order. */
export function knownKeysInOrder(keys: readonly string[], index: FilterIndex, list: FilterList): string[] {
  const known = [...new Set(keys)].filter((key) => index.byKey[list].has(key))
  return known.sort((a, b) => (index.byKey[list].get(a)?.index ?? 0) - (index.byKey[list].get(b)?.index ?? 0))
}

/** The slugs of a normalised filter's essentials terms, list by list, in a locale. */
export function termSlugs<L extends FilterList>(normal: Record<L, readonly string[]>, lists: readonly L[], index: FilterIndex, locale: Locale): string[] {
  const slugs: string[] = []
  for (const list of lists) {
    for (const key of normal[list]) {
      const slug = index.byKey[list].get(key)?.slug[locale]
      if (slug) slugs.push(slug)
    }
  }
  return slugs
}
