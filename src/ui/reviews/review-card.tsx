import { getTranslations } from 'next-intl/server'
import { formatNumber } from '@/i18n/format'
import type { Locale } from '@/i18n/locales'
import type { ReviewRead } from '@/modules/reviews/shapes'
import { PlainText } from '../jobs/plain-text'
import { formatReviewMonth } from './format'
import { Rating, ratingNumber } from './rating'

const SECTIONS = ['work', 'work_life', 'team', 'superior', 'admin', 'learning', 'mutual'] as const

/**
 * One published review in the read shape, with the employer's answer under it. Shows no author and
 * no exact date (the shape has neither); the individual salary is left out on purpose: the page
 * shows salary medians from 5 reviews on instead (ADR 0012).
 *
 * Compact for skimming: the overall rating and text, the recommendation, the improvement and the
 * employer's answer are always shown; the seven category ratings with their texts and the work
 * facts sit in a native <details> (in the DOM and findable, no JavaScript), closed unless
 * `expanded` (the cockpit's single-review views).
 */
export async function ReviewCard({ review, locale, headingId, expanded = false }: { review: ReviewRead; locale: Locale; headingId: string; expanded?: boolean }) {
  const t = await getTranslations({ locale, namespace: 'reviewsRead' })
  const yesNo = (value: boolean) => (value ? t('yes') : t('no'))
  const facts: { key: string; term: string; value: string }[] = []
  const { overview, work } = review
  if (overview.employment) facts.push({ key: 'employment', term: t('card.employment'), value: t(`card.employmentValue.${overview.employment}`) })
  if (overview.duration) facts.push({ key: 'duration', term: t('card.duration'), value: overview.duration.value })
  if (overview.pensum) facts.push({ key: 'pensum', term: t('card.pensum'), value: t(`card.pensumValue.${overview.pensum}`) })
  if (work.hours !== null) facts.push({ key: 'hours', term: t('card.hours'), value: t('hoursValue', { value: formatNumber(work.hours) }) })
  if (work.start_time && work.end_time) facts.push({ key: 'times', term: t('card.times'), value: t('card.timesValue', { start: work.start_time, end: work.end_time }) })
  if (work.night !== null) facts.push({ key: 'night', term: t('card.night'), value: yesNo(work.night) })
  if (work.picket !== null) facts.push({ key: 'picket', term: t('card.picket'), value: yesNo(work.picket) })
  if (review.housing !== null) facts.push({ key: 'housing', term: t('card.housing'), value: yesNo(review.housing) })
  const sections = SECTIONS.map((name) => ({ name, ...(name === 'work' ? { rating: work.rating, feedback: work.feedback } : review[name]) })).filter(
    (section) => section.rating !== null || section.feedback,
  )
  const answer = review.institution
  return (
    <article className="card review-card" aria-labelledby={headingId}>
      <header className="review-card__head">
        <h4 id={headingId}>{review.field?.value ?? t('card.noField')}</h4>
        <p className="muted">{[review.level?.value, t('card.month', { month: formatReviewMonth(review.created_at, locale) })].filter(Boolean).join(' · ')}</p>
        {overview.rating !== null && (
          <p className="review-card__overall">
            <span>{t('categories.summary')}: </span>
            <Rating value={overview.rating} label={t('outOf', { value: ratingNumber(overview.rating) })} />
          </p>
        )}
        {review.is_wsj_exclusive && <p className="chip review-card__wsj">{t('card.wsjExclusive')}</p>}
      </header>
      {overview.feedback && <PlainText text={overview.feedback} />}
      {overview.recommendation !== null && <p className="review-card__recommend">{t(overview.recommendation ? 'card.recommends' : 'card.recommendsNot')}</p>}
      {overview.improvement && (
        <div className="review-card__improvement">
          <p className="review-card__label">{t('card.improvement')}</p>
          <PlainText text={overview.improvement} />
        </div>
      )}
      {(sections.length > 0 || facts.length > 0) && (
        <details className="review-card__more" open={expanded}>
          <summary>{t('card.more')}</summary>
          <div className="review-card__more-body">
            {sections.length > 0 && (
              <dl className="review-card__sections">
                {sections.map(({ name, rating, feedback }) => (
                  <div key={name}>
                    <dt>{t(`categories.${name}`)}</dt>
                    <dd>
                      {rating !== null ? <Rating value={rating} label={t('outOf', { value: ratingNumber(rating) })} /> : <span className="muted">{t('noRating')}</span>}
                      {feedback && <PlainText text={feedback} />}
                    </dd>
                  </div>
                ))}
              </dl>
            )}
            {facts.length > 0 && (
              <dl className="facts review-card__facts">
                {facts.map((f) => (
                  <div key={f.key}>
                    <dt>{f.term}</dt>
                    <dd>{f.value}</dd>
                  </div>
                ))}
              </dl>
            )}
          </div>
        </details>
      )}
      {answer.feedback && answer.feedback_content && (
        <div className="review-answer">
          <p className="review-card__label">{t('answer.title')}</p>
          <PlainText text={answer.feedback_content} />
          <p className="muted review-answer__by">
            {[answer.feedback_name, answer.feedback_function].filter(Boolean).join(', ')}
            {answer.feedback_updated_at && (
              <>
                {answer.feedback_name || answer.feedback_function ? ' · ' : ''}
                {t('answer.updated', { month: formatReviewMonth(answer.feedback_updated_at, locale) })}
              </>
            )}
          </p>
        </div>
      )}
    </article>
  )
}
