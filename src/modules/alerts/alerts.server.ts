import 'server-only'
import type { Payload, Where } from 'payload'
import type { Locale } from '@/i18n/locales'
import { sendMail } from '@/lib/mail/send'
import { relId } from '@/lib/relations'
import type { JobAlert } from '@/payload-types'
import { alertFilterKey, alertFilterOf, readAlertFilter, type AlertFilter } from './filter'
import { ALERT_SAVES_PER_IP } from '../limits/rules'
import { takeLimit } from '../limits/take.server'
import { CONFIRM_MS, MAX_ALERTS_PER_EMAIL, MAX_PENDING_PER_EMAIL, RESEND_AFTER_MS } from './limits'
import { confirmPageUrl } from './links'
import { alertConfirmationMail } from './mails'
import { hashToken } from '@/lib/secret-token'
import { newToken } from './tokens'
import { alertDescriber } from './words.server'

// Saving, confirming, unsubscribing and deleting job alerts (ADR 0011). The job-alerts collection
// is team-only in /admin; these functions are the app's only way in and check who asks themselves,
// so every Payload call here passes overrideAccess: true.

/** Who saves or manages alerts: a logged-in account (its address is verified at login) or nobody. */
export interface AlertViewer {
  id: number
  email: string
  verified: boolean
}

export function alertViewerOf(user: { id: number; email: string; _verified?: boolean | null } | null): AlertViewer | null {
  return user ? { id: user.id, email: user.email.toLowerCase(), verified: user._verified !== false } : null
}

export type SaveAlertResult =
  | { ok: true; status: 'active'; created: boolean }
  /** the same answer whether or not the address already had this alert (no disclosure) */
  | { ok: true; status: 'pending'; email: string }
  | { ok: false; reason: 'emailRequired' | 'limit' | 'pendingLimit' }
  /** too many anonymous saves from this IP (shared by every app process) */
  | { ok: false; reason: 'tooMany'; retryAfterSeconds: number }

export interface SaveAlertInput {
  /** lowercased address, or '' for "my account's address" */
  email: string
  filter: AlertFilter
  locale: Locale
}

const age = (since: string | null | undefined, now: Date) => (since ? now.getTime() - new Date(since).getTime() : Infinity)
const isLivePending = (alert: JobAlert, now: Date) => alert.status === 'pending' && age(alert.updatedAt, now) <= CONFIRM_MS

function sameSearch(alert: JobAlert, key: string): boolean {
  const filter = readAlertFilter(alert.filter)
  return filter !== null && alertFilterKey(filter) === key
}

async function alertsOfEmail(payload: Payload, email: string): Promise<JobAlert[]> {
  const { docs } = await payload.find({ collection: 'job-alerts', overrideAccess: true, where: { email: { equals: email } }, limit: 200, depth: 0, sort: 'id' })
  return docs
}

/**
 * Saves a search as an alert. A logged-in account saving for its own address gets an active alert
 * at once; any other address gets a pending alert and a confirmation mail (double opt-in).
 * Saving a search the address already has is idempotent.
 */
export async function saveAlert(payload: Payload, input: SaveAlertInput, viewer: AlertViewer | null, ip: string, now = new Date()): Promise<SaveAlertResult> {
  const filter = alertFilterOf(input.filter)
  const key = alertFilterKey(filter)
  const email = input.email.trim().toLowerCase()
  const account = viewer?.verified && (email === '' || email === viewer.email) ? viewer : null
  const to = account ? account.email : email
  if (to === '') return { ok: false, reason: 'emailRequired' }
  if (!account) {
    const allowed = await takeLimit(payload, ALERT_SAVES_PER_IP, ip, { now })
    if (!allowed.ok) return { ok: false, reason: 'tooMany', retryAfterSeconds: allowed.retryAfterSeconds }
  }

  const existing = await alertsOfEmail(payload, to)
  const same = existing.find((alert) => sameSearch(alert, key))
  // Expired confirmations do not count; the daily job deletes them.
  const counted = existing.filter((alert) => alert.status === 'active' || isLivePending(alert, now))

  if (account) {
    if (same) {
      if (same.status !== 'active' || relId(same.user) !== account.id) {
        await payload.update({
          collection: 'job-alerts',
          id: same.id,
          overrideAccess: true,
          data: { status: 'active', user: account.id, confirmed_at: same.confirmed_at ?? now.toISOString() },
        })
      }
      return { ok: true, status: 'active', created: false }
    }
    if (counted.length >= MAX_ALERTS_PER_EMAIL) return { ok: false, reason: 'limit' }
    await payload.create({
      collection: 'job-alerts',
      overrideAccess: true,
      data: { email: to, user: account.id, locale: input.locale, status: 'active', filter: { ...filter }, confirmed_at: now.toISOString() },
    })
    return { ok: true, status: 'active', created: true }
  }

  const pending: SaveAlertResult = { ok: true, status: 'pending', email: to }
  if (same?.status === 'active') return pending
  if (same) {
    if (age(same.updatedAt, now) < RESEND_AFTER_MS) return pending
    const token = newToken()
    await payload.update({ collection: 'job-alerts', id: same.id, overrideAccess: true, data: { confirm_token_hash: hashToken(token), locale: input.locale } })
    await mailConfirmation(payload, input.locale, to, filter, token)
    return pending
  }
  if (counted.length >= MAX_ALERTS_PER_EMAIL) return { ok: false, reason: 'limit' }
  if (counted.filter((alert) => alert.status === 'pending').length >= MAX_PENDING_PER_EMAIL) return { ok: false, reason: 'pendingLimit' }
  const token = newToken()
  await payload.create({
    collection: 'job-alerts',
    overrideAccess: true,
    data: { email: to, locale: input.locale, status: 'pending', filter: { ...filter }, confirm_token_hash: hashToken(token) },
  })
  await mailConfirmation(payload, input.locale, to, filter, token)
  return pending
}

