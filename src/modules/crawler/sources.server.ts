import 'server-only'
import type { Payload } from 'payload'
import { institutionRoleOf, mayManage, type Viewer } from '../institutions/membership.server'
import type { CrawlStatus, SourceKind } from './source-kinds'

// The crawl sources of one institution as its managers see them in the cockpit: read-only, the
// team keeps them in /admin (ADR 0070). Null for anyone who may not manage the institution.

export interface CockpitCrawlSource {
  id: number
  kind: SourceKind
  url: string
  active: boolean
  lastCrawlAt: string | null
  lastStatus: CrawlStatus | null
  found: number | null
  listed: number | null
  changed: number | null
  offline: number | null
}

export async function crawlSourcesForManager(payload: Payload, viewer: Viewer | null, institutionId: number): Promise<CockpitCrawlSource[] | null> {
  if (!mayManage(await institutionRoleOf(payload, viewer, institutionId))) return null
  const { docs } = await payload.find({
    collection: 'crawl-sources',
    where: { institution: { equals: institutionId } },
    sort: 'url',
    limit: 50,
    depth: 0,
    overrideAccess: true,
  })
  return docs.map((d) => ({
    id: d.id,
    kind: d.kind,
    url: d.url,
    active: Boolean(d.active),
    lastCrawlAt: d.last_crawl_at ?? null,
    lastStatus: d.last_status ?? null,
    found: d.last_found ?? null,
    listed: d.last_new ?? null,
    changed: d.last_changed ?? null,
    offline: d.last_offline ?? null,
  }))
}
