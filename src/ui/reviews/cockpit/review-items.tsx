import { getTranslations } from 'next-intl/server'
import type React from 'react'
import { Link } from '@/i18n/navigation'
import type { Locale } from '@/i18n/locales'
import type { OwnerReviewItem } from '@/modules/reviews/cockpit-shapes'
import type { ReviewListItem } from '@/modules/reviews/shapes'
import { formatReviewMonth } from '../format'
import { Rating, ratingNumber } from '../rating'
import { paths } from '@/modules/routing/routes'
import { REVIEW_STATUS_TONE, toneClass } from '@/ui/tone'

// A cockpit list of reviews ("owner" or "new"). The open child screen (view, edit, answer,
// message) is rendered right under its review, and every link keeps the scroll position, so the
// screen opens where the user is (child screens do not scroll to the top, docs/product-rules.md#guards).

export interface ReviewItemAction {
  screen: 'view' | 'edit' | 'feedback' | 'message'
  label: string
}

interface Props {
  items: (ReviewListItem | OwnerReviewItem)[]
  locale: Locale
  actions: (item: ReviewListItem | OwnerReviewItem) => ReviewItemAction[]
  /** public id of the review whose child screen is open */
  openId: string | null
  panel: React.ReactNode
  testId: string
}

const isOwner = (item: ReviewListItem | OwnerReviewItem): item is OwnerReviewItem => 'status' in item

export async function ReviewItems({ items, locale, actions, openId, panel, testId }: Props) {
  const t = await getTranslations({ locale, namespace: 'reviews' })
  return (
    <ul className="cockpit-reviews__list" data-testid={testId}>
      {items.map((item) => {
        const titleId = `${testId}-${item.id}-title`
        const open = item.id === openId
        return (
          <li key={item.id} data-review-id={item.id}>
            <article className={open ? 'card cockpit-review cockpit-review--open' : 'card cockpit-review'} aria-labelledby={titleId}>
              <h3 id={titleId}>{item.institution.name}</h3>
              <p className="muted">{[item.field?.value, item.level?.value, t('writtenIn', { month: formatReviewMonth(item.created_at, locale) })].filter(Boolean).join(' · ')}</p>
              <p className="cockpit-review__rating">
                {item.rating !== null ? (
                  <Rating value={item.rating} label={t('ratingOf', { rating: ratingNumber(item.rating) })} />
                ) : (
                  <span className="muted">{t('noRating')}</span>
                )}
              </p>
              <ul className="chips">
                {isOwner(item) && (
                  <li className={`chip chip--strong ${toneClass(REVIEW_STATUS_TONE[item.status])}`} data-testid="review-status">
                    {t(`status.${item.status}`)}
                  </li>
                )}
                {(!isOwner(item) || item.status === 'published') && <li className="chip">{item.institution.feedback ? t('answered') : t('unanswered')}</li>}
                {item.is_wsj_exclusive && <li className="chip">{t('wsjExclusive')}</li>}
              </ul>
              {isOwner(item) && <p className="cockpit-review__help">{t(`statusHelp.${item.status}`)}</p>}
              {isOwner(item) && item.reject_reason && (
                <p className="cockpit-review__reason" data-testid="reject-reason">
                  {t('rejectReason', { reason: item.reject_reason })}
                </p>
              )}
              <p className="cockpit-review__actions">
                {actions(item).map((a) => (
                  <Link key={a.screen} className="btn btn--ghost btn--small" href={paths.cockpit('reviews', `${a.screen}-${item.id}`)} scroll={false}>
                    {a.label}
                    <span className="visually-hidden"> – {t('itemLabel', { institution: item.institution.name })}</span>
                  </Link>
                ))}
              </p>
            </article>
            {open && panel}
          </li>
        )
      })}
    </ul>
  )
}
