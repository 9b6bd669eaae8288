import crypto from 'node:crypto'

// A story's numeric id and uuid (ADR 0068): the id is the document's id times ten plus the digit of
// its collection, so ids never collide across collections and decode without a column; the uuid is
// a name-based UUID v5 of the collection and the id, the same on every machine and after a restore.

export const STORY_SOURCES = ['pages', 'articles', 'authors', 'links'] as const
export type StorySource = (typeof STORY_SOURCES)[number]

const DIGIT: Record<StorySource, number> = { pages: 1, articles: 2, authors: 3, links: 4 }

export function storyId(source: StorySource, id: number): number {
  return id * 10 + DIGIT[source]
}

export function storyOfId(storyIdValue: number): { source: StorySource; id: number } | null {
  if (!Number.isSafeInteger(storyIdValue) || storyIdValue < 10) return null
  const digit = storyIdValue % 10
  const source = STORY_SOURCES.find((s) => DIGIT[s] === digit)
  return source ? { source, id: Math.floor(storyIdValue / 10) } : null
}

/** Our own namespace for the v5 uuids (a random v4 uuid chosen once; never change it). */
const NAMESPACE = '6c1e3b0a-8f4d-4d55-9a52-2f6a1c7e9b31'

function uuidV5(name: string, namespace: string): string {
  const ns = Buffer.from(namespace.replace(/-/g, ''), 'hex')
  const hash = crypto
    .createHash('sha1')
    .update(Buffer.concat([ns, Buffer.from(name, 'utf8')]))
    .digest()
  const bytes = hash.subarray(0, 16)
  bytes[6] = (bytes[6]! & 0x0f) | 0x50
  bytes[8] = (bytes[8]! & 0x3f) | 0x80
  const hex = bytes.toString('hex')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

export function storyUuid(source: StorySource, id: number): string {
  return uuidV5(`helvemed:${source}:${id}`, NAMESPACE)
}

export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
