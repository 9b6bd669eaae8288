import robotsParser from 'robots-parser'
import { crawlableUrl, FetchRefusal, getOnce, type FetchSettings } from './fetch-http'

// One crawl's fetcher (ADR 0070): robots.txt read once per host and kept for this crawl (a bounded
// number of hosts), requests to a host spaced by the source's rate (or the host's Crawl-delay when
// longer), conditional requests from the validators kept per URL, and redirects followed a few
// times, each hop checked like the first (scheme, address, robots).

export interface Validators {
  etag: string | null
  lastModified: string | null
}

export type FetchOutcome = { kind: 'fetched'; url: string; body: string; contentType: string | null; validators: Validators } | { kind: 'unchanged'; url: string }

/** The robot token our user agent starts with, matched against robots.txt groups. */
export const ROBOT_TOKEN = 'HelvemedBot'
const MAX_HOSTS = 200
const MAX_CRAWL_DELAY_MS = 60_000
const ROBOTS_BYTES = 512 * 1024

type Robots = ReturnType<typeof robotsParser>

export interface FetchSession {
  /** A GET of a page or feed: 200 -> fetched, 304 -> unchanged, anything else -> a FetchRefusal thrown. */
  get(url: string, options: { rateMs: number; validators?: Validators | null; accept?: string }): Promise<FetchOutcome>
}

export function createFetchSession(settings: FetchSettings, { sleep = defaultSleep }: { sleep?: (ms: number) => Promise<void> } = {}): FetchSession {
  const robots = new Map<string, Robots | 'all' | 'none'>()
  const lastRequest = new Map<string, number>()

  async function spaced(host: string, rateMs: number): Promise<void> {
    const rules = robots.get(host)
    const delay = rules && typeof rules === 'object' ? Math.min((rules.getCrawlDelay(ROBOT_TOKEN) ?? 0) * 1000, MAX_CRAWL_DELAY_MS) : 0
    const gap = Math.max(rateMs, delay)
    const last = lastRequest.get(host)
    if (last !== undefined) {
      const wait = last + gap - Date.now()
      if (wait > 0) await sleep(wait)
    }
    lastRequest.set(host, Date.now())
  }

  async function robotsFor(url: URL, rateMs: number): Promise<Robots | 'all' | 'none'> {
    const known = robots.get(url.host)
    if (known) return known
    if (robots.size >= MAX_HOSTS) throw new FetchRefusal('too_many', `more than ${MAX_HOSTS} hosts in one crawl`)
    const robotsUrl = new URL('/robots.txt', url)
    await spaced(url.host, rateMs)
    let rules: Robots | 'all' | 'none'
    try {
      const answer = await getOnce(robotsUrl, { Accept: 'text/plain' }, { ...settings, maxBytes: ROBOTS_BYTES })
      // No robots.txt (4xx): everything allowed; a server error: nothing, until it answers again.
      if (answer.status >= 200 && answer.status < 300) rules = robotsParser(robotsUrl.href, answer.body)
      else if (answer.status >= 400 && answer.status < 500) rules = 'all'
      else rules = 'none'
    } catch (err) {
      if (err instanceof FetchRefusal && err.problem === 'address') throw err
      rules = 'none'
    }
    robots.set(url.host, rules)
    return rules
  }

  async function allowed(url: URL, rateMs: number): Promise<void> {
    const rules = await robotsFor(url, rateMs)
    if (rules === 'all') return
    if (rules === 'none' || rules.isAllowed(url.href, ROBOT_TOKEN) === false) throw new FetchRefusal('robots', `robots.txt disallows ${url.href}`)
  }

  return {
    async get(raw, { rateMs, validators, accept = '*/*' }) {
      let url = crawlableUrl(raw)
      for (let hop = 0; ; hop++) {
        await allowed(url, rateMs)
        await spaced(url.host, rateMs)
        const headers: Record<string, string> = { Accept: accept }
        if (hop === 0 && validators?.etag) headers['If-None-Match'] = validators.etag
        if (hop === 0 && validators?.lastModified) headers['If-Modified-Since'] = validators.lastModified
        const answer = await getOnce(url, headers, settings)
        const location = answer.headers.location
        if ([301, 302, 303, 307, 308].includes(answer.status) && location) {
          if (hop >= settings.maxRedirects) throw new FetchRefusal('http_status', `more than ${settings.maxRedirects} redirects from ${raw}`)
          url = crawlableUrl(location, url.href)
          continue
        }
        if (answer.status === 304 && hop === 0) return { kind: 'unchanged', url: url.href }
        if (answer.status !== 200) throw new FetchRefusal('http_status', `HTTP ${answer.status} at ${url.href}`)
        const header = (name: string) => {
          const value = answer.headers[name]
          return typeof value === 'string' ? value : null
        }
        return {
          kind: 'fetched',
          url: url.href,
          body: answer.body,
          contentType: header('content-type'),
          validators: { etag: header('etag'), lastModified: header('last-modified') },
        }
      }
    },
  }
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))
