import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createImportClient, type StoryblokError } from '@/modules/content/storyblok-import/client'

// The importer's Storyblok client against a loopback server (ADR 0069): requests per second as the
// server counts them, 429 retries and their spacing, 200-206 as success, 5xx retried then reported,
// errors as { message, status, response }, pages of 25 and uuid batches of 50.

type Hit = { at: number; path: string; query: URLSearchParams }
type Answer = { status: number; body?: unknown; headers?: Record<string, string>; raw?: string }

let server: http.Server
let base = ''
let hits: Hit[] = []
let answer: (hit: Hit, n: number) => Answer = () => ({ status: 200, body: {} })

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x')
    const hit = { at: Date.now(), path: url.pathname, query: url.searchParams }
    hits.push(hit)
    const a = answer(hit, hits.length)
    res.writeHead(a.status, { 'content-type': 'application/json', ...a.headers })
    res.end(a.raw ?? JSON.stringify(a.body ?? {}))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v2`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

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
    const client = createImportClient({ token: 't', endpoint: base })
    const all = await client.getAll<{ uuid: string }>('cdn/stories', { version: 'published' }, 'stories')
    expect(all).toHaveLength(300)
    expect(new Set(all.map((s) => s.uuid)).size).toBe(300)
    expect(hits).toHaveLength(12)
    expect(hits.every((h) => h.query.get('per_page') === '25' && h.query.get('token') === 't')).toBe(true)
    expect(busiestSecond(hits)).toBe(5)
  }, 20_000)

  it('with an OAuth token sends it as Authorization and keeps to 3 requests in a second', async () => {
    const auth: string[] = []
    reset((hit) => stories(Number(hit.query.get('page')), 25, 25 * 7))
    const listener = (req: http.IncomingMessage) => auth.push(String(req.headers.authorization))
    server.on('request', listener)
    try {
      const client = createImportClient({ token: 't', oauth: 'oauth-token', endpoint: base })
      expect(client.perSecond).toBe(3)
      await client.getAll('cdn/stories', {}, 'stories')
    } finally {
      server.off('request', listener)
    }
    expect(hits).toHaveLength(7)
    expect(busiestSecond(hits)).toBe(3)
    expect(new Set(auth)).toEqual(new Set(['oauth-token']))
  }, 20_000)

  it('retries a 429 burst 300 ms apart and succeeds', async () => {
    reset((_hit, n) => (n <= 4 ? { status: 429, body: { error: 'Too Many Requests' } } : { status: 200, body: { space: { id: 1 } } }))
    const client = createImportClient({ token: 't', endpoint: base })
    const answerOf = await client.get<{ space: { id: number } }>('cdn/spaces/me')
    expect(answerOf.data.space.id).toBe(1)
    expect(hits).toHaveLength(5)
    for (let i = 1; i < hits.length; i++) expect((hits[i]?.at ?? 0) - (hits[i - 1]?.at ?? 0)).toBeGreaterThanOrEqual(290)
  }, 20_000)

  it('gives up after 10 retries of a 429 with a normalised error', async () => {
    reset(() => ({ status: 429, body: { error: 'Too Many Requests' } }))
    const client = createImportClient({ token: 't', endpoint: base })
    const error = (await client.get('cdn/spaces/me').catch((e: unknown) => e)) as StoryblokError
    expect(hits).toHaveLength(11)
    expect(error).toMatchObject({ message: 'Too Many Requests', status: 429 })
    expect(error.response).toMatchObject({ status: 429 })
  }, 20_000)

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
    const client = createImportClient({ token: 't', endpoint: base })
    expect((await client.get<{ space: { id: number } }>('cdn/spaces/me')).data.space.id).toBe(2)
    expect(hits).toHaveLength(2)

    reset(() => ({ status: 503, raw: '<html>down</html>' }))
    const error = (await client.get('cdn/spaces/me').catch((e: unknown) => e)) as StoryblokError
    expect(hits).toHaveLength(3)
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
