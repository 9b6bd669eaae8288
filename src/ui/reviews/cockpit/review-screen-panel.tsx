import { useTranslations } from 'next-intl'
import type { Locale } from '@/i18n/locales'
import { Link } from '@/i18n/navigation'
import type { ReviewPanelData } from '@/modules/reviews/cockpit-screens.server'
import { paths } from '@/modules/routing/routes'
import { ScreenPanel } from '@/ui/cockpit/screen-panel'
import { ReviewCard } from '@/ui/reviews/review-card'
import { FeedbackForm } from './feedback-form'
import { MessageForm } from './message-form'

/** A review opened in place: to read it, to answer it publicly, or to write its author a message. */
export function ReviewScreenPanel({
  kind,
  id,
  data,
  writer,
  email,
  locale,
  level,
  focusKey,
}: {
  kind: 'view' | 'feedback' | 'message'
  /** the review's public id */
  id: string
  data: ReviewPanelData
  /** the viewer may write reviews (and so edit their own) */
  writer: boolean
  /** the viewer's address, where the author's answer goes */
  email: string
  locale: Locale
  level: 2 | 3
  focusKey: string
}) {
  const t = useTranslations('reviews')
  const { viewed, answerable } = data
  const institution = viewed.review.institution.name
  return (
    <ScreenPanel
      closeHref={paths.cockpit('reviews')}
      testId="review-panel"
      title={kind === 'view' ? t('view.title', { institution }) : kind === 'feedback' ? t('feedback.title') : t('message.title')}
      level={level}
      closeLabel={t('actions.close')}
      focusKey={focusKey}
    >
      {viewed.own && (
        <p className="cockpit-review__help" data-testid="own-status">
          <strong>{t(`status.${viewed.own.status}`)}</strong> – {t(`statusHelp.${viewed.own.status}`)}
          {viewed.own.reject_reason && <> {t('rejectReason', { reason: viewed.own.reject_reason })}</>}
        </p>
      )}
      {kind === 'feedback' && answerable && (
        <>
          <p className="muted">{t('feedback.intro')}</p>
          <FeedbackForm reviewId={id} initial={answerable.feedback} />
        </>
      )}
      {kind === 'message' && (
        <>
          <p className="muted">{t('message.intro', { address: email })}</p>
          <MessageForm reviewId={id} />
        </>
      )}
      <ReviewCard review={viewed.review} locale={locale} headingId={`review-card-${id}`} expanded />
      {kind === 'view' && (viewed.own || viewed.answerable) && (
        <p className="cockpit-review__actions">
          {viewed.own && writer && (
            <Link className="btn btn--ghost btn--small" href={paths.cockpit('reviews', `edit-${id}`)} scroll={false}>
              {t('actions.edit')}
            </Link>
          )}
          {viewed.answerable && (
            <>
              <Link className="btn btn--ghost btn--small" href={paths.cockpit('reviews', `feedback-${id}`)} scroll={false}>
                {viewed.review.institution.feedback ? t('actions.feedbackEdit') : t('actions.feedback')}
              </Link>
              <Link className="btn btn--ghost btn--small" href={paths.cockpit('reviews', `message-${id}`)} scroll={false}>
                {t('actions.message')}
              </Link>
            </>
          )}
        </p>
      )}
    </ScreenPanel>
  )
}
