import 'server-only'
import type { Payload } from 'payload'
import { analyticsSetupOf, type AnalyticsSetup } from './analytics'

/** The team's analytics setup from the settings global, or null (none, or incomplete). */
export async function readAnalyticsSetup(payload: Payload): Promise<AnalyticsSetup | null> {
  const settings = await payload.findGlobal({ slug: 'settings', depth: 0, overrideAccess: true })
  return analyticsSetupOf(settings)
}
