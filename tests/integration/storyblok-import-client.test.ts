import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createImportClient, type StoryblokError } from '@/modules/content/storyblok-import/client'

// The importer's Storyblok client against a loopback server (ADR 0069): requests per second as the
// server counts them, 429 retries and their spacing, 200-206 as success, 5xx retried then reported,
// errors as { message, status, response }, pages of 25 and uuid batches of 50.
// The limits are proven on a clock the test controls (ADR 0058, Session 16): the limiters (ours
// and the package's) and the retry delays wait on setTimeout and read Date.now(), which Vitest's
// fake timers replace; the server is then the client's fetch (no socket, so nothing runs outside
// that clock) and counts arrivals by the same clock. Waits cost no real time, and a loaded machine
// cannot bunch arrivals together (on the real clock the server once saw 8 in one second at load 28).

type Hit = { at: number; path: string; query: URLSearchParams }
type Answer = { status: number; body?: unknown; headers?: Record<string, string>; raw?: string }

let server: http.Server
let base = ''
let hits: Hit[] = []
let answer: (hit: Hit, n: number) => Answer = () => ({ status: 200, body: {} })

/** The fake content service: records the request (when, what) and gives the test's answer. */
function arrive(address: string): { status: number; headers: Record<string, string>; text: string } {
  const url = new URL(address, 'http://x')
  const hit = { at: Date.now(), path: url.pathname, query: url.searchParams }
  hits.push(hit)
  const a = answer(hit, hits.length)
  return { status: a.status, headers: { 'content-type': 'application/json', ...a.headers }, text: a.raw ?? JSON.stringify(a.body ?? {}) }
}

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const a = arrive(req.url ?? '/')
    res.writeHead(a.status, a.headers)
    res.end(a.text)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v2`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

/** The same service as the client's fetch, without a socket: for the tests on the controlled clock. */
const authorizations: string[] = []
const inProcess: typeof fetch = async (input, init) => {
  authorizations.push(String(new Headers(init?.headers).get('authorization')))
  const a = arrive(input instanceof Request ? input.url : String(input))
  return new Response(a.text, { status: a.status, headers: a.headers })
}

/** Runs `work` on fake timers, moving the clock to the next timer whenever nothing else is left to do. */
async function onControlledClock<T>(work: () => Promise<T>): Promise<{ value: T; elapsed: number }> {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
  try {
    const start = Date.now()
    let settled = false
    const running = work().finally(() => (settled = true))
    running.catch(() => {})
    for (let turns = 0; !settled; turns++) {
      if (turns > 10_000) throw new Error('the work did not settle on the controlled clock')
      // setImmediate is left real: one turn of the event loop lets the answers' promises run.
      await new Promise((resolve) => setImmediate(resolve))
      if (!settled) await vi.advanceTimersToNextTimerAsync()
    }
    return { value: await running, elapsed: Date.now() - start }
  } finally {
    vi.useRealTimers()
  }
}

function reset(fn: typeof answer) {
  hits = []
  answer = fn
}

/** The most requests the server saw in any one second. */
function busiestSecond(list: Hit[]): number {
  let most = 0
  for (const first of list) most = Math.max(most, list.filter((h) => h.at >= first.at && h.at < first.at + 1000).length)
  return most
}

const stories = (page: number, perPage: number, total: number) => ({
  status: 200,
  headers: { 'per-page': String(perPage), total: String(total) },
  body: { stories: Array.from({ length: Math.min(perPage, total - (page - 1) * perPage) }, (_, i) => ({ uuid: `s-${(page - 1) * perPage + i}` })), cv: 1 },
})

describe('the importer client', () => {
  it('reads every page of 25 and never more than 5 requests in a second', async () => {
    reset((hit) => stories(Number(hit.query.get('page')), Number(hit.query.get('per_page')), 25 * 12))
    const client = createImportClient({ token: 't', endpoint: base, fetch: inProcess })
    const { value: all, elapsed } = await onControlledClock(() => client.getAll<{ uuid: string }>('cdn/stories', { version: 'published' }, 'stories'))
    expect(all).toHaveLength(300)
    expect(new Set(all.map((s) => s.uuid)).size).toBe(300)
    expect(hits).toHaveLength(12)
    expect(hits.every((h) => h.query.get('per_page') === '25' && h.query.get('token') === 't')).toBe(true)
    expect(busiestSecond(hits)).toBe(5)
    // 12 requests at 5 per rolling 1.1 s: the third group starts after two windows.
    expect(elapsed).toBeGreaterThanOrEqual(2_200)
  })

  it('with an OAuth token sends it as Authorization and keeps to 3 requests in a second', async () => {
    reset((hit) => stories(Number(hit.query.get('page')), 25, 25 * 7))
    authorizations.length = 0
    const client = createImportClient({ token: 't', oauth: 'oauth-token', endpoint: base, fetch: inProcess })
    expect(client.perSecond).toBe(3)
    const { elapsed } = await onControlledClock(() => client.getAll('cdn/stories', {}, 'stories'))
    expect(hits).toHaveLength(7)
    expect(busiestSecond(hits)).toBe(3)
    expect(elapsed).toBeGreaterThanOrEqual(2_200)
    expect(new Set(authorizations)).toEqual(new Set(['oauth-token']))
  })

  it('retries a 429 burst 300 ms apart and succeeds', async () => {
    reset((_hit, n) => (n <= 4 ? { status: 429, body: { error: 'Too Many Requests' } } : { status: 200, body: { space: { id: 1 } } }))
    const client = createImportClient({ token: 't', endpoint: base, fetch: inProcess })
    const { value: answerOf } = await onControlledClock(() => client.get<{ space: { id: number } }>('cdn/spaces/me'))
    expect(answerOf.data.space.id).toBe(1)
    expect(hits).toHaveLength(5)
    for (let i = 1; i < hits.length; i++) expect((hits[i]?.at ?? 0) - (hits[i - 1]?.at ?? 0)).toBeGreaterThanOrEqual(300)
  })

  it('gives up after 10 retries of a 429 with a normalised error', async () => {
    reset(() => ({ status: 429, body: { error: 'Too Many Requests' } }))
    const client = createImportClient({ token: 't', endpoint: base, fetch: inProcess })
    const { value: error } = (await onControlledClock(() => client.get('cdn/spaces/me').catch((e: unknown) => e))) as { value: StoryblokError }
    expect(hits).toHaveLength(11)
    expect(error).toMatchObject({ message: 'Too Many Requests', status: 429 })
    expect(error.response).toMatchObject({ status: 429 })
  })

  it('takes 200 to 206 as success', async () => {
    for (const status of [201, 203, 206]) {
      reset(() => ({ status, body: { space: { id: status } } }))
      const client = createImportClient({ token: 't', endpoint: base })
      expect((await client.get<{ space: { id: number } }>('cdn/spaces/me')).data.space.id).toBe(status)
      expect(hits).toHaveLength(1)
    }
  })

  it('retries a 5xx twice, then reports it with its status (a body that is not JSON too)', async () => {
    reset((_hit, n) => (n === 1 ? { status: 502, raw: 'Bad Gateway' } : { status: 200, body: { space: { id: 2 } } }))
    const client = createImportClient({ token: 't', endpoint: base, fetch: inProcess })
    expect((await onControlledClock(() => client.get<{ space: { id: number } }>('cdn/spaces/me'))).value.data.space.id).toBe(2)
    expect(hits).toHaveLength(2)

    reset(() => ({ status: 503, raw: '<html>down</html>' }))
    const { value: error } = (await onControlledClock(() => client.get('cdn/spaces/me').catch((e: unknown) => e))) as { value: StoryblokError }
    expect(hits).toHaveLength(3)
    expect((hits[2]?.at ?? 0) - (hits[1]?.at ?? 0)).toBeGreaterThanOrEqual(300)
    expect(error).toMatchObject({ message: '<html>down</html>', status: 503 })
  })

  it('normalises a 401 and an unreachable server', async () => {
    reset(() => ({ status: 401, body: { error: 'Unauthorized' } }))
    const client = createImportClient({ token: 'bad', endpoint: base })
    expect(await client.get('cdn/spaces/me').catch((e: unknown) => e)).toMatchObject({ message: 'Unauthorized', status: 401 })
    const nowhere = createImportClient({ token: 't', endpoint: 'http://127.0.0.1:9/v2' })
    const error = (await nowhere.get('cdn/spaces/me').catch((e: unknown) => e)) as StoryblokError
    expect(error.status).toBe(0)
    expect(error.message).toBeTruthy()
    expect(error).toHaveProperty('response')
  })

  it('fetches stories by uuid in batches of 50', async () => {
    reset((hit) => ({ status: 200, body: { stories: (hit.query.get('by_uuids') ?? '').split(',').map((uuid) => ({ uuid })) } }))
    const client = createImportClient({ token: 't', endpoint: base })
    const uuids = Array.from({ length: 120 }, (_, i) => `u-${i}`)
    const found = await client.storiesByUuids<{ uuid: string }>(uuids, { language: 'fr' })
    expect(found.map((s) => s.uuid).sort()).toEqual([...uuids].sort())
    expect(hits.map((h) => (h.query.get('by_uuids') ?? '').split(',').length)).toEqual([50, 50, 20])
    expect(hits.every((h) => h.query.get('per_page') === '50' && h.query.get('language') === 'fr')).toBe(true)
  })
})
