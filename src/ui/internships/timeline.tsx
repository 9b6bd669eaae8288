import { getTranslations } from 'next-intl/server'
import type React from 'react'
import { formatDate } from '@/i18n/format'
import { Link } from '@/i18n/navigation'
import type { Locale } from '@/i18n/locales'
import { dayNumber, gapDays } from '@/modules/internships/dates'
import type { InternshipEntry } from '@/modules/internships/own.server'
import { paths } from '@/modules/routing/routes'
import { REVIEW_STATUS_TONE, toneClass, type Tone } from '@/ui/tone'

/** The current placement stands out; past ones recede; planned ones keep the plain chip. */
const PHASE_TONE: Partial<Record<InternshipEntry['phase'], Tone>> = { current: 'primary', past: 'neutral' }

// The elective year as a timeline: the student's internships by start date (past, current, planned),
// the days between two of them shown as a gap, each with institution, field, dates, the review's
// status and the number of colleagues. A child screen opens under its internship (`panel`), so
// moving between screens never scrolls to the top.

export type InternshipAction = 'view' | 'review' | 'colleagues' | 'delete'

export function rangeLabel(entry: Pick<InternshipEntry, 'internship'>, locale: Locale): { start: string; end: string } {
  return { start: formatDate(`${entry.internship.start}T12:00:00Z`, locale), end: formatDate(`${entry.internship.end}T12:00:00Z`, locale) }
}

export async function InternshipTimeline({ entries, locale, openId, panel }: { entries: InternshipEntry[]; locale: Locale; openId: number | null; panel: React.ReactNode }) {
  const t = await getTranslations({ locale, namespace: 'internships' })
  const items: React.ReactNode[] = []
  entries.forEach((entry, index) => {
    const { internship } = entry
    const previous = entries[index - 1]
    const gap = previous && previous.internship.end < internship.start ? gapDays(previous.internship, internship) : 0
    if (gap > 0)
      items.push(
        <li key={`gap-${internship.id}`} className="timeline__gap" data-testid="internship-gap">
          {t('gap', { days: gap })}
        </li>,
      )
    const weeks = Math.max(1, Math.round((dayNumber(internship.end) - dayNumber(internship.start) + 1) / 7))
    const open = internship.id === openId
    const status = entry.reviewStatus ?? 'none'
    const colleagues = internship.colleagues
    items.push(
      <li key={internship.id} className={`timeline__item timeline__item--${entry.phase}`} data-internship-id={internship.id} data-testid="internship-item">
        <article className={open ? 'card internship-card internship-card--open' : 'card internship-card'} aria-labelledby={`internship-${internship.id}-title`}>
          <h2 id={`internship-${internship.id}-title`}>{entry.institutionName}</h2>
          <p className="muted">{[entry.fieldLabel, t('dates', rangeLabel(entry, locale)), t('weeks', { weeks }), entry.institutionCity].filter(Boolean).join(' · ')}</p>
          <ul className="chips" aria-label={entry.institutionName}>
            <li className={`chip chip--strong ${toneClass(PHASE_TONE[entry.phase])}`}>{t(`phase.${entry.phase}`)}</li>
            <li className={`chip ${toneClass(REVIEW_STATUS_TONE[status])}`} data-testid="internship-review-status">
              {t(`reviewStatus.${status}`)}
            </li>
            <li className="chip" data-testid="internship-colleagues-count">
              {colleagues === null ? t('colleaguesHidden') : t('colleaguesCount', { count: colleagues.length })}
            </li>
            {entry.institutionStatus === 'requested' && <li className="chip cockpit-profile__status--requested">{t('requested')}</li>}
          </ul>
          <p className="cockpit-review__actions">
            <Action id={internship.id} screen="view" label={t('actions.view')} name={entry.institutionName} />
            {internship.review_id ? (
              <Link className="btn btn--ghost btn--small" href={paths.cockpit('reviews', `view-${internship.review_id}`)}>
                {t('actions.reviewView')}
                <span className="visually-hidden"> – {entry.institutionName}</span>
              </Link>
            ) : (
              entry.phase !== 'planned' && entry.reviewable && <Action id={internship.id} screen="review" label={t('actions.review')} name={entry.institutionName} />
            )}
            <Action id={internship.id} screen="colleagues" label={t('actions.colleagues')} name={entry.institutionName} />
            <Action id={internship.id} screen="delete" label={t('actions.delete')} name={entry.institutionName} />
          </p>
        </article>
        {open && panel}
      </li>,
    )
  })
  return (
    <ol className="timeline" aria-label={t('timelineLabel')} data-testid="internship-timeline">
      {items}
    </ol>
  )
}

function Action({ id, screen, label, name }: { id: number; screen: InternshipAction; label: string; name: string }) {
  return (
    <Link className="btn btn--ghost btn--small" href={paths.cockpit('internships', `${screen}-${id}`)} scroll={false}>
      {label}
      <span className="visually-hidden"> – {name}</span>
    </Link>
  )
}
