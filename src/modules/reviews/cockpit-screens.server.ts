import 'server-only'
import type { Payload } from 'payload'
import type { Locale } from '@/i18n/locales'
import type { User } from '@/payload-types'
import { answerableReview, type AnswerableReview } from './answers.server'
import { reviewForViewer, type ViewedReview } from './cockpit.server'

/** What a review's view, answer or message screen shows; null when the viewer may not open it (404). */
export interface ReviewPanelData {
  viewed: ViewedReview
  /** the employer's side: null on the view screen */
  answerable: AnswerableReview | null
}

export async function reviewPanelData(payload: Payload, user: User, kind: 'view' | 'feedback' | 'message', rowId: number, locale: Locale): Promise<ReviewPanelData | null> {
  const viewed = await reviewForViewer(payload, user, rowId, locale)
  if (!viewed) return null
  const answerable = kind === 'view' ? null : await answerableReview(payload, user, rowId)
  if (kind !== 'view' && !answerable) return null
  return { viewed, answerable }
}
