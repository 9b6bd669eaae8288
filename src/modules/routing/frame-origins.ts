import { isLocale } from '@/i18n/locales'

// Extra frame-src origins for one page: a job page with a "link" ad may frame its employer's page.
// The table of all link ads comes from /api/frame-origins and is kept for a minute in this process,
// so crawling thousands of job pages costs no lookup per request (ADR 0016).

const TTL_MS = 60_000
let cache: { at: number; jobs: Map<string, string> } | undefined
let loading: Promise<Map<string, string>> | undefined

async function load(origin: string): Promise<Map<string, string>> {
  const res = await fetch(`${origin}/api/frame-origins`, { cache: 'no-store' })
  if (!res.ok) throw new Error(`frame origins: ${res.status}`)
  const body = (await res.json()) as { jobs: Record<string, string> }
  return new Map(Object.entries(body.jobs))
}

async function linkAdOrigins(origin: string): Promise<Map<string, string>> {
  if (cache && Date.now() - cache.at < TTL_MS) return cache.jobs
  loading ??= load(origin)
    .then((jobs) => {
      cache = { at: Date.now(), jobs }
      return jobs
    })
    // Without the table (e.g. during start-up) the page falls back to "open in new tab".
    .catch(() => cache?.jobs ?? new Map<string, string>())
    .finally(() => {
      loading = undefined
    })
  return loading
}

/** The job id of a job page path (/{lang}/job/{id}), else null. */
export function jobPageId(pathname: string): string | null {
  const match = /^\/([a-z]{2})\/job\/(\d{1,12})\/?$/.exec(pathname)
  return match && isLocale(match[1]) ? match[2] : null
}

export async function frameOriginsFor(pathname: string, origin: string): Promise<string[]> {
  const id = jobPageId(pathname)
  if (!id) return []
  const employer = (await linkAdOrigins(origin)).get(id)
  return employer ? [employer] : []
}
