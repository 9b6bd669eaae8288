import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/locales'
import type { EndedJob } from '@/modules/jobs/ended.server'
import { localePath, paths } from '@/modules/routing/routes'
import { JobCard } from './job-card'

/** The page of an ad that is no longer online: it says so and offers similar ads. */
export async function JobEnded({ job, locale }: { job: EndedJob; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'jobsPage.ended' })
  return (
    <article className="job-ended" data-testid="job-ended">
      <h1>{job.title}</h1>
      <p className="notice" role="status">
        {t('notice')}
      </p>
      {job.institution && (
        <p>
          <a href={localePath(locale, paths.institution(job.institution.id))}>{t('institution', { name: job.institution.name })}</a>
        </p>
      )}
      {job.similar.length > 0 && (
        <section aria-labelledby="job-ended-similar">
          <h2 id="job-ended-similar">{t('similar')}</h2>
          <ul className="card-list">
            {job.similar.map(({ job: item, institution, labels, crawled }) => (
              <li key={item.id}>
                <JobCard job={item} locale={locale} institutionName={institution?.name} city={institution?.city} labels={labels} crawled={crawled} headingLevel={3} />
              </li>
            ))}
          </ul>
        </section>
      )}
      <p>
        <a className="btn" href={localePath(locale, paths.jobs())}>
          {t('search')}
        </a>
      </p>
    </article>
  )
}
