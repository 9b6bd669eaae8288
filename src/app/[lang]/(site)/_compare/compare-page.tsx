import type { Metadata } from 'next'
import { permanentRedirect } from 'next/navigation'
import { cache } from 'react'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { isLocale, type Locale } from '@/i18n/locales'
import { env } from '@/lib/env'
import { pageNotFound } from '@/lib/http/not-found.server'
import { payloadClient } from '@/lib/payload'
import { COMPARE_QUERY, compareHref, formatCompareIds, MAX_COMPARED, MIN_COMPARED, parseCompareIds, withoutCompared } from '@/modules/compare/compare-ids'
import { loadComparison } from '@/modules/compare/comparison.server'
import { COMPARE_PAGE_SLUGS, localePath, paths, withQuery } from '@/modules/routing/routes'
import { perLanguageAlternates } from '@/modules/seo/alternates'
import { NOINDEX } from '@/modules/seo/robots'
import { ComparisonTable } from '@/ui/compare/comparison-table'
import { CompareTrayIsland } from '@/ui/compare/compare-tray-island'

// The employer comparison (/de/arbeitgeber-vergleich/12,34; ADR 0064): up to four employers side by
// side, each figure from the function its own page uses. Public and the same for everyone (no
// session read, no review text), so the page cache keeps it; never indexed. Each language's folder
// calls these two with its word; another language's word moves to this language's page.

export type ComparePageProps = { params: Promise<{ lang: string; ids: string }> }

function decoded(segment: string): string | null {
  try {
    return decodeURIComponent(segment)
  } catch {
    return null
  }
}

const comparisonOf = cache(async (ids: string, locale: Locale) => {
  const segment = decoded(ids)
  const parsed = segment === null ? null : parseCompareIds(segment)
  if (!parsed?.ok) return null
  return { parsed, comparison: await loadComparison(await payloadClient(), parsed.ids, locale) }
})

export async function compareMetadata({ params }: ComparePageProps): Promise<Metadata> {
  const { lang, ids } = await params
  if (!isLocale(lang)) return {}
  const t = await getTranslations({ locale: lang, namespace: 'compare' })
  const loaded = await comparisonOf(ids, lang)
  const employers = loaded?.comparison.employers ?? []
  const kept = employers.map((e) => e.institution.id)
  return {
    title: employers.length ? t('metaTitleOf', { names: employers.map((e) => e.institution.name).join(', ') }) : t('title'),
    description: t('metaDescription'),
    robots: NOINDEX,
    alternates: kept.length ? perLanguageAlternates(env().PUBLIC_URL, lang, (l) => compareHref(l, kept)) : undefined,
  }
}

export async function ComparePage({ params, slug }: ComparePageProps & { slug: string }) {
  const { lang, ids } = await params
  if (!isLocale(lang)) pageNotFound()
  const loaded = await comparisonOf(ids, lang)
  if (!loaded) pageNotFound()
  const { parsed, comparison } = loaded
  // One URL per comparison: this language's word, each id once, at most four, no spaces.
  if (COMPARE_PAGE_SLUGS[lang] !== slug || !parsed.canonical) permanentRedirect(compareHref(lang, parsed.ids))
  const { employers, dropped } = comparison
  if (employers.length === 0) pageNotFound()
  setRequestLocale(lang)
  const t = await getTranslations({ locale: lang, namespace: 'compare' })
  const kept = employers.map((e) => e.institution.id)
  const searchPath = localePath(lang, paths.institutions())
  const searchWithSelection = withQuery(searchPath, { [COMPARE_QUERY]: formatCompareIds(kept) })
  return (
    <article className="container page compare-page">
      <header>
        <h1>{t('title')}</h1>
        <p>{t('intro')}</p>
      </header>
      {dropped.length > 0 && (
        <p className="compare-page__notice" role="status" data-testid="compare-dropped">
          {t('dropped', { count: dropped.length, ids: dropped.join(', ') })}
        </p>
      )}
      <ul className="compare-page__columns" aria-label={t('chosen')}>
        {employers.map((e) => {
          const rest = withoutCompared(kept, e.institution.id)
          return (
            <li key={e.institution.id}>
              <a href={localePath(lang, paths.institution(e.institution.id))}>{e.institution.name}</a>
              {e.institution.city && <span className="muted"> · {e.institution.city}</span>}{' '}
              <a className="compare-page__remove" href={rest.length ? compareHref(lang, rest) : searchPath} data-compare-remove={e.institution.id}>
                {t('remove')}
                <span className="visually-hidden"> {e.institution.name}</span>
              </a>
            </li>
          )
        })}
      </ul>
      <p className="compare-page__actions">
        {employers.length < MIN_COMPARED && <span data-testid="compare-more">{t('needMore')} </span>}
        {employers.length < MAX_COMPARED && (
          <a className="btn btn--small" href={searchWithSelection}>
            {t('addMore')}
          </a>
        )}
      </p>
      <ComparisonTable employers={employers} locale={lang} />
      <CompareTrayIsland locale={lang} current={employers.map((e) => ({ id: e.institution.id, name: e.institution.name }))} />
    </article>
  )
}
