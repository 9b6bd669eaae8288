import type { Metadata } from 'next'
import { shareImage } from '@/modules/seo/share-image.server'
import { mediaFileOf } from '@/modules/seo/share-image'
import { headers } from 'next/headers'
import { pageNotFound } from '@/lib/http/not-found.server'
import { cache } from 'react'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import type { Locale } from '@/i18n/locales'
import { payloadClient } from '@/lib/payload'
import { policyAllowsFrame } from '@/lib/security-headers'
import { parseIdParam } from '@/lib/params'
import { readJobPage } from '@/modules/jobs/job-page.server'
import { endedJob } from '@/modules/jobs/ended.server'
import { JobEnded } from '@/ui/jobs/job-ended'
import { jobPostingInputFor, jobPostingJsonLd } from '@/modules/jobs/json-ld'
import { jobPageMetadata } from '@/modules/jobs/job-metadata'
import { isCanonicalJobPage } from '@/modules/seo/alternates'
import { NOINDEX } from '@/modules/seo/robots'
import { searchNeighbours } from '@/modules/jobs/search-neighbours.server'
import { JobDetailView } from '@/ui/jobs/job-detail'
import { JsonLd } from '@/ui/json-ld'
import { TrackView } from '@/ui/statistics/track'
import { env } from '@/lib/env'
import { localePath, paths } from '@/modules/routing/routes'

export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ lang: Locale; id: string }>; searchParams: Promise<{ s?: string | string[] }> }

// Metadata and page share one lookup per request: the ad with its employer's fields for the
// JSON-LD and the share preview (logo, header), in one statement (ADR 0079).
const loadJob = cache(async (id: string, lang: Locale) => {
  const jobId = parseIdParam(id)
  return jobId === null ? null : readJobPage(await payloadClient(), jobId, lang)
})

// An ad that was online and is not any more: a page that says so, with similar ads (ADR 0032).
const loadEnded = cache(async (id: string, lang: Locale) => {
  const jobId = parseIdParam(id)
  return jobId === null ? null : endedJob(await payloadClient(), jobId, lang)
})

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang, id } = await params
  const read = await loadJob(id, lang)
  const t = await getTranslations({ locale: lang, namespace: 'jobsPage' })
  if (!read) {
    const ended = await loadEnded(id, lang)
    return ended ? { title: ended.title, robots: NOINDEX } : { title: t('metaTitle') }
  }
  // One URL per ad (ADR 0033): every prefix names the ad's own language's page; the texts are the ad's.
  const { job, employer } = read
  const [tAd, tMeta] = await Promise.all([getTranslations({ locale: job.locale, namespace: 'jobsPage' }), getTranslations({ locale: job.locale, namespace: 'meta' })])
  const what = [job.title, employer?.name, employer?.city].filter(Boolean).join(', ')
  return jobPageMetadata({
    base: env().PUBLIC_URL,
    siteName: tMeta('siteName'),
    job,
    employer: employer ? { name: employer.name, city: employer.city, logo: employer.logo, header: employer.header ?? null } : null,
    fallbackDescription: tAd('metaDescriptionJob', { what }),
    generated: shareImage({ l: job.locale, t: job.title, s: [employer?.name, employer?.city].filter(Boolean).join(', ') || undefined, m: mediaFileOf(employer?.logo) }),
  })
}

export default async function JobPage({ params, searchParams }: Props) {
  const { lang, id } = await params
  const { s } = await searchParams
  const read = await loadJob(id, lang)
  if (!read) {
    const ended = await loadEnded(id, lang)
    if (!ended) pageNotFound()
    setRequestLocale(lang)
    return (
      <div className="container page detail-page">
        <JobEnded job={ended} locale={lang} />
      </div>
    )
  }
  const { job, employer } = read
  setRequestLocale(lang)
  const t = await getTranslations({ locale: lang, namespace: 'jobsPage' })
  // Google for Jobs: the description's section headings are in the ad's own language.
  const tAd = await getTranslations({ locale: job.locale, namespace: 'jobsPage.sections' })
  const around = await searchNeighbours(await payloadClient(), job.id, typeof s === 'string' ? s : undefined, lang)
  // The proxy lets this page frame the employer's origin of a link ad (ADR 0016); without it, no frame.
  const csp = (await headers()).get('content-security-policy')
  const jobHref = (n: { id: number; search: string }) => localePath(lang, paths.job(n.id, n.search))
  // Only the canonical page (the ad's own language) carries the JobPosting (ADR 0033).
  const jsonLd = isCanonicalJobPage(lang, job.locale)
    ? jobPostingJsonLd(
        jobPostingInputFor(job, employer, (key) => tAd(key)),
        env().PUBLIC_URL,
      )
    : null
  return (
    <div className="container page detail-page">
      {jsonLd && <JsonLd data={jsonLd} />}
      <nav className="job-nav" aria-label={t('navLabel')}>
        <a className="back-link" href={around?.back ?? localePath(lang, paths.jobs())}>
          <span aria-hidden="true">← </span>
          {around ? t('backToSearch') : t('back')}
        </a>
        {around?.previous && (
          <a href={jobHref(around.previous)} rel="prev" data-testid="job-previous">
            {t('previous')}
          </a>
        )}
        {around?.next && (
          <a href={jobHref(around.next)} rel="next" data-testid="job-next">
            {t('next')}
          </a>
        )}
      </nav>
      <JobDetailView job={job} locale={lang} linkFramed={job.link !== null && policyAllowsFrame(csp, job.link)} />
      {job.institution && <TrackView jobId={job.id} institutionId={job.institution.id} />}
    </div>
  )
}
