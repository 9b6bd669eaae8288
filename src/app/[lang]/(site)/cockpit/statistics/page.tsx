import type { Metadata } from 'next'
import { pageNotFound } from '@/lib/http/not-found.server'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { Link } from '@/i18n/navigation'
import { isLocale, type Locale } from '@/i18n/locales'
import { payloadClient } from '@/lib/payload'
import { requireCockpitSection } from '@/modules/accounts/require.server'
import { paths } from '@/modules/routing/routes'
import { swissToday } from '@/modules/statistics/dates'
import { statisticsReport } from '@/modules/statistics/report.server'
import { parseScreenQuery, screenRange } from '@/modules/statistics/screen-query'
import { statisticsChoices } from '@/modules/statistics/scope.server'
import { StatisticsForm } from '@/ui/statistics/statistics-form'
import { StatisticsResults } from '@/ui/statistics/statistics-results'
import '@/ui/statistics/statistics.css'

// /{lang}/cockpit/statistics: range presets, institutions (a parent with its
// sites) and ads, totals, the timeline as a chart and a table, the sortable table with
// click-through rates and the comparison with similar ads, CSV and XLSX exports of exactly this.
// Guards auth, role, deny-student; a viewer without institutions gets an explanation. The sheet
// is imported here, not in the layout: its classes are its own and public pages do not need it.

type Props = { params: Promise<{ lang: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).lang, namespace: 'cockpit.nav' })
  return { title: t('statistics'), robots: { index: false } }
}

export default async function CockpitStatisticsPage({ params, searchParams }: Props) {
  const { lang } = await params
  if (!isLocale(lang)) pageNotFound()
  const locale: Locale = lang
  setRequestLocale(locale)
  const user = await requireCockpitSection('statistics', locale)
  const payload = await payloadClient()
  const t = await getTranslations({ locale, namespace: 'statistics' })
  const nav = await getTranslations({ locale, namespace: 'cockpit' })
  const choices = await statisticsChoices(payload, user)

  if (choices.institutions.length === 0) {
    const employer = user.role === 'ROLE_INSTITUTION'
    return (
      <section aria-labelledby="cockpit-title" data-testid="statistics-none">
        <h1 id="cockpit-title">{nav('nav.statistics')}</h1>
        <div className="card stats-none">
          <p>{employer ? t('empty.noInstitutions') : t('empty.doctor')}</p>
          {employer && (
            <>
              <p>{t('empty.noInstitutionsNext')}</p>
              <p className="stats-none__ways">
                <Link className="btn" href={paths.cockpit('institutions', 'link')}>
                  {t('empty.link')}
                </Link>
                <Link className="btn btn--ghost" href={paths.cockpit('institutions', 'create')}>
                  {t('empty.create')}
                </Link>
              </p>
            </>
          )}
        </div>
      </section>
    )
  }

  const today = swissToday()
  const query = parseScreenQuery(await searchParams)
  // The team sees every employer: all of them at once would be a table of a thousand ads, so it chooses first.
  const teamMustChoose = user.role === 'ROLE_ADMIN' && query.institution.length === 0
  const result = teamMustChoose ? null : await statisticsReport(payload, user, query, today)
  const range = screenRange(query, today)

  return (
    <section aria-labelledby="cockpit-title" className="stats-screen" data-testid="statistics">
      <h1 id="cockpit-title">{nav('nav.statistics')}</h1>
      <p className="muted">{nav('intro.statistics')}</p>
      <StatisticsForm query={query} range={range} today={today} choices={choices} errors={result && !result.ok ? result.errors : null} />
      {teamMustChoose && (
        <p className="card empty" data-testid="statistics-team-choose">
          {t('empty.teamChoose')}
        </p>
      )}
      {result?.ok && <StatisticsResults report={result.report} query={query} locale={locale} />}
    </section>
  )
}
