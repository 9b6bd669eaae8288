import { DEFAULT_LOCALE, type Locale } from '@/i18n/locales'

// Categories and tags as Storyblok datasources (ADR 0068): `value` the slug in German (what a
// story's `category` holds), `name` the German name, `dimension_value` the name in the asked
// dimension (fr, it). Pure.

type Doc = Record<string, unknown>

export interface DatasourceEntry {
  id: number
  name: string
  value: string
  dimension_value: string | null
}

const text = (value: unknown, lang: Locale): string => {
  if (value && typeof value === 'object') {
    const v = (value as Doc)[lang] ?? (value as Doc)[DEFAULT_LOCALE]
    return typeof v === 'string' ? v : ''
  }
  return typeof value === 'string' ? value : ''
}

export function datasourceEntries(docs: { tags: Doc[]; categories: Doc[] }, datasource: 'tags' | 'article-categories', dimension: Locale | undefined): DatasourceEntry[] {
  const list = datasource === 'tags' ? docs.tags : docs.categories
  return list
    .filter((doc): doc is Doc & { id: number } => typeof doc.id === 'number')
    .map((doc) => ({
      id: doc.id,
      name: text(doc.name, DEFAULT_LOCALE),
      value: text(doc.slug, DEFAULT_LOCALE),
      dimension_value: dimension && dimension !== DEFAULT_LOCALE ? text(doc.name, dimension) : null,
    }))
    .sort((a, b) => a.name.localeCompare(b.name, 'de-CH'))
}
