import type { MetadataRoute } from 'next'
import { env } from '@/lib/env'
import { robotsRules } from '@/modules/seo/robots'

export const dynamic = 'force-dynamic'

export default function robots(): MetadataRoute.Robots {
  return robotsRules(env().PUBLIC_URL)
}
