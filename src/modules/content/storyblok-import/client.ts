import StoryblokClient from 'storyblok-js-client'

// The Storyblok client of the importer (ADR 0069): the official `storyblok-js-client` with the
// content service's limits, wrapped where the package differs: at most 5 requests per second (3 with an OAuth token) counted
// as a rolling window on our side too, a 429 retried up to 10 times 300 ms apart (the package's
// own retry), 200-206 as success (the package rejects 201-206 after accepting them), a 5xx retried
// twice before it is reported, and every error as { message, status, response }.

export const STORYBLOK_LIMITS = {
  perPage: 25,
  uuidBatch: 50,
  perSecond: 5,
  perSecondOAuth: 3,
  retries: 10,
  retryDelayMs: 300,
  serverErrorRetries: 2,
} as const

/** A window a little longer than a second: the server counts arrivals, which jitter behind our starts. */
const WINDOW_MS = 1_100

export interface StoryblokError {
  message: string
  status: number
  response: unknown
}

export interface StoryblokAnswer<T = unknown> {
  data: T
  headers: Record<string, string>
}

export interface StoryblokClientOptions {
  token: string
  oauth?: string
  endpoint?: string
  /** seconds for one request; 0: none */
  timeoutSeconds?: number
  fetch?: typeof fetch
}

export interface ImportClient {
  readonly perSecond: number
  get<T = unknown>(path: string, params?: Record<string, unknown>): Promise<StoryblokAnswer<T>>
  /** every page of a listing, `per_page` 25 */
  getAll<T = unknown>(path: string, params: Record<string, unknown>, entity: string): Promise<T[]>
  /** stories by uuid, in batches of 50 (`by_uuids`) */
  storiesByUuids<T = unknown>(uuids: readonly string[], params?: Record<string, unknown>): Promise<T[]>
}

/** At most `limit` starts in any rolling window; waiting callers are served in order. */
export function rollingLimiter(limit: number, windowMs: number) {
  const starts: number[] = []
  let chain: Promise<void> = Promise.resolve()
  const acquireNow = async (): Promise<void> => {
    for (;;) {
      const now = Date.now()
      while (starts.length > 0 && (starts[0] ?? 0) <= now - windowMs) starts.shift()
      if (starts.length < limit) {
        starts.push(now)
        return
      }
      await new Promise((resolve) => setTimeout(resolve, (starts[0] ?? now) + windowMs - now + 1))
    }
  }
  return {
    acquire(): Promise<void> {
      const next = chain.then(acquireNow)
      chain = next.catch(() => {})
      return next
    },
  }
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

export const isSuccess = (status: number) => status >= 200 && status <= 206

/** Anything the package or fetch threw, as { message, status, response } (status 0: no answer). */
export function normaliseError(error: unknown): StoryblokError {
  if (error && typeof error === 'object') {
    const e = error as { message?: unknown; status?: unknown; response?: unknown }
    const status = typeof e.status === 'number' ? e.status : 0
    const message = typeof e.message === 'string' && e.message ? e.message : status ? `HTTP ${status}` : 'Unknown error'
    return { message, status, response: e.response ?? null }
  }
  return { message: typeof error === 'string' ? error : 'Unknown error', status: 0, response: null }
}

export function isStoryblokError(value: unknown): value is StoryblokError {
  return (
    !!value && typeof value === 'object' && typeof (value as StoryblokError).message === 'string' && typeof (value as StoryblokError).status === 'number' && 'response' in value
  )
}

/**
 * fetch as the package sees it: after our rate limiter, with a timeout from the start of the
 * request (not from the wait), and an error body that is not JSON turned into `{ error }` so the
 * package keeps the status instead of failing on the parse.
 */
function limitedFetch(limit: number, timeoutSeconds: number, base: typeof fetch): typeof fetch {
  const limiter = rollingLimiter(limit, WINDOW_MS)
  return async (input, init) => {
    await limiter.acquire()
    const signal = timeoutSeconds > 0 ? AbortSignal.timeout(timeoutSeconds * 1000) : undefined
    const response = await base(input, { ...init, ...(signal ? { signal } : {}) })
    if (response.status === 204) return response
    const text = await response.text()
    let body = text
    try {
      JSON.parse(text)
    } catch {
      body = JSON.stringify({ error: text.slice(0, 200) || response.statusText || `HTTP ${response.status}` })
    }
    return new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers })
  }
}

export function createImportClient(options: StoryblokClientOptions): ImportClient {
  const perSecond = options.oauth ? STORYBLOK_LIMITS.perSecondOAuth : STORYBLOK_LIMITS.perSecond
  const sb = new StoryblokClient({
    accessToken: options.token,
    ...(options.oauth ? { oauthToken: options.oauth } : {}),
    ...(options.endpoint ? { endpoint: options.endpoint.replace(/\/$/, '') } : {}),
    rateLimit: perSecond,
    maxRetries: STORYBLOK_LIMITS.retries,
    retriesDelay: STORYBLOK_LIMITS.retryDelayMs,
    fetch: limitedFetch(perSecond, options.timeoutSeconds ?? 30, options.fetch ?? fetch),
  })

  // The package resolves 200-206 in its fetch layer, then rejects what is not exactly 200 with the
  // raw answer: that answer is a success here.
  const settle = async <T>(request: () => Promise<unknown>): Promise<StoryblokAnswer<T>> => {
    for (let attempt = 0; ; attempt++) {
      try {
        const res = (await request()) as { data: T; headers?: Record<string, string> }
        return { data: res.data, headers: res.headers ?? {} }
      } catch (error) {
        const raw = error as { status?: unknown; data?: unknown; headers?: Record<string, string> }
        if (typeof raw?.status === 'number' && isSuccess(raw.status) && 'data' in raw) return { data: raw.data as T, headers: raw.headers ?? {} }
        const normalised = normaliseError(error)
        if (normalised.status >= 500 && attempt < STORYBLOK_LIMITS.serverErrorRetries) {
          await delay(STORYBLOK_LIMITS.retryDelayMs)
          continue
        }
        throw normalised
      }
    }
  }

  const get = <T>(path: string, params: Record<string, unknown> = {}) => settle<T>(() => sb.get(path, { ...params }))

  return {
    perSecond,
    get,
    async getAll<T>(path: string, params: Record<string, unknown>, entity: string): Promise<T[]> {
      const perPage = STORYBLOK_LIMITS.perPage
      const first = await get<Record<string, unknown>>(path, { ...params, per_page: perPage, page: 1 })
      const total = Number(first.headers.total ?? 0)
      const pages = total > 0 ? Math.ceil(total / Number(first.headers['per-page'] ?? perPage)) : 1
      const rest = await Promise.all(Array.from({ length: Math.max(0, pages - 1) }, (_, i) => get<Record<string, unknown>>(path, { ...params, per_page: perPage, page: i + 2 })))
      return [first, ...rest].flatMap((answer) => Object.values((answer.data[entity] ?? {}) as Record<string, T>))
    },
    async storiesByUuids<T>(uuids: readonly string[], params: Record<string, unknown> = {}): Promise<T[]> {
      const batches: string[][] = []
      for (let i = 0; i < uuids.length; i += STORYBLOK_LIMITS.uuidBatch) batches.push(uuids.slice(i, i + STORYBLOK_LIMITS.uuidBatch))
      const answers = await Promise.all(
        batches.map((batch) => get<{ stories?: T[] }>('cdn/stories', { ...params, by_uuids: batch.join(','), per_page: STORYBLOK_LIMITS.uuidBatch })),
      )
      return answers.flatMap((answer) => answer.data.stories ?? [])
    },
  }
}
