// The team's analytics (ADR 0066): provider and ids from the settings global in /admin, loaded in the
// browser only after a consent that includes statistics, with the page's policy allowing its origins
// only then. Pure: the settings' shape, the origins a provider needs, and the policy with them.
import { z } from '@/lib/zod'

export const ANALYTICS_PROVIDERS = ['none', 'matomo', 'plausible', 'google'] as const
export type AnalyticsProvider = (typeof ANALYTICS_PROVIDERS)[number]

/** Google Analytics 4: its loader and the hosts its hits go to. */
export const GOOGLE_ANALYTICS_ORIGINS = ['https://www.googletagmanager.com', 'https://www.google-analytics.com', 'https://region1.google-analytics.com'] as const

const httpsBase = z
  .string()
  .trim()
  .max(300)
  .url()
  .refine((url) => url.startsWith('https://'), 'https only')
  .transform((url) => (url.endsWith('/') ? url : `${url}/`))

/** What the page's analytics island gets: the provider and what it needs to load it. */
export const analyticsSetupSchema = z.discriminatedUnion('provider', [
  // self-hosted Matomo: its base URL (matomo.js and matomo.php below it) and the site's number
  z.object({
    provider: z.literal('matomo'),
    url: httpsBase,
    id: z
      .string()
      .trim()
      .regex(/^\d{1,9}$/),
  }),
  // Plausible (self-hosted or plausible.io): its base URL (js/script.js below it) and the site's domain
  z.object({
    provider: z.literal('plausible'),
    url: httpsBase,
    id: z
      .string()
      .trim()
      .regex(/^[a-z0-9.-]{1,253}$/i),
  }),
  // Google Analytics 4: the measurement id
  z.object({
    provider: z.literal('google'),
    id: z
      .string()
      .trim()
      .regex(/^G-[A-Z0-9]{4,20}$/),
  }),
])
export type AnalyticsSetup = z.infer<typeof analyticsSetupSchema>

/** The settings' analytics fields as stored. */
export interface AnalyticsSettings {
  analytics_provider?: string | null
  analytics_url?: string | null
  analytics_id?: string | null
}

/** The setup the settings describe, or null (none chosen, or incomplete: then nothing loads). */
export function analyticsSetupOf(settings: AnalyticsSettings | null | undefined): AnalyticsSetup | null {
  if (!settings?.analytics_provider || settings.analytics_provider === 'none') return null
  const parsed = analyticsSetupSchema.safeParse({ provider: settings.analytics_provider, url: settings.analytics_url ?? undefined, id: settings.analytics_id ?? '' })
  return parsed.success ? parsed.data : null
}

/** What is wrong with a field of the settings for the chosen provider (the admin's validation), or null. */
export function analyticsFieldProblem(field: 'analytics_url' | 'analytics_id', settings: AnalyticsSettings): 'analyticsUrl' | 'analyticsId' | null {
  const provider = settings.analytics_provider
  if (!provider || provider === 'none') return null
  const parsed = analyticsSetupSchema.safeParse({ provider, url: settings.analytics_url ?? undefined, id: settings.analytics_id ?? '' })
  if (parsed.success) return null
  const failed = new Set(parsed.error.issues.map((issue) => issue.path[0]))
  if (field === 'analytics_url' && failed.has('url')) return 'analyticsUrl'
  if (field === 'analytics_id' && failed.has('id')) return 'analyticsId'
  return null
}

/** The origins the page must allow for scripts and requests of this setup. */
export function analyticsOrigins(setup: AnalyticsSetup | null): string[] {
  if (!setup) return []
  if (setup.provider === 'google') return [...GOOGLE_ANALYTICS_ORIGINS]
  return [new URL(setup.url).origin]
}

/** The response header that names a page's analytics origins, for the page cache (ADR 0066). */
export const ANALYTICS_ORIGINS_HEADER = 'x-analytics-origins'

/** The request header that carries the setup from the proxy to the layout. */
export const ANALYTICS_SETUP_HEADER = 'x-analytics-setup'

const CONSENTED_DIRECTIVES = new Set(['script-src', 'connect-src'])

function mapDirectives(policy: string, change: (name: string, sources: string[]) => string[]): string {
  return policy
    .split(';')
    .map((directive) => directive.trim())
    .filter(Boolean)
    .map((directive) => {
      const [name = '', ...sources] = directive.split(/\s+/)
      return CONSENTED_DIRECTIVES.has(name) ? [name, ...change(name, sources)].join(' ') : directive
    })
    .join('; ')
}

/** The policy with the analytics origins added to script-src and connect-src (statistics consented). */
export function withAnalyticsOrigins(policy: string, origins: readonly string[]): string {
  if (origins.length === 0) return policy
  return mapDirectives(policy, (_, sources) => [...sources, ...origins.filter((o) => !sources.includes(o))])
}

/** The policy without those origins (what a kept page stores; they are added again per visitor). */
export function withoutAnalyticsOrigins(policy: string, origins: readonly string[]): string {
  if (origins.length === 0) return policy
  return mapDirectives(policy, (_, sources) => sources.filter((s) => !origins.includes(s)))
}

/** The origins of a header value (space-separated https origins; anything else is dropped). */
export function originsOfHeader(value: unknown): string[] {
  if (typeof value !== 'string') return []
  return value.split(/\s+/).filter((o) => /^https:\/\/[a-z0-9.-]+(:\d+)?$/i.test(o))
}
