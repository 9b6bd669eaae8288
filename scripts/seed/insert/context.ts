import crypto from 'node:crypto'
import type { Payload } from 'payload'

export interface SeedContext {
  payload: Payload
  /** midnight UTC of the run day, see generate/dates.ts */
  anchor: number
  /** the media collection's upload directory */
  mediaDir: string
  log: (msg: string) => void
}

/**
 * Local API options for every seed write: a system job (no user), so access control is
 * deliberately bypassed, and depth 0 because nothing reads the populated result.
 */
export const SYSTEM = { overrideAccess: true, depth: 0 } as const

export interface UploadInput {
  /** the readable name (kept as the download name; the file is stored under a random one, ADR 0049) */
  name: string
  /** what it is for: the rules of its ad or profile, or public content */
  kind: 'content' | 'ad' | 'profile'
  mimetype: 'image/svg+xml' | 'application/pdf'
  data: Buffer
  alt: string
}

/** Uploads a generated file (stored under a random name, like every upload). */
export async function uploadMedia(ctx: SeedContext, file: UploadInput): Promise<number> {
  const doc = await ctx.payload.create({
    collection: 'media',
    data: { alt: file.alt, kind: file.kind },
    file: { data: file.data, mimetype: file.mimetype, name: file.name, size: file.data.length },
    locale: 'de',
    ...SYSTEM,
  })
  return doc.id
}

/** Runs fn over items with at most `limit` in flight; results keep the input order. */
export async function mapLimit<T, R>(items: readonly T[], limit: number, fn: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length)
  let next = 0
  const worker = async () => {
    while (next < items.length) {
      const index = next++
      results[index] = await fn(items[index] as T, index)
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker))
  return results
}

/** Maps a spec index to the id it got, failing loudly on a dangling reference. */
export function idAt(ids: readonly number[], index: number, what: string): number {
  const id = ids[index]
  if (id === undefined) throw new Error(`seed bug: no ${what} #${index}`)
  return id
}

/**
 * Id for a row of an array field. Payload would generate a random ObjectId-like one; a derived
 * one keeps two runs with the same arguments identical.
 */
export function arrayRowId(label: string): string {
  return crypto.createHash('md5').update(label).digest('hex').slice(0, 24)
}
