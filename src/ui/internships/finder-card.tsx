import { getTranslations } from 'next-intl/server'
import type React from 'react'
import { formatChf, formatNumber } from '@/i18n/format'
import { Link } from '@/i18n/navigation'
import type { Locale } from '@/i18n/locales'
import { finderSearch, type FinderQuery } from '@/modules/internships/finder-query'
import type { FinderRow } from '@/modules/internships/finder-sorts'
import { paths } from '@/modules/routing/routes'
import { ratingNumber } from '@/ui/reviews/rating'
import { CompareAddControl } from '@/ui/compare/compare-add-control'

// One institution of the finder: the statistics row per field (internships, WSJ reviews, average
// rating) as a table, the facts students care about beside it, and the way to its WSJ reviews,
// which open under the card (`panel`) without scrolling to the top.

export async function FinderCard({
  entry,
  query,
  locale,
  fieldLabel,
  regionLabel,
  panel,
}: {
  entry: FinderRow
  query: FinderQuery
  locale: Locale
  fieldLabel: (key: string) => string
  regionLabel: (key: string | null) => string | null
  panel: React.ReactNode
}) {
  const t = await getTranslations({ locale, namespace: 'internships.finder' })
  const { row } = entry
  const fields = query.field ? row.fields.filter((f) => f.key === query.field) : row.fields
  const facts = [
    entry.swimsa.salary ? t('facts.swimsaSalary') : null,
    entry.swimsa.room ? t('facts.swimsaRoom') : null,
    entry.studentPay !== null ? t('facts.pay', { amount: formatChf(entry.studentPay) }) : null,
    entry.roomCost !== null ? t('facts.room', { amount: formatChf(entry.roomCost) }) : null,
    entry.weeklyHours !== null ? t('facts.hours', { hours: formatNumber(Math.round(entry.weeklyHours * 10) / 10) }) : null,
  ].filter((f): f is string => f !== null)
  const titleId = `finder-${row.id}-title`
  return (
    <li data-institution-id={row.id} data-testid="finder-item">
      <article className={panel ? 'card finder-card finder-card--open' : 'card finder-card'} aria-labelledby={titleId}>
        <h2 id={titleId}>
          <a href={`/${locale}${paths.institution(row.id)}`}>{row.name}</a>
        </h2>
        <p className="muted">{[entry.city, regionLabel(row.region), t(`langs.${entry.lang}`)].filter(Boolean).join(' · ')}</p>
        {facts.length > 0 && (
          <ul className="finder-facts" aria-label={t('facts.label')}>
            {facts.map((f) => (
              <li key={f} className="chip">
                {f}
              </li>
            ))}
          </ul>
        )}
        <p className="finder-card__compare">
          <CompareAddControl locale={locale} id={row.id} name={row.name} />
        </p>
        <div className="finder-table-wrap">
          <table className="finder-table">
            <caption className="visually-hidden">{t('table.caption', { name: row.name })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('table.field')}</th>
                <th scope="col">{t('table.internships')}</th>
                <th scope="col">{t('table.reviews')}</th>
                <th scope="col">{t('table.rating')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('table.read')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {fields.map((f) => (
                <tr key={f.key}>
                  <th scope="row">{fieldLabel(f.key)}</th>
                  <td data-label={t('table.internships')}>{f.internships}</td>
                  <td data-label={t('table.reviews')}>{f.reviews}</td>
                  <td data-label={t('table.rating')}>{f.reviews_rating === null ? t('table.noRating') : ratingNumber(f.reviews_rating)}</td>
                  <td>
                    {f.reviews > 0 && (
                      <Link
                        href={`${paths.cockpit('internships-finder', `reviews-${row.id}`)}${finderSearch({ ...query, show: f.key })}`}
                        scroll={false}
                        aria-label={t('table.readLabel', { name: row.name, field: fieldLabel(f.key) })}
                      >
                        {t('table.read')}
                      </Link>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </article>
      {panel}
    </li>
  )
}
