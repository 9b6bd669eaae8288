import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { formatNumber } from '@/i18n/format'
import type { Locale } from '@/i18n/locales'
import { payloadClient } from '@/lib/payload'
import { findOnlineJobs } from '@/modules/jobs/public.server'
import { JobCard } from '@/ui/jobs/job-card'
import { ListPage, pagedListMetadata } from '@/ui/list-page'
import { parsePagingPath } from '@/ui/pagination'

// /{lang}/jobs[/seite-N]: online jobs, newest first. The filter path grammar comes with the search issue;
// until then the only valid segment is the page.
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ lang: Locale; filter?: string[] }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang, filter } = await params
  return pagedListMetadata('jobsPage', lang, filter)
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
    <ListPage
      namespace="jobsPage"
      locale={lang}
      basePath={`/${lang}/jobs`}
      page={result.page}
      totalPages={result.totalPages}
      summary={<p className="result-count">{t('count', { count: result.total, formatted: formatNumber(result.total) })}</p>}
      isEmpty={result.items.length === 0}
      emptyHref={`/${lang}/institutions`}
    >
      {result.items.map(({ job, institution, labels }) => (
        <li key={job.id}>
          <JobCard job={job} locale={lang} institutionName={institution?.name} city={institution?.city} labels={labels} headingLevel={2} />
        </li>
      ))}
    </ListPage>
  )
}
