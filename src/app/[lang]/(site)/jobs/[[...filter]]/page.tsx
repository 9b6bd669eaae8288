import type { Metadata } from 'next'
import { withSharePreview } from '@/modules/seo/share-preview.server'
import { cache } from 'react'
import { permanentRedirect, redirect } from 'next/navigation'
import { pageNotFound } from '@/lib/http/not-found.server'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { formatNumber } from '@/i18n/format'
import type { Locale } from '@/i18n/locales'
import { queryObjectFrom } from '@/lib/http/search-params'
import { payloadClient } from '@/lib/payload'
import { getEssentials } from '@/modules/essentials/essentials.server'
import { filterDictionary } from '@/modules/search-path/dictionary.server'
import { jobFilterHref, parseJobFilterPath, type JobFilter } from '@/modules/jobs/filter-path'
import { activeInstitutionName } from '@/modules/jobs/employer-filter.server'
import { jobFilterRedirect } from '@/modules/jobs/filter-redirect'
import { applyFilterQuery, JOB_FILTER_QUERY_KEYS, JobFilterQuerySchema } from '@/modules/jobs/filter-query'
import { readJobCards } from '@/modules/jobs/job-cards.server'
import { searchJobs } from '@/modules/jobs/search.server'
import { AlertSave } from '@/ui/alerts/alert-save'
import { JobCard } from '@/ui/jobs/job-card'
import { describeChip, jobFilterChips, type FilterChip } from '@/modules/search-path/chips'
import { FilterChips } from '@/ui/search/filter-chips'
import { JobFilterForm } from '@/ui/jobs/job-filter-form'
import { jobSearchHeading } from '@/ui/jobs/job-search-heading'
import { ShareButton } from '@/ui/jobs/share-button'
import { ListPage, pagedListMetadata } from '@/ui/list-page'
import { localePath, paths } from '@/modules/routing/routes'
import { jobSearchMetadata } from '@/modules/jobs/search-metadata'
import { env } from '@/lib/env'

// /{lang}/jobs/{filter…}: the job search. The path is the filter (modules/jobs/filter-path.ts): any
// order redirects to the canonical one, another language's slugs redirect to this language's, unknown
// segments are a 404. The form sends GET parameters, which become the canonical path.
export const dynamic = 'force-dynamic'

// The employer's name is read once per request, by the metadata and the page alike.
const employerName = cache(async (id: number) => activeInstitutionName(await payloadClient(), id))

type Props = { params: Promise<{ lang: Locale; filter?: string[] }>; searchParams: Promise<Record<string, string | string[] | undefined>> }

async function listMetadata({ params }: Props): Promise<Metadata> {
  const { lang, filter: segments = [] } = await params
  const base = await pagedListMetadata(
    'jobsPage',
    lang,
    segments.filter((s) => /^(seite|page|pagina)-\d+$/.test(s)),
  )
  // The filter in words leads the title too (dictionary and essentials are cached per process).
  const payload = await payloadClient()
  const dict = await filterDictionary(payload)
  const parsed = parseJobFilterPath(segments, lang, dict)
  if (!parsed.ok) return base
  const [essentials, th, t, tl] = await Promise.all([
    getEssentials(payload, lang),
    getTranslations({ locale: lang, namespace: 'jobsPage.heading' }),
    getTranslations({ locale: lang, namespace: 'jobsPage' }),
    getTranslations({ locale: lang, namespace: 'jobsPage.landing' }),
  ])
  const employer = parsed.filter.institution === undefined ? null : await employerName(parsed.filter.institution)
  // Indexing rules, canonical, hreflang and landing-page words: ADR 0033.
  return jobSearchMetadata({
    base: env().PUBLIC_URL,
    locale: lang,
    filter: parsed.filter,
    hrefOf: (locale, filter) => jobFilterHref(locale, filter, dict),
    lists: essentials.lists,
    listTitle: String(base.title),
    headingTitle: jobSearchHeading(parsed.filter, essentials.lists, th, employer),
    landing: (key, values) => tl(key, values),
    listDescription: t('metaDescription'),
  })
}

/** The list's metadata with its share preview (ADR 0062). */
export async function generateMetadata(props: Props): Promise<Metadata> {
  const { lang } = await props.params
  return withSharePreview(await listMetadata(props), lang)
}

