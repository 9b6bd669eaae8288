import 'server-only'
import type { Payload, Where } from 'payload'
import { relId } from '@/lib/relations'
import { userInstitutionIds, type Viewer } from '../institutions/membership.server'
import type { SocialCampaignState } from './social-campaign'

// What the employer sees of its premium-social campaigns in the cockpit (ADR 0040): per ad, the
// campaign of its latest order with a social budget. Only ads of institutions the viewer actively
// manages (the team: all); others' ads are simply absent.

export interface SocialCampaignView {
  state: SocialCampaignState
  /** CHF */
  budget: number
  from: string | null
  until: string | null
}

export async function socialCampaignsOf(payload: Payload, viewer: Viewer, jobIds: readonly number[]): Promise<Map<number, SocialCampaignView>> {
  const campaigns = new Map<number, SocialCampaignView>()
  if (jobIds.length === 0) return campaigns
  const own: Where[] = []
  if (viewer.role !== 'ROLE_ADMIN') {
    const { active } = await userInstitutionIds(payload, viewer)
    if (active.length === 0) return campaigns
    own.push({ institution: { in: active } })
  }
  const { docs } = await payload.find({
    collection: 'orders',
    where: { and: [{ job: { in: [...jobIds] } }, { social_budget: { greater_than: 0 } }, { social_campaign_status: { exists: true } }, ...own] },
    select: { job: true, social_budget: true, social_campaign_status: true, social_campaign_from: true, social_campaign_until: true },
    sort: ['-createdAt', '-id'],
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  for (const order of docs) {
    const job = relId(order.job)
    if (job === null || campaigns.has(job) || !order.social_campaign_status) continue
    campaigns.set(job, {
      state: order.social_campaign_status,
      budget: order.social_budget ?? 0,
      from: order.social_campaign_from ?? null,
      until: order.social_campaign_until ?? null,
    })
  }
  return campaigns
}
