// Input the app cannot read, answered in front of Next with a 4xx and the site's security headers
// (ADR 0052). Next answered these with a plain-text 500 without them:
// - a path with malformed percent-encoding (`/de/%ff`, `/media/%ff.png`): 400;
// - a NUL byte anywhere in the URL (`?slug=a%00`): 400 (PostgreSQL's text cannot hold it; the Zod
//   schemas refuse it too, this catches every route at once);
// - a POST to a page (a server action) with a body over the actions' limit: 413 (Next threw after
//   reading 9 MB); a page POST without a length (chunked): 411.
import fs from 'node:fs'
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http'
import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from '@/i18n/locales'
import { securityHeaders } from '@/lib/security-headers'

/** next.config.ts, experimental.serverActions.bodySizeLimit ('9mb', in Next's bytes). */
export const ACTION_BODY_LIMIT = 9 * 1024 * 1024

/** The site's security headers (src/lib/security-headers.ts `securityHeaders`) as name/value pairs. */
export function securityHeaderList(production: boolean): [string, string][] {
  return securityHeaders(production).map(({ key, value }) => [key, value])
}

/** The language of a request's path (its first segment), the default language otherwise. */
export function localeOfUrl(url: string | undefined): Locale {
  const first = String(url ?? '')
    .split(/[?#]/)[0]
    ?.split('/')[1]
  return isLocale(first) ? first : DEFAULT_LOCALE
}

/** A text of messages/{locale}.json per language (`read` picks it), the fallback where none can be read. */
export function messageTexts<T>(read: (messages: Record<string, unknown>) => T | undefined, fallback: T): Record<Locale, T> {
  const texts = {} as Record<Locale, T>
  for (const locale of LOCALES) {
    let messages: Record<string, unknown> = {}
    try {
      messages = JSON.parse(fs.readFileSync(new URL(`../messages/${locale}.json`, import.meta.url), 'utf8')) as Record<string, unknown>
    } catch {
      // the fallback below
    }
    texts[locale] = read(messages) ?? fallback
  }
  return texts
}

const malformedPath = (path: string) => {
  try {
    decodeURIComponent(path)
    return false
  } catch {
    return true
  }
}

/** The status a request is refused with before Next sees it, or null when Next may have it. */
export type BadInputStatus = 400 | 411 | 413

export function badInputStatus(req: Pick<IncomingMessage, 'url' | 'method' | 'headers'>): BadInputStatus | null {
  const url = String(req.url ?? '')
  const path = url.split('?')[0] ?? ''
  if (malformedPath(path) || /%00/i.test(url)) return 400
  // A server action called with a body that is not a form reaches the action, which refuses it
  // (isForm, lib/form/form-state.ts): React sends a form without fields as text, not multipart, so
  // the content type cannot tell a replayed call from a logout button.
  if (req.method === 'POST' && !path.startsWith('/api/')) {
    const length = req.headers['content-length']
    if (length === undefined) return req.headers['transfer-encoding'] ? 411 : null
    if (Number(length) > ACTION_BODY_LIMIT) return 413
  }
  return null
}

const KEYS = { 400: 'badRequest', 411: 'lengthRequired', 413: 'requestTooLarge' } as const
const FALLBACK: Record<BadInputStatus, string> = {
  400: 'Diese Adresse oder Eingabe können wir nicht lesen.',
  411: 'Diese Anfrage braucht eine Längenangabe.',
  413: 'Diese Anfrage ist zu gross.',
}

/** The texts per language and status (messages/*.json, serverInput); German fallbacks when none can be read. */
const TEXTS = messageTexts<Record<BadInputStatus, string>>((messages) => {
  const texts = messages.serverInput as Partial<Record<string, string>> | undefined
  return { 400: texts?.[KEYS[400]] ?? FALLBACK[400], 411: texts?.[KEYS[411]] ?? FALLBACK[411], 413: texts?.[KEYS[413]] ?? FALLBACK[413] }
}, FALLBACK)

/** Answers the refusal: plain text in the path's language, the security headers, no body kept. */
export function answerBadInput(req: IncomingMessage, res: ServerResponse, status: BadInputStatus, production = process.env.NODE_ENV === 'production'): void {
  const body = `${TEXTS[localeOfUrl(req.url)][status]}\n`
  const headers: OutgoingHttpHeaders = { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', 'content-length': Buffer.byteLength(body) }
  for (const [name, value] of securityHeaderList(production)) headers[name] = value
  res.writeHead(status, headers)
  res.end(req.method === 'HEAD' ? undefined : body)
  // The unread body is drained (and dropped), so the client gets the answer and the connection stays usable.
  req.resume()
}

/**
 * What Node's HTTP parser refuses before any request exists (a request line or headers over the
 * size limit, bytes that are no HTTP): Node's own answer is a bare 400/431 without headers; this one
 * carries the security headers too. Server `clientError` listener.
 */
export function answerClientError(
  err: (Error & { code?: string }) | undefined,
  socket: { readonly writable: boolean; end: (text: string) => unknown; destroy: () => unknown },
  production = process.env.NODE_ENV === 'production',
): void {
  if (!socket.writable || err?.code === 'ECONNRESET') return void socket.destroy()
  const status = err?.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400
  const reason = status === 431 ? 'Request Header Fields Too Large' : 'Bad Request'
  const body = `${TEXTS.de[400]}\n`
  const head = [
    `HTTP/1.1 ${status} ${reason}`,
    'content-type: text/plain; charset=utf-8',
    'cache-control: no-store',
    'connection: close',
    `content-length: ${Buffer.byteLength(body)}`,
  ]
  for (const [name, value] of securityHeaderList(production)) head.push(`${name}: ${value}`)
  socket.end(`${head.join('\r\n')}\r\n\r\n${body}`)
}