export default async function JobsPage({ params, searchParams }: Props) {
  const { lang, filter: segments = [] } = await params
  setRequestLocale(lang)
  const payload = await payloadClient()
  const dict = await filterDictionary(payload)
  const parsed = parseJobFilterPath(segments, lang, dict)
  const query = await searchParams
  const hasFormQuery = JOB_FILTER_QUERY_KEYS.some((k) => k in query)
  // Another order or language: the proxy answers 301 already; this is the fallback (Next: 308).
  const moved = hasFormQuery && parsed.ok ? null : jobFilterRedirect(segments, lang, dict)
  if (moved) permanentRedirect(moved)
  if (!parsed.ok) pageNotFound()
  if (hasFormQuery) {
    const form = JobFilterQuerySchema.safeParse(queryObjectFrom(query))
    const next = form.success ? applyFilterQuery(parsed.filter, form.data) : null
    // An invalid combination (e.g. pensum from 90 to 50) keeps the current results; the form shows the values.
    if (next) redirect(jobFilterHref(lang, next, dict))
  }
  const filter: JobFilter = parsed.filter
  // One employer's ads (the link of its page): an unknown or inactive employer is a 404.
  const employer = filter.institution === undefined ? null : await employerName(filter.institution)
  if (filter.institution !== undefined && employer === null) pageNotFound()
  const [t, tf, th, essentials, result] = await Promise.all([
    getTranslations({ locale: lang, namespace: 'jobsPage' }),
    getTranslations({ locale: lang, namespace: 'jobsPage.filter' }),
    getTranslations({ locale: lang, namespace: 'jobsPage.heading' }),
    getEssentials(payload, lang),
    searchJobs(payload, filter),
  ])
  if (filter.page > Math.max(result.totalPages, 1)) pageNotFound()
  // The cards in one statement (ADR 0079).
  const items = await readJobCards(payload, result.ids, lang)
  // The employer chip first (named by the employer); the form has no field for it.
  const employerChip: FilterChip<JobFilter>[] =
    employer === null
      ? []
      : [{ id: 'institution', label: { kind: 'text', id: 'institution', values: { name: employer } }, without: { ...filter, institution: undefined, page: 1 } }]
  const chips = [...employerChip, ...jobFilterChips(filter)]
  // The cards' link back to this search, built once for the page's 20 cards.
  const searchPath = jobFilterHref(lang, filter, dict)
  const chipLabel = (chip: (typeof chips)[number]) =>
    chip.id === 'institution' && employer !== null
      ? employer
      : describeChip(chip, { term: (list, key) => essentials.lists[list].find((e) => e.key === key)?.value, text: (id, values) => tf(id, values) })
  const chipLinks = chips.map((chip) => ({ id: chip.id, label: chipLabel(chip), href: jobFilterHref(lang, chip.without, dict) }))
  // "Save as alert": this search without page and sort, in the chips' words; inside the empty state when filters left nothing.
  const filteredEmpty = items.length === 0 && chips.length > 0
  const alertSave = (
    <AlertSave locale={lang} search={jobFilterHref(lang, { ...filter, page: 1, sort: undefined }, dict)} words={chipLinks.map((chip) => chip.label)} open={items.length === 0} />
  )
  const summary = (
    <>
      <div className="search-head">
        <p className="result-count" aria-live="polite">
          {t(result.totalCapped ? 'countMore' : 'count', { count: result.total, formatted: formatNumber(result.total) })}
        </p>
        <ShareButton label={tf('share')} title={t('title')} />
      </div>
      <FilterChips
        chips={chipLinks}
        label={tf('active')}
        removeLabel={(label) => tf('remove', { label })}
        removeAll={{ href: localePath(lang, paths.jobs()), label: tf('removeAll') }}
      />
      {!filteredEmpty && alertSave}
    </>
  )
  const empty =
    chips.length > 0 ? (
      <div className="empty">
        <p>{tf('emptyFiltered')}</p>
        <FilterChips chips={chipLinks} label={tf('active')} removeLabel={(label) => tf('remove', { label })} centred />
        {alertSave}
      </div>
    ) : undefined
  return (
    <ListPage
      namespace="jobsPage"
      locale={lang}
      basePath={localePath(lang, paths.jobs())}
      page={filter.page}
      totalPages={result.totalPages}
      summary={summary}
      isEmpty={items.length === 0}
      emptyHref={localePath(lang, paths.institutions())}
      empty={empty}
      hrefFor={(page) => jobFilterHref(lang, { ...filter, page }, dict)}
      aside={<JobFilterForm locale={lang} filter={filter} essentials={essentials} />}
      activeFilters={chips.length}
      heading={jobSearchHeading(filter, essentials.lists, th, employer) ?? undefined}
    >
      {items.map(({ job, institution, labels, crawled }) => (
        <li key={job.id}>
          <JobCard
            job={job}
            locale={lang}
            institutionName={institution?.name}
            city={institution?.city}
            labels={labels}
            crawled={crawled}
            headingLevel={2}
            searchPath={searchPath}
          />
        </li>
      ))}
    </ListPage>
  )
}
