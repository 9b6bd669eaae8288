import { getTranslations } from 'next-intl/server'
import { formatDate, formatNumber } from '@/i18n/format'
import type { Locale } from '@/i18n/locales'
import { Link } from '@/i18n/navigation'
import { paths } from '@/modules/routing/routes'
import { formatMedian, formatRate, productName } from '@/modules/statistics/format'
import type { StatisticsReport } from '@/modules/statistics/report.server'
import type { ReportRow } from '@/modules/statistics/report'
import { screenQueryString, type ScreenQuery, type SortKey } from '@/modules/statistics/screen-query'
import { toneClass, type Tone } from '@/ui/tone'
import { ChartLoader } from './chart-loader'

const VERDICT_TONE: Record<'above' | 'below' | 'equal', Tone> = { above: 'success', below: 'danger', equal: 'neutral' }

// What the selection gives: the range, totals, the timeline (chart and table), the sortable table
// with click-through rates and comparisons, and the export links (the same query).

interface Props {
  report: StatisticsReport
  query: ScreenQuery
  locale: Locale
}

export async function StatisticsResults({ report, query, locale }: Props) {
  const t = await getTranslations('statistics')
  const { request, totals, rows, timeline } = report
  const jobs = report.response.model.context === 'jobs'
  const date = (d: string) => formatDate(`${d}T12:00:00Z`, locale)
  const qs = screenQueryString(query)
  const columns: { key: SortKey; label: string }[] = [
    { key: 'name', label: jobs ? t('table.job') : t('table.institution') },
    { key: 'impressions', label: t('totals.impressions') },
    { key: 'views', label: t('totals.views') },
    { key: 'ctr', label: t('totals.ctr') },
  ]
  const sortHref = (key: SortKey) => {
    const dir = query.sort === key ? (query.dir === 'asc' ? 'desc' : 'asc') : key === 'name' ? 'asc' : 'desc'
    return `${paths.cockpit('statistics')}?${screenQueryString(query, { sort: key, dir })}`
  }
  const empty = totals.impressions + totals.views === 0
  return (
    <div className="stats-results" data-testid="statistics-results">
      <p className="stats-period" data-testid="statistics-period">
        {t('range', { from: date(request.from), to: date(request.to), days: report.response.duration, formatted: formatNumber(report.response.duration) })}
      </p>
      <section aria-labelledby="stats-totals-title">
        <h2 id="stats-totals-title">{t('totals.title')}</h2>
        <dl className="stats-totals" data-testid="statistics-totals">
          <div>
            <dt>{t('totals.impressions')}</dt>
            <dd>{formatNumber(totals.impressions)}</dd>
          </div>
          <div>
            <dt>{t('totals.views')}</dt>
            <dd>{formatNumber(totals.views)}</dd>
          </div>
          <div>
            <dt>{t('totals.ctr')}</dt>
            <dd>{formatRate(totals.ctr)}</dd>
          </div>
        </dl>
        <p className="muted">{t('help')}</p>
        {empty && <p className="card empty">{t('empty.noData')}</p>}
      </section>

      <section aria-labelledby="stats-chart-title">
        <h2 id="stats-chart-title">{t('chart.title')}</h2>
        <figure className="stats-chart" data-testid="statistics-chart">
          <figcaption className="muted">
            {t('chart.label', { from: date(request.from), to: date(request.to) })}. {t('chart.keyboard')}
          </figcaption>
          <ChartLoader
            data={timeline}
            locale={locale}
            labels={{ impressions: t('totals.impressions'), views: t('totals.views'), chart: t('chart.label', { from: date(request.from), to: date(request.to) }) }}
          />
        </figure>
        <details className="stats-data">
          <summary>{t('chart.dataTable')}</summary>
          <div className="stats-scroll">
            <table data-testid="statistics-timeline">
              <caption className="visually-hidden">{t('chart.dataTable')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('chart.date')}</th>
                  <th scope="col">{t('totals.impressions')}</th>
                  <th scope="col">{t('totals.views')}</th>
                </tr>
              </thead>
              <tbody>
                {timeline.map((d) => (
                  <tr key={d.date}>
                    <th scope="row">{date(d.date)}</th>
                    <td>{formatNumber(d.impressions)}</td>
                    <td>{formatNumber(d.views)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </details>
      </section>

      <section aria-labelledby="stats-table-title">
        <h2 id="stats-table-title">{jobs ? t('form.views.jobs') : t('form.views.institutions')}</h2>
        <div className="stats-scroll">
          <table className="stats-table" data-testid="statistics-table">
            <caption className="visually-hidden">{jobs ? t('table.captionJobs') : t('table.captionInstitutions')}</caption>
            <thead>
              <tr>
                {columns.map((c) => (
                  <th
                    key={c.key}
                    scope="col"
                    aria-sort={query.sort === c.key ? (query.dir === 'asc' ? 'ascending' : 'descending') : undefined}
                    className={c.key === 'name' ? undefined : 'num'}
                  >
                    <Link href={sortHref(c.key)} scroll={false} prefetch={false} className="stats-sort">
                      {c.label}
                      <span className="visually-hidden">
                        {' '}
                        – {query.sort === c.key ? t(query.dir === 'asc' ? 'table.ascending' : 'table.descending') : t('table.sortBy', { column: c.label })}
                      </span>
                      <span aria-hidden="true" className="stats-sort__mark">
                        {query.sort === c.key ? (query.dir === 'asc' ? '▲' : '▼') : '↕'}
                      </span>
                    </Link>
                  </th>
                ))}
                {jobs && <th scope="col">{t('table.comparison')}</th>}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id} data-row-id={row.id}>
                  <th scope="row">
                    <span className="stats-table__name">{row.name}</span>
                    {jobs && (
                      <span className={row.product ? 'stats-package stats-package--paid' : 'stats-package'} data-testid="statistics-package">
                        <span className="visually-hidden">{t('table.package')}: </span>
                        {productName(row.product, locale) ?? t('table.noPackage')}
                      </span>
                    )}
                    <span className="muted stats-table__place">
                      {[
                        row.place,
                        row.onlineFrom ? `${t('table.online')} ${formatDate(row.onlineFrom, locale)}${row.onlineUntil ? ` – ${formatDate(row.onlineUntil, locale)}` : ''}` : null,
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                    </span>
                  </th>
                  <td className="num" data-label={t('totals.impressions')}>
                    {formatNumber(row.impressions)}
                  </td>
                  <td className="num" data-label={t('totals.views')}>
                    {formatNumber(row.views)}
                  </td>
                  <td className="num" data-label={t('totals.ctr')}>
                    {formatRate(row.ctr)}
                  </td>
                  {jobs && (
                    <td className="stats-compare" data-label={t('table.comparison')} data-testid="statistics-comparison">
                      <ComparisonCell row={row} t={t} date={date} />
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {jobs && <p className="muted">{t('table.comparisonHelp')}</p>}
      </section>

      <section aria-labelledby="stats-export-title" className="stats-export">
        <h2 id="stats-export-title">{t('export.title')}</h2>
        <p className="muted">{t('export.intro')}</p>
        <p className="stats-export__links">
          {(['csv', 'xlsx'] as const).map((format) => (
            <a
              key={format}
              className="btn btn--ghost"
              href={`/api/fn/user/statistics/export?format=${format}&locale=${locale}&${qs}`}
              download
              data-testid={`statistics-export-${format}`}
            >
              {t(`export.${format}`)}
            </a>
          ))}
        </p>
      </section>
    </div>
  )
}

function ComparisonCell({ row, t, date }: { row: ReportRow; t: (key: string, values?: Record<string, string | number>) => string; date: (d: string) => string }) {
  const c = row.comparison
  if (c === null) return <span className="muted">{t('table.notPaid')}</span>
  if (c === 'tooFew') return <span className="muted">{t('table.tooFew')}</span>
  const verdict = c.views > c.medianViews ? 'above' : c.views < c.medianViews ? 'below' : 'equal'
  return (
    <>
      <span className={`stats-verdict ${toneClass(VERDICT_TONE[verdict])}`}>{t(`table.${verdict}`)}</span>
      <span className="stats-compare__line">
        {t('table.own', { from: date(c.weekFrom), to: date(c.weekTo), impressions: formatNumber(c.impressions), views: formatNumber(c.views) })}
      </span>
      <span className="stats-compare__line muted">
        {t('table.median', { impressions: formatMedian(c.medianImpressions), views: formatMedian(c.medianViews), count: c.similar })}
      </span>
    </>
  )
}
