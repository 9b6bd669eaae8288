import 'server-only'
import QRCode from 'qrcode'
import type { Payload } from 'payload'
import { openPendingLogin, sealSetup } from './pending-login'
import { newTotpSecret, totpUri } from './totp'

export interface TotpSetupView {
  /** the QR code of the otpauth:// address, an inline SVG string (no request, no script) */
  svg: string
  /** the same secret as text, in groups of four for typing */
  secretText: string
  /** the sealed secret the form sends back */
  setup: string
}

/** A new secret for the setup form. Stores nothing: the form carries it sealed (see sealSetup). */
export async function totpSetupView(payload: Payload, user: { id: number; email: string }): Promise<TotpSetupView> {
  const secret = newTotpSecret()
  const svg = await QRCode.toString(totpUri(secret, user.email), { type: 'svg', margin: 1, width: 200, errorCorrectionLevel: 'M' })
  return { svg, secretText: secret.match(/.{1,4}/g)?.join(' ') ?? secret, setup: sealSetup(payload.secret, secret, user.id) }
}

/**
 * The setup view for the pending first team login sealed in the cookie `pendingCookie`, or null when there
 * is none, it expired, or it is at another step (the page then offers to log in again).
 */
export async function pendingSetupView(payload: Payload, pendingCookie: string | undefined): Promise<TotpSetupView | null> {
  const opened = openPendingLogin(payload.secret, pendingCookie)
  const live = opened && !opened.expired && opened.pending.step === 'setup' ? opened.pending : null
  const user = live ? await payload.findByID({ collection: 'users', id: live.userId, overrideAccess: true, depth: 0, disableErrors: true }) : null
  return user ? totpSetupView(payload, user) : null
}
