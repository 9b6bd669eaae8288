import { isLocale } from '@/i18n/locales'

// Extra frame-src origins for one page: a job page with a "link" ad may frame its employer's page.
// The proxy reads the table of all link ads through proxy-tables.server.ts, kept for a minute in the
// process, so crawling thousands of job pages costs no lookup per request (ADR 0016).

/** The employer origin each online link ad frames, by job id. */
export type FrameOriginTable = ReadonlyMap<string, string>

/** The job id of a job page path (/{lang}/job/{id}), else null. */
export function jobPageId(pathname: string): string | null {
  const match = /^\/([a-z]{2})\/job\/(\d{1,12})\/?$/.exec(pathname)
  return match && isLocale(match[1]) ? (match[2] ?? null) : null
}

/** The origins this page may frame; the table is read only for job pages. */
export async function frameOriginsFor(pathname: string, linkAdOrigins: () => Promise<FrameOriginTable>): Promise<string[]> {
  const id = jobPageId(pathname)
  if (!id) return []
  const employer = (await linkAdOrigins()).get(id)
  return employer ? [employer] : []
}
