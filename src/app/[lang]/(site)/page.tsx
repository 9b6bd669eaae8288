import type { Metadata } from 'next'
import { shareImage } from '@/modules/seo/share-image.server'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { env } from '@/lib/env'
import { samePathAlternates } from '@/modules/seo/alternates'
import { shareMetadata } from '@/modules/seo/share'
import { Link } from '@/i18n/navigation'
import { formatNumber } from '@/i18n/format'
import type { Locale } from '@/i18n/locales'
import { payloadClient } from '@/lib/payload'
import { homeJobCards, platformCounts } from '@/modules/home/home.server'
import { getInitData } from '@/modules/init/init.server'
import { localePath, loginThen, paths } from '@/modules/routing/routes'
import { JobCard } from '@/ui/jobs/job-card'

export const dynamic = 'force-dynamic'

// The home page's description and share preview: the site's own words and icon (ADR 0033).
export async function generateMetadata({ params }: { params: Promise<{ lang: Locale }> }): Promise<Metadata> {
  const { lang } = await params
  const t = await getTranslations({ locale: lang, namespace: 'meta' })
  const base = env().PUBLIC_URL
  const alternates = samePathAlternates(base, lang, '')
  const title = `${t('siteName')} – ${t('tagline')}`
  return {
    description: t('description'),
    alternates,
    ...shareMetadata(base, {
      locale: lang,
      siteName: t('siteName'),
      title,
      description: t('description'),
      url: alternates.canonical,
      generated: shareImage({ l: lang, t: t('siteName'), s: t('tagline') }),
    }),
  }
}

export default async function HomePage({ params }: { params: Promise<{ lang: Locale }> }) {
  const { lang } = await params
  setRequestLocale(lang)
  const t = await getTranslations({ locale: lang, namespace: 'home' })
  const payload = await payloadClient()
  const [init, counts] = await Promise.all([getInitData(payload, lang), platformCounts(payload)])
  const names = new Map(init.institutions.map((i) => [i.id, i.name]))
  const cards = await homeJobCards(payload, init.jobs)
  return (
    <>
      <section className="hero">
        <div className="container">
          <h1>{t('title')}</h1>
          <p className="muted">{t('intro')}</p>
          <form className="hero__search" action={localePath(lang, paths.jobs())} method="get" role="search">
            <label className="visually-hidden" htmlFor="home-q">
              {t('searchLabel')}
            </label>
            <input id="home-q" name="q" type="search" placeholder={t('searchPlaceholder')} />
            <button className="btn" type="submit">
              {t('searchButton')}
            </button>
          </form>
          <p className="stats">
            <span>{t('statsJobs', { count: counts.jobs, formatted: formatNumber(counts.jobs) })}</span>
            <span>{t('statsInstitutions', { count: counts.institutions, formatted: formatNumber(counts.institutions) })}</span>
            <span>{t('statsReviews', { count: counts.reviews, formatted: formatNumber(counts.reviews) })}</span>
          </p>
        </div>
      </section>
      <section className="section" data-section="job">
        <div className="container">
          <div className="section__head">
            <h2>{t('newestJobs')}</h2>
            <Link href={paths.jobs()}>{t('allJobs')}</Link>
          </div>
          {cards.length === 0 ? (
            <p className="empty">{t('noJobs')}</p>
          ) : (
            <div className="grid">
              {cards.map(({ job, crawled }) => (
                <JobCard key={job.id} job={job} locale={lang} institutionName={names.get(job.institution.id)} crawled={crawled} />
              ))}
            </div>
          )}
        </div>
      </section>
      <section className="section">
        <div className="container grid">
          <div className="card" data-section="article">
            <h2>{t('forStudentsTitle')}</h2>
            <p>{t('forStudentsText')}</p>
            {/* Plain links through the login to guarded routes (a prefetch would be a 401 for visitors). */}
            <a className="btn btn--ghost" href={loginThen(lang, localePath(lang, paths.cockpit('internships')))}>
              {t('forStudentsCta')}
            </a>
          </div>
          <div className="card" data-section="institution">
            <h2>{t('forEmployersTitle')}</h2>
            <p>{t('forEmployersText')}</p>
            <a className="btn btn--ghost" href={loginThen(lang, localePath(lang, paths.cockpit('institutions', 'create')))}>
              {t('forEmployersCta')}
            </a>
          </div>
        </div>
      </section>
    </>
  )
}
