import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { formatNumber } from '@/i18n/format'
import type { Locale } from '@/i18n/locales'
import { payloadClient } from '@/lib/payload'
import { findOnlineJobs } from '@/modules/jobs/public.server'
import { JobCard } from '@/ui/jobs/job-card'
import { Pagination, pagedPath, parsePagingPath } from '@/ui/pagination'

// /{lang}/jobs[/seite-N]: online jobs, newest first. The filter path grammar comes with the search issue;
// until then the only valid segment is the page.
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ lang: Locale; filter?: string[] }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang, filter } = await params
  const t = await getTranslations({ locale: lang, namespace: 'jobsPage' })
  const page = parsePagingPath(filter)
  return { title: page !== null && page > 1 ? t('metaTitlePaged', { page }) : t('metaTitle') }
}

export default async function JobsPage({ params }: Props) {
  const { lang, filter } = await params
  const page = parsePagingPath(filter)
  if (page === null) notFound()
  setRequestLocale(lang)
  const t = await getTranslations({ locale: lang, namespace: 'jobsPage' })
  const result = await findOnlineJobs(await payloadClient(), { locale: lang, page })
  if (page > Math.max(result.totalPages, 1)) notFound()
  return (
    <div className="container page list-page">
      <h1>{t('title')}</h1>
      <p className="result-count">{t('count', { count: result.total, formatted: formatNumber(result.total) })}</p>
      {result.items.length === 0 ? (
        <div className="empty">
          <p>{t('empty')}</p>
          <a className="btn btn--ghost" href={`/${lang}/institutions`}>
            {t('emptyCta')}
          </a>
        </div>
      ) : (
        <ul className="grid card-list">
          {result.items.map(({ job, institution, labels }) => (
            <li key={job.id}>
              <JobCard job={job} locale={lang} institutionName={institution?.name} city={institution?.city} labels={labels} headingLevel={2} />
            </li>
          ))}
        </ul>
      )}
      <Pagination
        page={result.page}
        totalPages={result.totalPages}
        hrefFor={(p) => pagedPath(`/${lang}/jobs`, p, lang)}
        labels={{ nav: t('pagination.nav'), previous: t('pagination.previous'), next: t('pagination.next'), page: t('pagination.page') }}
      />
    </div>
  )
}
