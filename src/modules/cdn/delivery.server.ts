import 'server-only'
import { NextResponse } from 'next/server'
import type { Payload } from 'payload'
import { apiError } from '@/lib/http/api-error'
import { absoluteUrl } from '@/lib/http/absolute-url'
import { hashToken } from '@/lib/secret-token'
import { payloadClient } from '@/lib/payload'
import { LOCALES, type Locale } from '@/i18n/locales'
import { takeLimit } from '../limits/take.server'
import { CDN_OAUTH_REQUESTS_PER_TOKEN, cdnTokenRule } from '../limits/rules'
import { AnswerCache } from './answer-cache'
import { datasourceParams, filterStories, findStory, linksObject, paramErrors, resolveFor, storiesParams, storiesQuery, storyParams, withoutFields } from './cdn-query'
import { datasourceEntries } from './datasources'
import { loadStoryDocs, type LoadedDocs } from './stories.server'
import { buildStorySet, type StorySet } from './story-map'
import { DEFAULT_RATE, OAUTH_RATE, type CdnTokenKind } from './token-kinds'

// The content delivery API (ADR 0068): GET /v2/cdn/… with ?token=, /v1/cdn/… with the token in
// Authorization (the OAuth variant). Token, rate limit, content version, cache, then the answer in
// Storyblok's shapes. The route handlers call handleCdnRequest and nothing else.

export type CdnApiVersion = 'v1' | 'v2'

const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, OPTIONS',
  'Access-Control-Allow-Headers': 'Authorization, Content-Type',
  'Access-Control-Expose-Headers': 'Total, Per-Page, Retry-After',
  'Access-Control-Max-Age': '86400',
}

/** The answer to a browser's preflight (CORS for GET). */
export function cdnPreflight(): Response {
  return new Response(null, { status: 204, headers: CORS })
}

const notFound = () => NextResponse.json(['This record could not be found'], { status: 404, headers: { ...CORS, 'Cache-Control': 'no-store' } })
const unauthorized = () => apiError('unauthorized', undefined, { code: 'Unauthorized', headers: CORS })
const unprocessable = (errors: Record<string, string[]>) => NextResponse.json(errors, { status: 422, headers: { ...CORS, 'Cache-Control': 'no-store' } })

interface TokenRow {
  id: number | null
  kind: CdnTokenKind | null
  requests_per_second: string | null
  revoked: boolean | null
  cv: string
}

// The token (by its hash) and the content version in one round trip. The cv: the newest change of
// a content table (migration 20261127_160100) or an article's publishing moment that has passed.
const TOKEN_AND_VERSION = `
  SELECT t.id, t.kind, t.requests_per_second, t.revoked,
         greatest(v.version, coalesce((SELECT extract(epoch FROM max(published_at))::bigint FROM articles WHERE published_at <= now()), 0)) AS cv
  FROM cdn_content_version v LEFT JOIN cdn_tokens t ON t.token_hash = $1
  WHERE v.id = 1`

/** The current content version (for tests and spaces/me). */
export async function contentVersion(payload: Payload): Promise<number> {
  const { rows } = await payload.db.pool.query<TokenRow>(TOKEN_AND_VERSION, [''])
  return Number(rows[0]?.cv ?? 0)
}

function tokenOf(req: Request, api: CdnApiVersion): string | null {
  if (api === 'v1') {
    const header = req.headers.get('authorization')?.trim() ?? ''
    const token = header.replace(/^Bearer\s+/i, '')
    return token && token.length <= 200 ? token : null
  }
  const token = new URL(req.url).searchParams.get('token')
  return token && token.length <= 200 ? token : null
}

// Per process: the answers (bounded, ADR 0068) and the published story sets of the current cv.
const answers = new AnswerCache()
let publishedSets: { cv: number; docs: Promise<LoadedDocs>; byLang: Map<Locale, StorySet> } | null = null

async function storySet(payload: Payload, cv: number, draft: boolean, lang: Locale): Promise<{ set: StorySet; docs: LoadedDocs }> {
  if (draft) {
    const docs = await loadStoryDocs(payload, true)
    return { set: buildStorySet(docs, lang), docs }
  }
  if (!publishedSets || publishedSets.cv !== cv) {
    const docs = loadStoryDocs(payload, false)
    publishedSets = { cv, docs, byLang: new Map() }
    docs.catch(() => {
      if (publishedSets?.docs === docs) publishedSets = null
    })
  }
  const held = publishedSets
  const docs = await held.docs
  let set = held.byLang.get(lang)
  if (!set) {
    set = buildStorySet(docs, lang)
    held.byLang.set(lang, set)
  }
  return { set, docs }
}

/** The query without the token and cv, its keys in order: the cache key of an answer. */
function answerKey(segments: string[], url: URL): string {
  const params = [...url.searchParams.entries()].filter(([k]) => k !== 'token' && k !== 'cv').sort(([a], [b]) => a.localeCompare(b))
  return `${segments.join('/')}?${new URLSearchParams(params).toString()}`
}

type Answer = { status: number; body: unknown; headers?: Record<string, string> } | Response

