import type { FieldHook } from 'payload'
import { relId } from '@/lib/relations'

// The social-media campaign a premium-social order includes (ADR 0040): the team runs it with the
// order's budget during the ad's period and marks it done in /admin; the employer sees its state
// in the cockpit. The order carries the state and the period; both are set when the order is
// written (an order with a budget starts as a to-do), and the team may change them.

export const SOCIAL_CAMPAIGN_STATES = ['todo', 'running', 'done'] as const
export type SocialCampaignState = (typeof SOCIAL_CAMPAIGN_STATES)[number]

const DAY_MS = 86_400_000

/** The period the order buys: a new ad from its start, an extension from max(now, old end); `duration` days. */
export function campaignPeriod(kind: string | undefined, job: { online_from?: string | null; online_until?: string | null } | null, days: number, now = new Date()) {
  const startOf = (value: string | null | undefined) => (value ? new Date(value).getTime() : Number.NaN)
  const start = kind === 'extend' ? Math.max(now.getTime(), startOf(job?.online_until) || 0) : Math.max(now.getTime(), startOf(job?.online_from) || 0)
  return { from: new Date(start).toISOString(), until: new Date(start + days * DAY_MS).toISOString() }
}

const hasBudget = (data: Record<string, unknown> | undefined) => Number(data?.social_budget ?? 0) > 0

/** A new order with a social budget is a campaign to do. */
export const campaignStateOnCreate: FieldHook = ({ value, data, operation }) => {
  if (operation === 'create' && !value && hasBudget(data)) return 'todo'
  return value
}

/** A new order with a social budget gets the period it pays for (read from its ad before checkout changes the ad). */
export function campaignDateOnCreate(edge: 'from' | 'until'): FieldHook {
  return async ({ value, data, operation, req }) => {
    if (operation !== 'create' || value || !hasBudget(data)) return value
    const jobId = relId(data?.job)
    const job = jobId !== null ? await req.payload.findByID({ collection: 'jobs', id: jobId, depth: 0, req, overrideAccess: true, disableErrors: true }) : null
    return campaignPeriod(typeof data?.kind === 'string' ? data.kind : undefined, job, Number(data?.duration ?? 0))[edge]
  }
}
