import { getTranslations } from 'next-intl/server'
import { formatDate } from '@/i18n/format'
import { Link } from '@/i18n/navigation'
import type { Locale } from '@/i18n/locales'
import type { ColleagueEntry } from '@/modules/internships/colleagues.server'
import type { InternshipEntry } from '@/modules/internships/own.server'
import { paths } from '@/modules/routing/routes'
import { ContactColleagueForm } from './contact-form'
import { rangeLabel } from './timeline'

// The contents of the view-{id} and colleagues-{id} screens (the page wraps them in a ScreenPanel).

export async function InternshipFacts({ entry, locale }: { entry: InternshipEntry; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'internships' })
  const { internship } = entry
  const status = entry.reviewStatus ?? 'none'
  return (
    <dl className="internship-facts" data-testid="internship-facts">
      <dt>{t('view.institution')}</dt>
      <dd>
        {entry.institutionStatus === 'active' ? <a href={`/${locale}${paths.institution(internship.institution)}`}>{entry.institutionName}</a> : entry.institutionName}
        {entry.institutionCity ? `, ${entry.institutionCity}` : ''}
        {entry.institutionStatus === 'requested' ? ` (${t('requested')})` : ''}
      </dd>
      <dt>{t('view.field')}</dt>
      <dd>{entry.fieldLabel}</dd>
      <dt>{t('view.dates')}</dt>
      <dd>
        {t('dates', rangeLabel(entry, locale))} · {t(`phase.${entry.phase}`)}
      </dd>
      <dt>{t('view.review')}</dt>
      <dd>{internship.review_id ? <Link href={paths.cockpit('reviews', `view-${internship.review_id}`)}>{t(`reviewStatus.${status}`)}</Link> : t(`reviewStatus.${status}`)}</dd>
      <dt>{t('view.colleagues')}</dt>
      <dd>
        {internship.colleagues === null ? (
          t('colleaguesHidden')
        ) : (
          <Link href={paths.cockpit('internships', `colleagues-${internship.id}`)} scroll={false}>
            {t('colleaguesCount', { count: internship.colleagues.length })}
          </Link>
        )}
      </dd>
      <dt>{t('view.reviews')}</dt>
      <dd>
        {entry.institutionStatus === 'active' ? (
          <Link href={`${paths.cockpit('internships-finder', `reviews-${internship.institution}`)}?field=${internship.field}`} scroll={false}>
            {t('view.reviewsValue', { count: internship.reviews.length })}
          </Link>
        ) : (
          t('view.reviewsValue', { count: internship.reviews.length })
        )}
      </dd>
    </dl>
  )
}

export async function ColleagueList({
  entry,
  colleagues,
  hidden,
  selfOpen,
  fieldLabel,
  locale,
}: {
  entry: InternshipEntry
  colleagues: ColleagueEntry[]
  hidden: boolean
  /** the viewer accepts messages (needed to write: the colleague must be able to answer) */
  selfOpen: boolean
  fieldLabel: (key: string) => string
  locale: Locale
}) {
  const t = await getTranslations({ locale, namespace: 'internships' })
  const settings = `${paths.cockpit('user', 'edit')}#colleagues`
  if (hidden)
    return (
      <p className="notice" data-testid="colleagues-hidden">
        {t('colleagues.hidden')} <Link href={settings}>{t('colleagues.settings')}</Link>
      </p>
    )
  return (
    <>
      <p className="muted">{t('colleagues.intro')}</p>
      {colleagues.length === 0 ? (
        <p className="empty">{t('colleagues.empty')}</p>
      ) : (
        <ul className="colleagues" aria-label={t('colleagues.list')} data-testid="colleagues">
          {colleagues.map(({ colleague, contactable }) => (
            <li key={colleague.id} className="colleague">
              <p className="colleague__name">{colleague.name}</p>
              <p className="muted">
                {fieldLabel(colleague.field)} · {t('dates', { start: formatDate(`${colleague.start}T12:00:00Z`, locale), end: formatDate(`${colleague.end}T12:00:00Z`, locale) })}
              </p>
              {contactable && selfOpen && (
                <details className="colleague__contact">
                  <summary>{t('colleagues.contactTo', { name: colleague.name })}</summary>
                  <ContactColleagueForm internshipId={entry.internship.id} colleagueId={colleague.id} name={colleague.name} />
                </details>
              )}
              {!contactable && <p className="muted colleague__closed">{t('colleagues.contactClosed')}</p>}
            </li>
          ))}
        </ul>
      )}
      {!selfOpen && colleagues.some((c) => c.contactable) && (
        <p className="notice">
          {t('colleagues.selfClosed')} <Link href={settings}>{t('colleagues.settings')}</Link>
        </p>
      )}
    </>
  )
}
