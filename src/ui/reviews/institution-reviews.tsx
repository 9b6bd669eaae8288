import { getTranslations } from 'next-intl/server'
import { formatChf, formatNumber } from '@/i18n/format'
import type { Locale } from '@/i18n/locales'
import { localePath, loginThen, paths } from '@/modules/routing/routes'
import { MIN_REVIEWS_FOR_INSIGHT, type InsightFigure } from '@/modules/reviews/insights'
import type { InstitutionReviews as Data } from '@/modules/reviews/institution-reviews.server'
import { REVIEWS_PAGE_SIZE } from '@/modules/reviews/reviews-shown'
import { REVIEW_CATEGORIES } from '@/modules/reviews/shapes'
import { ReviewCard } from './review-card'
import { Rating, ratingNumber } from './rating'

type Translator = Awaited<ReturnType<typeof getTranslations<'reviewsRead'>>>

function Averages({ data, t }: { data: Data; t: Translator }) {
  return (
    <dl className="review-averages">
      {REVIEW_CATEGORIES.map((category) => {
        const value = data.summary.averages[category]
        return (
          <div key={category} className={category === 'summary' ? 'review-averages__overall' : undefined}>
            <dt>{t(`categories.${category}`)}</dt>
            <dd>{value !== null ? <Rating value={value} label={t('outOf', { value: ratingNumber(value) })} /> : <span className="muted">{t('noRating')}</span>}</dd>
          </div>
        )
      })}
    </dl>
  )
}

function Insights({ data, t }: { data: Data; t: Translator }) {
  const { insights } = data
  const figure = (f: InsightFigure, format: (value: number) => string) => (f.value !== null ? format(f.value) : <span className="muted">{t('insights.notEnough')}</span>)
  const share = (value: number) => t('insights.shareValue', { value: formatNumber(value) })
  return (
    <section aria-labelledby="reviews-insights">
      <h3 id="reviews-insights">{t('insights.title')}</h3>
      <dl className="facts">
        <div>
          <dt>{t('insights.hours')}</dt>
          <dd>{figure(insights.hours, (v) => t('hoursValue', { value: formatNumber(v) }))}</dd>
        </div>
        <div>
          <dt>{t('insights.contractHours')}</dt>
          <dd>
            {insights.contract_hours !== null ? t('hoursValue', { value: formatNumber(insights.contract_hours) }) : <span className="muted">{t('insights.contractNone')}</span>}
          </dd>
        </div>
        <div>
          <dt>{t('insights.night')}</dt>
          <dd>{figure(insights.night_share, share)}</dd>
        </div>
        <div>
          <dt>{t('insights.picket')}</dt>
          <dd>{figure(insights.picket_share, share)}</dd>
        </div>
      </dl>
      <h4 className="review-insights__salary">{t('insights.salaryTitle')}</h4>
      {insights.salary_by_level.length > 0 ? (
        <dl className="facts">
          {insights.salary_by_level.map((s) => (
            <div key={s.level}>
              <dt>{s.label}</dt>
              <dd>
                {formatChf(s.value)} <span className="muted">{t('insights.basis', { count: s.basis })}</span>
              </dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className="muted">{t('insights.salaryNone')}</p>
      )}
      {insights.salary_by_level.length > 0 && insights.salary_levels_hidden > 0 && <p className="muted">{t('insights.salaryHidden', { count: insights.salary_levels_hidden })}</p>}
      <p className="muted review-insights__note">{t('insights.note', { min: MIN_REVIEWS_FOR_INSIGHT })}</p>
    </section>
  )
}

function Texts({ data, locale, institutionId, shown, t }: { data: Data; locale: Locale; institutionId: number; shown: number; t: Translator }) {
  const texts = data.texts
  const pagePath = localePath(locale, paths.institution(institutionId))
  return (
    <section aria-labelledby="reviews-texts">
      <h3 id="reviews-texts">{t('texts.title')}</h3>
      {texts.access === 'login' && (
        <div className="review-access">
          <p>{t('texts.who')}</p>
          <p>
            <a className="btn btn--small" href={loginThen(locale, pagePath)}>
              {t('texts.login')}
            </a>
          </p>
        </div>
      )}
      {texts.access === 'restricted' && (
        <div className="review-access">
          <p>{t('texts.who')}</p>
          <p className="muted">{t('texts.restricted')}</p>
        </div>
      )}
      {texts.access === 'granted' && (
        <>
          {texts.items.length === 0 ? (
            <p className="empty">{t('texts.none')}</p>
          ) : (
            <ol className="review-list">
              {texts.items.map((review, index) => (
                <li key={review.id} id={`review-${index + 1}`}>
                  <ReviewCard review={review} locale={locale} headingId={`review-title-${review.id}`} />
                </li>
              ))}
            </ol>
          )}
          {texts.wsj_hidden > 0 && <p className="muted">{t('texts.wsjHidden', { count: texts.wsj_hidden })}</p>}
          {texts.items.length > 0 && texts.total > texts.items.length && (
            <p className="review-more">
              <span className="muted">{t('texts.shownOf', { shown: formatNumber(texts.items.length), total: formatNumber(texts.total) })}</span>{' '}
              <a className="btn btn--ghost btn--small" href={`${pagePath}?reviews=${shown + REVIEWS_PAGE_SIZE}#review-${shown + 1}`}>
                {t('texts.more')}
              </a>
            </p>
          )}
        </>
      )}
    </section>
  )
}

/**
 * The reviews section of an institution page: count and averages per category for everyone,
 * hours and pay from 5 reviews on, and the texts for those allowed to read them.
 */
export async function InstitutionReviews({
  data,
  locale,
  institutionId,
  shown,
  writeHref,
}: {
  data: Data
  locale: Locale
  institutionId: number
  shown: number
  /** "Eigene Bewertung schreiben" */ writeHref: string
}) {
  const t = await getTranslations({ locale, namespace: 'reviewsRead' })
  const { summary } = data
  return (
    <section id="reviews" className="institution-reviews" aria-labelledby="reviews-title">
      <h2 id="reviews-title">{t('title')}</h2>
      {summary.count === 0 ? (
        <>
          <p className="empty">{t('none')}</p>
          <p>
            <a href={writeHref} data-testid="write-review">
              {t('write')}
            </a>
          </p>
        </>
      ) : (
        <>
          <p className="result-count">
            {t('count', { count: summary.count, formatted: formatNumber(summary.count) })}
            {summary.wsj_count > 0 && <> · {t('wsjCount', { count: summary.wsj_count, formatted: formatNumber(summary.wsj_count) })}</>}
          </p>
          <Averages data={data} t={t} />
          <Insights data={data} t={t} />
          <Texts data={data} locale={locale} institutionId={institutionId} shown={shown} t={t} />
          <p>
            <a href={writeHref} data-testid="write-review">
              {t('write')}
            </a>
          </p>
        </>
      )}
    </section>
  )
}