async function answer(payload: Payload, segments: string[], query: Record<string, string>, cv: number, draftAllowed: boolean): Promise<Answer> {
  const [resource, ...rest] = segments
  if (resource === 'spaces' && rest.length === 1 && rest[0] === 'me') {
    return { status: 200, body: { space: { id: 1, name: 'Helvemed', domain: absoluteUrl('/'), version: cv, language_codes: LOCALES.filter((l) => l !== 'de') } } }
  }
  if (resource === 'stories' && rest.length === 0) {
    const parsed = storiesParams.safeParse(storiesQuery(query))
    if (!parsed.success) return unprocessable(paramErrors(parsed.error))
    const p = parsed.data
    if (p.version === 'draft' && !draftAllowed) return unauthorized()
    const { set } = await storySet(payload, cv, p.version === 'draft', p.language)
    const all = filterStories(set, p)
    const page = all.slice((p.page - 1) * p.per_page, p.page * p.per_page)
    const { rels, links } = resolveFor(set, page, p)
    return {
      status: 200,
      body: { stories: page.map((s) => withoutFields(s, p.excluding_fields)), cv, rels, links },
      headers: { Total: String(all.length), 'Per-Page': String(p.per_page) },
    }
  }
  if (resource === 'stories') {
    const parsed = storyParams.safeParse(query)
    if (!parsed.success) return unprocessable(paramErrors(parsed.error))
    const p = parsed.data
    if (p.version === 'draft' && !draftAllowed) return unauthorized()
    const { set } = await storySet(payload, cv, p.version === 'draft', p.language)
    const story = findStory(set, rest.join('/'), p.find_by)
    if (!story) return notFound()
    const { rels, links } = resolveFor(set, [story], p)
    return { status: 200, body: { story: withoutFields(story, p.excluding_fields), cv, rels, links } }
  }
  if (resource === 'links' && rest.length === 0) {
    const parsed = storiesParams.pick({ version: true, language: true, starts_with: true }).safeParse(query)
    if (!parsed.success) return unprocessable(paramErrors(parsed.error))
    if (parsed.data.version === 'draft' && !draftAllowed) return unauthorized()
    const { set } = await storySet(payload, cv, parsed.data.version === 'draft', parsed.data.language)
    return { status: 200, body: { links: linksObject(set, parsed.data.starts_with), cv } }
  }
  if (resource === 'datasource_entries' && rest.length === 0) {
    const parsed = datasourceParams.safeParse(query)
    if (!parsed.success) return unprocessable(paramErrors(parsed.error))
    const p = parsed.data
    const { docs } = await storySet(payload, cv, false, p.language)
    const all = datasourceEntries(docs, p.datasource, p.dimension)
    const page = all.slice((p.page - 1) * p.per_page, p.page * p.per_page)
    return { status: 200, body: { datasource_entries: page, cv }, headers: { Total: String(all.length), 'Per-Page': String(p.per_page) } }
  }
  return notFound()
}

function respond(body: string, status: number, headers: Record<string, string>, cached: boolean): Response {
  return new Response(body, {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-cache', 'X-Cache': cached ? 'HIT' : 'MISS', ...CORS, ...headers },
  })
}

/** GET /v{1,2}/cdn/{segments…}: the whole request. */
export async function handleCdnRequest(req: Request, segments: string[], api: CdnApiVersion): Promise<Response> {
  const token = tokenOf(req, api)
  if (!token) return unauthorized()
  const payload = await payloadClient()
  const { rows } = await payload.db.pool.query<TokenRow>(TOKEN_AND_VERSION, [hashToken(token)])
  const row = rows[0]
  if (!row || row.id === null || row.revoked || !row.kind) return unauthorized()
  const rate = Number(row.requests_per_second) || DEFAULT_RATE[row.kind]
  const rule = api === 'v1' ? { ...CDN_OAUTH_REQUESTS_PER_TOKEN, capacity: OAUTH_RATE, refillPerSecond: OAUTH_RATE } : cdnTokenRule(rate)
  const limit = await takeLimit(payload, rule, String(row.id))
  if (!limit.ok) {
    return apiError('limited', undefined, { code: 'Too Many Requests', headers: { ...CORS, 'Retry-After': String(limit.retryAfterSeconds) } })
  }

  const url = new URL(req.url)
  const query = Object.fromEntries(url.searchParams.entries())
  const current = Number(row.cv)
  const published = query.version !== 'draft'
  answers.setVersion(current)
  const key = answerKey(segments, url)
  if (published) {
    // an older cv the cache still holds is answered as it was (ADR 0068); anything else: the current data
    const asked = /^\d{1,15}$/.test(query.cv ?? '') ? Number(query.cv) : current
    const hit = answers.get(asked <= current ? asked : current, key)
    if (hit) return respond(hit.body, 200, hit.headers, true)
  }
  const result = await answer(payload, segments, query, current, row.kind === 'preview')
  if (result instanceof Response) return result
  const body = JSON.stringify(result.body)
  const headers = result.headers ?? {}
  if (published && result.status === 200) answers.set(current, key, { body, headers })
  return respond(body, result.status, headers, false)
}
