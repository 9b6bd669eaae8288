import type { Metadata } from 'next'
import { withSharePreview } from '@/modules/seo/share-preview.server'
import { permanentRedirect, redirect } from 'next/navigation'
import { pageNotFound } from '@/lib/http/not-found.server'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { formatNumber } from '@/i18n/format'
import type { Locale } from '@/i18n/locales'
import { queryObjectFrom } from '@/lib/http/search-params'
import { payloadClient } from '@/lib/payload'
import { getEssentials } from '@/modules/essentials/essentials.server'
import { institutionFilterHref, parseInstitutionFilterPathAnyLanguage, type InstitutionFilter } from '@/modules/institutions/filter-path'
import { applyInstitutionFilterQuery, INSTITUTION_FILTER_QUERY_KEYS, InstitutionFilterQuerySchema } from '@/modules/institutions/filter-query'
import { institutionCardsByIds } from '@/modules/institutions/public.server'
import { searchInstitutions } from '@/modules/institutions/search.server'
import { filterDictionary } from '@/modules/search-path/dictionary.server'
import { InstitutionCard } from '@/ui/institutions/institution-card'
import { describeChip, institutionFilterChips } from '@/modules/search-path/chips'
import { FilterChips } from '@/ui/search/filter-chips'
import { InstitutionFilterForm } from '@/ui/institutions/institution-filter-form'
import { ShareButton } from '@/ui/jobs/share-button'
import { ListPage, pagedListMetadata } from '@/ui/list-page'
import { localePath, paths } from '@/modules/routing/routes'
import { institutionSearchMetadata } from '@/modules/institutions/search-metadata'
import { env } from '@/lib/env'
import { COMPARE_QUERY, compareIdsFromQuery } from '@/modules/compare/compare-ids'
import { CompareTrayIsland } from '@/ui/compare/compare-tray-island'

// /{lang}/institutions/{filter…}: the institution search, A–Z (ADR 0010). The path is the filter
// (modules/institutions/filter-path.ts): another order or another language's slugs redirect
// permanently to the canonical path, unknown segments and pages beyond the last are a 404. The form
// sends GET parameters, which become the canonical path.
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ lang: Locale; filter?: string[] }>; searchParams: Promise<Record<string, string | string[] | undefined>> }

async function listMetadata({ params }: Props): Promise<Metadata> {
  const { lang, filter: segments = [] } = await params
  const base = await pagedListMetadata(
    'institutionsPage',
    lang,
    segments.filter((s) => /^(seite|page|pagina)-\d+$/.test(s)),
  )
  const payload = await payloadClient()
  const dict = await filterDictionary(payload)
  const parsed = parseInstitutionFilterPathAnyLanguage(segments, lang, dict)
  if (!parsed.ok) return base
  const [t, tl, essentials] = await Promise.all([
    getTranslations({ locale: lang, namespace: 'institutionsPage' }),
    getTranslations({ locale: lang, namespace: 'institutionsPage.landing' }),
    getEssentials(payload, lang),
  ])
  // Indexing rules, canonical, hreflang and landing-page words: ADR 0033.
  return institutionSearchMetadata({
    base: env().PUBLIC_URL,
    locale: lang,
    filter: parsed.filter,
    hrefOf: (locale, filter) => institutionFilterHref(locale, filter, dict),
    lists: essentials.lists,
    listTitle: String(base.title),
    landing: (key, values) => tl(key, values),
    listDescription: t('metaDescription'),
  })
}

/** The list's metadata with its share preview (ADR 0062). */
export async function generateMetadata(props: Props): Promise<Metadata> {
  const { lang } = await props.params
  return withSharePreview(await listMetadata(props), lang)
}

export default async function InstitutionsPage({ params, searchParams }: Props) {
  const { lang, filter: segments = [] } = await params
  setRequestLocale(lang)
  const payload = await payloadClient()
  const dict = await filterDictionary(payload)
  const parsed = parseInstitutionFilterPathAnyLanguage(segments, lang, dict)
  if (!parsed.ok) pageNotFound()
  const href = (f: InstitutionFilter) => institutionFilterHref(lang, f, dict)
  const query = await searchParams
  if (INSTITUTION_FILTER_QUERY_KEYS.some((k) => k in query)) {
    const form = InstitutionFilterQuerySchema.safeParse(queryObjectFrom(query))
    const next = form.success ? applyInstitutionFilterQuery(form.data) : null
    // Parameters the form cannot send (tampered) keep the current results.
    if (next) redirect(href(next))
  } else if (!parsed.isCanonical) {
    permanentRedirect(href(parsed.filter))
  }
  const filter = parsed.filter
  const compareSelected = compareIdsFromQuery(query[COMPARE_QUERY])
  const [t, ts, essentials, result] = await Promise.all([
    getTranslations({ locale: lang, namespace: 'institutionsPage' }),
    getTranslations({ locale: lang, namespace: 'institutionsSearch' }),
    getEssentials(payload, lang),
    searchInstitutions(payload, filter, { locale: lang, counts: true }),
  ])
  if (filter.page > Math.max(result.totalPages, 1)) pageNotFound()
  const items = await institutionCardsByIds(payload, result.hits, lang)
  const chips = institutionFilterChips(filter)
  const chipLinks = chips.map((chip) => ({
    id: chip.id,
    label: describeChip(chip, { term: (list, key) => essentials.lists[list].find((e) => e.key === key)?.value, text: (id, values) => ts(id, values) }),
    href: href(chip.without),
  }))
  const summary = (
    <>
      <div className="search-head">
        <p className="result-count" aria-live="polite">
          {t('count', { count: result.total, formatted: formatNumber(result.total) })}
        </p>
        <ShareButton label={ts('share')} title={t('title')} />
      </div>
      <FilterChips
        chips={chipLinks}
        label={ts('active')}
        removeLabel={(label) => ts('remove', { label })}
        removeAll={{ href: localePath(lang, paths.institutions()), label: ts('removeAll') }}
      />
    </>
  )
  const empty =
    chips.length > 0 ? (
      <div className="empty">
        <p>{ts('emptyFiltered')}</p>
        <FilterChips chips={chipLinks} label={ts('active')} removeLabel={(label) => ts('remove', { label })} centred />
      </div>
    ) : undefined
  return (
    <>
      <ListPage
        namespace="institutionsPage"
        locale={lang}
        basePath={localePath(lang, paths.institutions())}
        page={filter.page}
        totalPages={result.totalPages}
        summary={summary}
        isEmpty={items.length === 0}
        emptyHref={localePath(lang, paths.jobs())}
        empty={empty}
        hrefFor={(page) => href({ ...filter, page })}
        aside={<InstitutionFilterForm locale={lang} filter={filter} essentials={essentials} counts={result.counts} />}
        activeFilters={chips.length}
      >
        {items.map((institution) => (
          <li key={institution.id}>
            <InstitutionCard institution={institution} locale={lang} compareSelected={compareSelected} />
          </li>
        ))}
      </ListPage>
      <div className="container">
        <CompareTrayIsland locale={lang} />
      </div>
    </>
  )
}
