import type { Metadata } from 'next'
import { pageNotFound } from '@/lib/http/not-found.server'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import type React from 'react'
import { Link } from '@/i18n/navigation'
import { isLocale, LOCALES, type Locale } from '@/i18n/locales'
import { payloadClient } from '@/lib/payload'
import type { Role } from '@/modules/access/access'
import { isCockpitScreen } from '@/modules/accounts/cockpit-routes'
import { requireCockpitSection } from '@/modules/accounts/require.server'
import { getEssentials } from '@/modules/essentials/essentials.server'
import { finderSearch, parseFinderQuery, type FinderQuery } from '@/modules/internships/finder-query'
import { filterFinderRows, FINDER_SORTS } from '@/modules/internships/finder-sorts'
import { finderRows, wsjReviewsOf } from '@/modules/internships/finder.server'
import { paths } from '@/modules/routing/routes'
import { childScreenOf } from '@/ui/cockpit/child-screen'
import { ScreenPanel } from '@/ui/cockpit/screen-panel'
import { FinderCard } from '@/ui/internships/finder-card'
import { ReviewCard } from '@/ui/reviews/review-card'
import { CompareTrayIsland } from '@/ui/compare/compare-tray-island'
// this section's sheet with its screens only: public pages do not load it (Lighthouse)
import '@/ui/internships/internships.css'

// /{lang}/cockpit/internships-finder: institutions that take elective-year students, per field the
// internships, WSJ reviews and average rating (the statistics row), filterable by field, canton and
// language, sortable (a plain GET form: works without JavaScript, the URL keeps the state).
// reviews-{id}?show={field}: the WSJ reviews of one institution for a field, opened under it
// without scrolling to the top. Guards auth + student (the team passes).

type Props = { params: Promise<{ lang: string; child?: string[] }>; searchParams: Promise<Record<string, string | string[] | undefined>> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).lang, namespace: 'internships.finder' })
  return { title: t('title'), robots: { index: false } }
}

