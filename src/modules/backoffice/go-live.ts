import type { Payload } from 'payload'
import { storedCreditorProblems } from '../orders/creditor-check'

// The go-live check (ADR 0054): what still stands between this installation and
// real users, each with what to do. Shown on the /admin dashboard (ui/admin/go-live-check.tsx) and
// written to the start log (go-live-log.server.ts).
//   creditor   the billing settings are the example values or incomplete (ADR 0041): no orders
//   legal      a legal page still carries the template note or [placeholders] of the demo texts
//   smtp       a real deployment without SMTP_URL: mails are only stored in the outbox
//   publicUrl  a real deployment whose PUBLIC_URL is missing or names this machine

export type GoLiveKey = 'creditor' | 'legal' | 'smtp' | 'publicUrl'

export interface GoLiveProblem {
  key: GoLiveKey
  /** how many (legal pages) */
  count?: number
  /** where in /admin to fix it; none for the server's environment */
  href?: string
}

/** The first words of the template note the demo legal pages start with (scripts/seed/generate/legal-pages.ts), per language. */
export const LEGAL_TEMPLATE_MARKERS = ['Vorlage – nicht rechtsverbindlich', 'Modèle – sans valeur juridique', 'Modello – non giuridicamente vincolante'] as const

export interface DeploymentEnv {
  NODE_ENV?: string
  /** set by server/start.ts: 'true' for the demo start (embedded database with demo data) */
  HELVEMED_DEMO_START?: string
  SMTP_URL?: string
  PUBLIC_URL?: string
}

/** A real deployment: a production start that is not the demo (an external database, or demo data off). */
export function isRealDeployment(env: DeploymentEnv): boolean {
  return env.NODE_ENV === 'production' && env.HELVEMED_DEMO_START !== 'true'
}

function namesThisMachine(url: string): boolean {
  try {
    const host = new URL(url).hostname.toLowerCase().replace(/^\[|\]$/g, '')
    return host === 'localhost' || host.endsWith('.localhost') || /^127\./.test(host) || host === '::1' || host === '0.0.0.0'
  } catch {
    return true
  }
}

/** The problems of the server's environment (no database needed). */
export function environmentProblems(env: DeploymentEnv): GoLiveProblem[] {
  if (!isRealDeployment(env)) return []
  const problems: GoLiveProblem[] = []
  if (!env.SMTP_URL) problems.push({ key: 'smtp' })
  if (!env.PUBLIC_URL || namesThisMachine(env.PUBLIC_URL)) problems.push({ key: 'publicUrl' })
  return problems
}

/** Legal pages (any language, drafts too) that still carry the template note or a [placeholder] in their text. */
export async function legalTemplateCount(payload: Payload): Promise<number> {
  const { rows } = await payload.db.pool.query<{ n: string }>(
    `SELECT count(DISTINCT p.id) AS n
       FROM pages p JOIN pages_locales l ON l._parent_id = p.id
      WHERE p.legal_key IS NOT NULL
        AND (l.body::text LIKE ANY ($1::text[]) OR l.body::text ~ '"text": "[^"]*\\[[[:alpha:]][^]"]*\\]')`,
    [LEGAL_TEMPLATE_MARKERS.map((m) => `%${m}%`)],
  )
  return Number(rows[0]?.n ?? 0)
}

/** Everything the go-live check finds, in the order the dashboard lists it. */
export async function goLiveProblems(payload: Payload, env: DeploymentEnv = process.env): Promise<GoLiveProblem[]> {
  const [creditor, legal] = await Promise.all([storedCreditorProblems(payload), legalTemplateCount(payload)])
  return [
    ...(creditor.length > 0 ? [{ key: 'creditor' as const, href: '/admin/globals/billing-settings' }] : []),
    ...(legal > 0 ? [{ key: 'legal' as const, count: legal, href: '/admin/collections/pages?where[legal_key][exists]=true' }] : []),
    ...environmentProblems(env),
  ]
}
