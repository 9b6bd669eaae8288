import 'server-only'
import type { Payload } from 'payload'
import { isLocale } from '@/i18n/locales'
import { relId } from '@/lib/relations'
import { sendMail } from '@/lib/mail/send'
import type { User } from '@/payload-types'
import { isReviewId, type EmployerFeedback } from './answer-schema'
import { REVIEW_MESSAGES_PER_REVIEW, REVIEW_MESSAGES_PER_SENDER } from '../limits/rules'
import { giveBackLimit, takeLimit } from '../limits/take.server'
import { relayMail } from './review-mails'
import { reviewViewerOf } from './viewer.server'
import { isVisibleTo } from './visibility'

// The employer's public answer and private message (relay). Only a manager (active membership) of
// the reviewed institution who may read the review answers it: published reviews, and not
// WSJ-exclusive ones (students only). Anyone else gets "not found", whatever the id.

export interface AnswerableReview {
  id: number
  /** for links (the relay mail); the row id above stays on the server */
  publicId: string
  institution: { id: number; name: string }
  feedback: { name: string; function: string; content: string } | null
}

type Manager = Pick<User, 'id' | 'role' | 'email'>

/** The review if this user may answer it, else null. */
export async function answerableReview(payload: Payload, user: Pick<User, 'id' | 'role'> | null, id: number): Promise<AnswerableReview | null> {
  if (!user || !isReviewId(id)) return null
  const { viewer, managed } = await reviewViewerOf(payload, user)
  const review = await payload.findByID({
    collection: 'reviews',
    id,
    depth: 0,
    select: { public_id: true, institution: true, status: true, is_wsj_exclusive: true, feedback: true },
    disableErrors: true,
    // Visibility and membership are checked below; the author is not loaded.
    overrideAccess: true,
  })
  const institutionId = relId(review?.institution)
  if (!review || institutionId === null || !managed.includes(institutionId)) return null
  if (!isVisibleTo({ institution: institutionId, is_wsj_exclusive: review.is_wsj_exclusive, status: review.status }, viewer, managed)) return null
  const institution = await payload.findByID({ collection: 'institutions', id: institutionId, depth: 0, select: { name: true }, disableErrors: true, overrideAccess: true })
  const f = review.feedback
  return {
    id: review.id,
    publicId: review.public_id,
    institution: { id: institutionId, name: institution?.name ?? '' },
    feedback: f?.content ? { name: f.name ?? '', function: f.function ?? '', content: f.content } : null,
  }
}

/** Publishes or edits the employer's answer under the review; false when the user may not. */
export async function saveEmployerFeedback(payload: Payload, user: Pick<User, 'id' | 'role'> | null, id: number, answer: EmployerFeedback, now = new Date()): Promise<boolean> {
  const review = await answerableReview(payload, user, id)
  if (!review) return false
  await payload.update({
    collection: 'reviews',
    id: review.id,
    data: { feedback: { ...answer, updated_at: now.toISOString() } },
    depth: 0,
    // Only the answer group changes; answerableReview checked the membership.
    overrideAccess: true,
  })
  return true
}

export type RelayResult = { ok: true } | { ok: false; reason: 'notFound' | 'limit' | 'dailyLimit' }

/**
 * Sends the manager's message to the author by mail (Reply-To: the manager) and keeps it in
 * review-messages for the team. The manager never learns who the author is or their address.
 */
export async function relayMessageToAuthor(payload: Payload, manager: Manager | null, id: number, message: string, now = new Date()): Promise<RelayResult> {
  const review = manager ? await answerableReview(payload, manager, id) : null
  if (!review || !manager) return { ok: false, reason: 'notFound' }
  const row = await payload.findByID({ collection: 'reviews', id, depth: 1, select: { author: true }, overrideAccess: true, disableErrors: true })
  const author = row?.author && typeof row.author === 'object' ? row.author : null
  if (!author) return { ok: false, reason: 'notFound' }
  // Limits that protect the author whatever the number of managers, and everyone from a script
  // (modules/limits/rules.ts). Both count per review or per sender, never per author: a refusal
  // tells nothing about who wrote which review. Each take is atomic in PostgreSQL, so parallel
  // sends cannot pass the limit; a message refused for the review gives the sender's token back.
  const sender = String(manager.id)
  if (!(await takeLimit(payload, REVIEW_MESSAGES_PER_SENDER, sender, { now })).ok) return { ok: false, reason: 'dailyLimit' }
  if (!(await takeLimit(payload, REVIEW_MESSAGES_PER_REVIEW, String(id), { now })).ok) {
    await giveBackLimit(payload, REVIEW_MESSAGES_PER_SENDER, sender, { now })
    return { ok: false, reason: 'limit' }
  }
  await payload.create({
    collection: 'review-messages',
    data: { review: id, institution: review.institution.id, sender: manager.id, message },
    // Team-only collection: the relay writes its own record.
    overrideAccess: true,
  })
  await sendMail(
    payload,
    relayMail({
      locale: isLocale(author.locale) ? author.locale : 'de',
      authorEmail: author.email,
      managerEmail: manager.email,
      institutionName: review.institution.name,
      message,
      reviewPublicId: review.publicId,
    }),
  )
  return { ok: true }
}
