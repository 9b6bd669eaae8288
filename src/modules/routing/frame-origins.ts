import { z } from '@/lib/zod'
import { isLocale } from '@/i18n/locales'
import { internalTable } from '@/lib/internal-table'

// Extra frame-src origins for one page: a job page with a "link" ad may frame its employer's page.
// The table of all link ads comes from /api/frame-origins and is kept for a minute in this process,
// so crawling thousands of job pages costs no lookup per request (ADR 0016).

const FrameOriginsAnswer = z.object({ jobs: z.record(z.string(), z.string()) })

const linkAdOrigins = internalTable(
  '/api/frame-origins',
  60_000,
  // Our own endpoint, still a boundary: an answer of another shape keeps the last known table.
  (body) => new Map(Object.entries(FrameOriginsAnswer.parse(body).jobs)),
  // Without the table the page falls back to "open in new tab".
  new Map<string, string>(),
)

/** The job id of a job page path (/{lang}/job/{id}), else null. */
export function jobPageId(pathname: string): string | null {
  const match = /^\/([a-z]{2})\/job\/(\d{1,12})\/?$/.exec(pathname)
  return match && isLocale(match[1]) ? (match[2] ?? null) : null
}

export async function frameOriginsFor(pathname: string, origin: string): Promise<string[]> {
  const id = jobPageId(pathname)
  if (!id) return []
  const employer = (await linkAdOrigins(origin)).get(id)
  return employer ? [employer] : []
}
