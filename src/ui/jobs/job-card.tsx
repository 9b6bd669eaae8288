import { getTranslations } from 'next-intl/server'
import { formatDate, formatPensum } from '@/i18n/format'
import { titleStatesPensum } from './pensum-in-title'
import type { Locale } from '@/i18n/locales'
import type { JobListItem } from '@/modules/jobs/schemas'
import { salaryRange } from './salary-range'
import { TrackImpression } from '../statistics/track'
import { localePath, paths } from '@/modules/routing/routes'
import { isPremiumProduct } from '@/modules/essentials/data/products'

interface JobCardProps {
  job: JobListItem
  locale: Locale
  institutionName?: string
  city?: string | null
  /** level and field names in the visitor's language */
  labels?: string[]
  /** the card title's heading level: 2 on a list page, 3 below a section heading */
  headingLevel?: 2 | 3
  /** the search path the visitor is on, carried to the detail page for previous/next */
  searchPath?: string
  /** a free listing read from the employer's website (ADR 0071) */
  crawled?: boolean
}

// The whole card is the link's tap area (a stretched ::after), but only the title is the link text.
// A premium or premium-social ad has its own card and a mark in words (ADR 0040).
export async function JobCard({ job, locale, institutionName, city, labels = [], headingLevel = 3, searchPath, crawled = false }: JobCardProps) {
  const t = await getTranslations({ locale, namespace: 'jobsPage' })
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const salary = salaryRange(job.salary_min, job.salary_max, t)
  const where = [institutionName, city].filter(Boolean).join(', ')
  const premium = isPremiumProduct(job.product)
  return (
    <article className={premium ? 'card job-card job-card--premium' : 'card job-card'} data-premium={premium || undefined}>
      {premium && (
        <p className="job-card__mark" data-testid="job-card-premium">
          <svg aria-hidden="true" focusable="false" width="14" height="14" viewBox="0 0 24 24">
            <path fill="currentColor" d="M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z" />
          </svg>
          {t('premiumMark')}
        </p>
      )}
      <Heading className="job-card__title">
        <a href={localePath(locale, paths.job(job.id, searchPath))} lang={job.locale}>
          {job.title}
        </a>
      </Heading>
      {where && <p className="job-card__where">{where}</p>}
      {crawled && (
        <p className="job-card__crawled muted" data-testid="job-card-crawled">
          {t('crawledMark')}
        </p>
      )}
      <ul className="chips">
        {!titleStatesPensum(job.title) && (
          <li className="chip chip--strong" data-testid="job-card-pensum">
            {formatPensum(job.pensum_min, job.pensum_max)}
          </li>
        )}
        {salary && <li className="chip chip--strong">{salary}</li>}
        {labels.map((label) => (
          <li key={label} className="chip">
            {label}
          </li>
        ))}
      </ul>
      {job.online_from && (
        <p className="job-card__date muted">
          <time dateTime={job.online_from}>{t('onlineSince', { date: formatDate(job.online_from, locale) })}</time>
        </p>
      )}
      <TrackImpression jobId={job.id} institutionId={job.institution.id} />
    </article>
  )
}