export default async function InternshipsFinderPage({ params, searchParams }: Props) {
  const { lang, child = [] } = await params
  if (!isLocale(lang) || !isCockpitScreen('internships-finder', child)) pageNotFound()
  const locale: Locale = lang
  setRequestLocale(locale)
  const user = await requireCockpitSection('internships-finder', locale)
  const read = childScreenOf(child[0], ['reviews'] as const)
  if (!read) pageNotFound()
  const viewer = { id: user.id, role: (user.role as Role | null | undefined) ?? null }
  const query = parseFinderQuery(await searchParams)
  const payload = await payloadClient()
  const t = await getTranslations({ locale, namespace: 'internships.finder' })
  const ti = await getTranslations({ locale, namespace: 'internships' })
  const [rows, essentials] = await Promise.all([finderRows(payload, viewer), getEssentials(payload, locale)])
  const fieldLabel = (key: string) => essentials.lists.fields.find((f) => f.key === key)?.value ?? key
  const regionLabel = (key: string | null) => (key ? (essentials.lists.regions.find((r) => r.key === key)?.value ?? key) : null)
  const shown = filterFinderRows(rows, query)

  let openId: number | null = null
  let panel: React.ReactNode = null
  if (read.kind === 'reviews') {
    const entry = rows.find((r) => String(r.row.id) === read.id)
    if (!entry) pageNotFound()
    const show = query.show ?? query.field ?? entry.row.fields.find((f) => f.reviews > 0)?.key ?? entry.row.fields[0]?.key ?? null
    const reviews = show ? await wsjReviewsOf(payload, viewer, entry.row.id, show, locale) : []
    openId = entry.row.id
    panel = (
      <ScreenPanel
        title={t('reviewsTitle', { name: entry.row.name, field: show ? fieldLabel(show) : '' })}
        level={3}
        closeHref={`${paths.cockpit('internships-finder')}${finderSearch({ ...query, show: null })}`}
        closeLabel={ti('actions.close')}
        focusKey={`${child[0]}-${show}`}
        testId="finder-reviews"
      >
        {entry.row.fields.length > 1 && (
          <form method="get" className="form finder-show" action={`/${locale}${paths.cockpit('internships-finder', `reviews-${entry.row.id}`)}`}>
            <FinderHidden query={query} omit="show" />
            <div className="field">
              <label htmlFor="finder-show">{t('chooseField')}</label>
              <select id="finder-show" name="show" defaultValue={show ?? ''}>
                {entry.row.fields.map((f) => (
                  <option key={f.key} value={f.key}>
                    {fieldLabel(f.key)} ({f.reviews})
                  </option>
                ))}
              </select>
            </div>
            <button className="btn btn--ghost btn--small" type="submit">
              {t('show')}
            </button>
          </form>
        )}
        {reviews.length === 0 ? (
          <p className="empty">{t('reviewsEmpty')}</p>
        ) : (
          <div className="finder-reviews">
            {reviews.map((review) => (
              <ReviewCard key={review.id} review={review} locale={locale} headingId={`wsj-review-${review.id}`} />
            ))}
          </div>
        )}
      </ScreenPanel>
    )
  }

  type Chip = { key: string; label: string; without: Partial<FinderQuery> }
  const chips: Chip[] = []
  if (query.field) chips.push({ key: 'field', label: fieldLabel(query.field), without: { field: null } })
  if (query.region) chips.push({ key: 'region', label: regionLabel(query.region) ?? query.region, without: { region: null } })
  if (query.lang) chips.push({ key: 'lang', label: t(`langs.${query.lang}`), without: { lang: null } })

  return (
    <section aria-labelledby="cockpit-title" className="cockpit-finder">
      <h1 id="cockpit-title">{t('title')}</h1>
      <p className="muted">{t('intro')}</p>
      <nav className="subnav" aria-label={ti('title')}>
        <Link href={paths.cockpit('internships')}>{ti('tabs.timeline')}</Link>
        <Link href={paths.cockpit('internships', 'create')}>{ti('tabs.create')}</Link>
        <Link href={paths.cockpit('internships-finder')} aria-current="page">
          {ti('tabs.finder')}
        </Link>
      </nav>
      {/* On a phone the filters fold away so the list comes first; wide screens always show them. */}
      <details className="filter-fold" data-testid="finder-fold">
        <summary className="filter-fold__summary">{t('fold', { count: chips.length + (query.sort === 'name' ? 0 : 1) })}</summary>
        <form method="get" action={`/${locale}${paths.cockpit('internships-finder')}`} className="finder-filters" aria-label={t('filters')} data-testid="finder-filters">
          <FinderSelect name="field" label={t('field')} value={query.field} all={t('all')} options={essentials.lists.fields.map((f) => ({ value: f.key, label: f.value }))} />
          <FinderSelect name="region" label={t('region')} value={query.region} all={t('all')} options={essentials.lists.regions.map((r) => ({ value: r.key, label: r.value }))} />
          <FinderSelect name="lang" label={t('lang')} value={query.lang} all={t('all')} options={LOCALES.map((l) => ({ value: l, label: t(`langs.${l}`) }))} />
          <FinderSelect name="sort" label={t('sort')} value={query.sort} options={FINDER_SORTS.map((s) => ({ value: s, label: t(`sorts.${s}`) }))} />
          <button className="btn" type="submit">
            {t('apply')}
          </button>
        </form>
      </details>
      <p aria-live="polite" data-testid="finder-count">
        <strong>{t('count', { count: shown.length })}</strong>
      </p>
      {chips.length > 0 && (
        <ul className="chips" aria-label={t('filters')}>
          {chips.map((c) => (
            <li key={c.key}>
              <Link
                className="chip chip--strong"
                href={`${paths.cockpit('internships-finder')}${finderSearch({ ...query, ...c.without, show: null })}`}
                aria-label={t('removeFilter', { label: c.label })}
              >
                {c.label} ×
              </Link>
            </li>
          ))}
          <li>
            <Link className="chip" href={paths.cockpit('internships-finder')}>
              {t('reset')}
            </Link>
          </li>
        </ul>
      )}
      {shown.length === 0 ? (
        <p className="empty">{t('empty')}</p>
      ) : (
        <ol className="finder-results" data-testid="finder-results">
          {shown.map((entry) => (
            <FinderCard
              key={entry.row.id}
              entry={entry}
              query={query}
              locale={locale}
              fieldLabel={fieldLabel}
              regionLabel={regionLabel}
              panel={entry.row.id === openId ? panel : null}
            />
          ))}
        </ol>
      )}
      <CompareTrayIsland locale={locale} />
    </section>
  )
}

function FinderSelect({ name, label, value, all, options }: { name: string; label: string; value: string | null; all?: string; options: { value: string; label: string }[] }) {
  return (
    <div className="field">
      <label htmlFor={`finder-${name}`}>{label}</label>
      <select id={`finder-${name}`} name={name} defaultValue={value ?? ''}>
        {all !== undefined && <option value="">{all}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  )
}

/** The filters as hidden inputs, so a second form (the reviews' field) keeps them. */
function FinderHidden({ query, omit }: { query: FinderQuery; omit: keyof FinderQuery }) {
  return (
    <>
      {(['field', 'region', 'lang', 'sort'] as const)
        .filter((n) => n !== omit && query[n] && !(n === 'sort' && query[n] === 'name'))
        .map((n) => (
          <input key={n} type="hidden" name={n} value={query[n] ?? ''} />
        ))}
    </>
  )
}
