import { getTranslations } from 'next-intl/server'
import { formatChf, formatNumber } from '@/i18n/format'
import type { Locale } from '@/i18n/locales'
import type { Better } from '@/modules/compare/best-value'
import type { ComparedEmployer } from '@/modules/compare/comparison.server'
import { MIN_REVIEWS_FOR_INSIGHT } from '@/modules/reviews/insights'
import { REVIEW_CATEGORIES } from '@/modules/reviews/shapes'
import { localePath, paths } from '@/modules/routing/routes'
import { Rating, ratingNumber } from '../reviews/rating'
import { Missing, unionOf, type Group, type Row } from './comparison-rows'

/**
 * The comparison's review groups (ADR 0064): averages and counts per category for everyone, the link
 * to each employer's reviews (texts stay there, under its rules), and the hours and pay from
 * reviews, "not enough data" below MIN_REVIEWS_FOR_INSIGHT answers.
 */
export async function reviewGroups(employers: ComparedEmployer[], locale: Locale): Promise<[Group, Group]> {
  const [t, tr] = await Promise.all([getTranslations({ locale, namespace: 'compare' }), getTranslations({ locale, namespace: 'reviewsRead' })])
  const missing = (text: string) => <Missing text={text} />
  const notEnough = missing(t('notEnough'))
  const reviewsGroup: Group = {
    key: 'reviews',
    title: t('groups.reviews'),
    intro: t('reviewsIntro'),
    rows: [
      {
        key: 'review-count',
        label: t('reviewCount'),
        cells: employers.map((e) => ({
          value: e.reviews.summary.count,
          content: t('reviews', { count: e.reviews.summary.count, formatted: formatNumber(e.reviews.summary.count) }),
        })),
      },
      ...REVIEW_CATEGORIES.map((category): Row => ({
        key: `rating-${category}`,
        label: tr(`categories.${category}`),
        better: 'higher',
        cells: employers.map((e) => {
          const value = e.reviews.summary.averages[category]
          const basis = e.reviews.summary.rated[category]
          return {
            value,
            content:
              value === null ? (
                missing(t('noRating'))
              ) : (
                <>
                  <Rating value={value} label={tr('outOf', { value: ratingNumber(value) })} /> <span className="muted">{tr('insights.basis', { count: basis })}</span>
                </>
              ),
          }
        }),
      })),
      {
        key: 'wsj-count',
        label: t('wsjCount'),
        cells: employers.map((e) => ({
          value: e.reviews.summary.wsj_count,
          content: t('reviews', { count: e.reviews.summary.wsj_count, formatted: formatNumber(e.reviews.summary.wsj_count) }),
        })),
      },
      {
        key: 'review-texts',
        label: t('texts'),
        cells: employers.map((e) => ({
          value: null,
          content:
            e.reviews.summary.count > 0 ? (
              <a href={`${localePath(locale, paths.institution(e.institution.id))}#reviews`}>{t('readReviews', { name: e.institution.name })}</a>
            ) : (
              missing(t('noReviews'))
            ),
        })),
      },
    ],
  }

  const insightRow = (key: string, label: string, pick: (e: ComparedEmployer) => { value: number | null; basis: number }, show: (n: number) => string, better: Better): Row => ({
    key,
    label,
    better,
    cells: employers.map((e) => {
      const figure = pick(e)
      return {
        value: figure.value,
        content:
          figure.value === null ? (
            notEnough
          ) : (
            <>
              {show(figure.value)} <span className="muted">{tr('insights.basis', { count: figure.basis })}</span>
            </>
          ),
      }
    }),
  })
  const share = (n: number) => tr('insights.shareValue', { value: formatNumber(n) })
  const levels = unionOf(employers.map((e) => e.reviews.insights.salary_by_level.map((s) => ({ key: s.level, label: s.label }))))
  const realityGroup: Group = {
    key: 'reality',
    title: t('groups.reality'),
    intro: tr('insights.note', { min: MIN_REVIEWS_FOR_INSIGHT }),
    rows: [
      insightRow(
        'hours',
        tr('insights.hours'),
        (e) => e.reviews.insights.hours,
        (n) => tr('hoursValue', { value: formatNumber(n) }),
        'lower',
      ),
      insightRow('night', tr('insights.night'), (e) => e.reviews.insights.night_share, share, 'lower'),
      insightRow('picket', tr('insights.picket'), (e) => e.reviews.insights.picket_share, share, 'lower'),
      ...(levels.length === 0
        ? [{ key: 'salary-none', label: tr('insights.salaryTitle'), cells: employers.map(() => ({ value: null, content: notEnough })) }]
        : levels.map((level) =>
            insightRow(
              `salary-${level.key}`,
              t('salaryOf', { level: level.label }),
              (e) => {
                const s = e.reviews.insights.salary_by_level.find((x) => x.level === level.key)
                return s ? { value: s.value, basis: s.basis } : { value: null, basis: 0 }
              },
              formatChf,
              'higher',
            ),
          )),
    ],
  }
  return [reviewsGroup, realityGroup]
}