async function mailConfirmation(payload: Payload, locale: Locale, to: string, filter: AlertFilter, token: string): Promise<void> {
  const { summary } = await alertDescriber(payload, locale)
  await sendMail(payload, alertConfirmationMail(locale, to, summary(filter), confirmPageUrl(locale, token)))
}

export type AlertByToken = { state: 'pending' | 'active'; alert: JobAlert; filter: AlertFilter } | { state: 'invalid' }

/** The alert a confirmation link names, if the link still works (7 days after its mail or after confirming). */
export async function findAlertByConfirmToken(payload: Payload, token: string, now = new Date()): Promise<AlertByToken> {
  const { docs } = await payload.find({ collection: 'job-alerts', overrideAccess: true, where: { confirm_token_hash: { equals: hashToken(token) } }, limit: 1, depth: 0 })
  const alert = docs[0]
  const filter = alert ? readAlertFilter(alert.filter) : null
  if (!alert || !filter) return { state: 'invalid' }
  if (alert.status === 'pending') return isLivePending(alert, now) ? { state: 'pending', alert, filter } : { state: 'invalid' }
  // Confirming twice is harmless: the link keeps showing "active" until the daily job clears it.
  return age(alert.confirmed_at, now) <= CONFIRM_MS ? { state: 'active', alert, filter } : { state: 'invalid' }
}

/** Activates the alert a confirmation link names; idempotent. */
export async function confirmAlert(payload: Payload, token: string, now = new Date()): Promise<AlertByToken> {
  const found = await findAlertByConfirmToken(payload, token, now)
  if (found.state !== 'pending') return found
  const alert = await payload.update({
    collection: 'job-alerts',
    id: found.alert.id,
    overrideAccess: true,
    data: { status: 'active', confirmed_at: now.toISOString() },
  })
  return { state: 'active', alert, filter: found.filter }
}

/** The alert an unsubscribe link names, or null (already deleted, or never existed). */
export async function findAlertByUnsubscribeToken(payload: Payload, token: string): Promise<{ alert: JobAlert; filter: AlertFilter | null } | null> {
  const { docs } = await payload.find({ collection: 'job-alerts', overrideAccess: true, where: { unsubscribe_token_hash: { equals: hashToken(token) } }, limit: 1, depth: 0 })
  const alert = docs[0]
  return alert ? { alert, filter: readAlertFilter(alert.filter) } : null
}

/** Deletes the alert an unsubscribe link names; false when there is none (any more). */
export async function unsubscribeAlert(payload: Payload, token: string): Promise<boolean> {
  const { docs } = await payload.delete({ collection: 'job-alerts', overrideAccess: true, where: { unsubscribe_token_hash: { equals: hashToken(token) } } })
  return docs.length > 0
}

/** A viewer's alerts: those saved with the account, and those of its (verified) address. */
function ownedBy(viewer: AlertViewer): Where {
  const mine: Where[] = [{ user: { equals: viewer.id } }]
  if (viewer.verified) mine.push({ email: { equals: viewer.email } })
  return { or: mine }
}

export async function listAlertsOf(payload: Payload, viewer: AlertViewer): Promise<{ alert: JobAlert; filter: AlertFilter | null }[]> {
  const { docs } = await payload.find({ collection: 'job-alerts', overrideAccess: true, where: ownedBy(viewer), sort: '-createdAt', limit: 200, depth: 0 })
  return docs.map((alert) => ({ alert, filter: readAlertFilter(alert.filter) }))
}

/** Deletes one of the viewer's alerts; false for an unknown id or another person's alert (same answer). */
export async function deleteAlertOf(payload: Payload, viewer: AlertViewer, id: number): Promise<boolean> {
  const { docs } = await payload.delete({ collection: 'job-alerts', overrideAccess: true, where: { and: [{ id: { equals: id } }, ownedBy(viewer)] } })
  return docs.length > 0
}

/** Daily housekeeping: unconfirmed alerts past their link's life go; confirmed alerts' links stop working. */
export async function removeStaleAlerts(payload: Payload, now = new Date()): Promise<void> {
  const cutoff = new Date(now.getTime() - CONFIRM_MS).toISOString()
  await payload.delete({ collection: 'job-alerts', overrideAccess: true, where: { and: [{ status: { equals: 'pending' } }, { updatedAt: { less_than: cutoff } }] } })
  await payload.update({
    collection: 'job-alerts',
    overrideAccess: true,
    where: { and: [{ status: { equals: 'active' } }, { confirmed_at: { less_than: cutoff } }, { confirm_token_hash: { exists: true } }] },
    data: { confirm_token_hash: null },
  })
}
