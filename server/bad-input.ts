// Input the app cannot read, answered in front of Next with a 4xx and the site's security headers
// (issue 26, point 10; ADR 0052). Next answered these with a plain-text 500 without them:
// - a path with malformed percent-encoding (`/de/%ff`, `/media/%ff.png`): 400;
// - a NUL byte anywhere in the URL (`?slug=a%00`): 400 (PostgreSQL's text cannot hold it; the Zod
//   schemas refuse it too, this catches every route at once);
// - a POST to a page (a server action) with a body over the actions' limit: 413 (Next threw after
//   reading 9 MB); a page POST without a length (chunked): 411.
import fs from 'node:fs'

/** next.config.ts, experimental.serverActions.bodySizeLimit ('9mb', in Next's bytes). */
export const ACTION_BODY_LIMIT = 9 * 1024 * 1024

/** The headers of src/lib/security-headers.ts `securityHeaders` (a test keeps them equal). */
export function securityHeaderList(production) {
  const headers = [
    ['content-security-policy', "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; frame-ancestors 'none'; form-action 'none'; base-uri 'none'"],
    ['x-content-type-options', 'nosniff'],
    ['referrer-policy', 'strict-origin-when-cross-origin'],
    ['x-frame-options', 'DENY'],
    ['permissions-policy', 'camera=(), microphone=(), geolocation=(self)'],
  ]
  if (production) headers.push(['strict-transport-security', 'max-age=63072000; includeSubDomains'])
  return headers
}

const malformedPath = (path) => {
  try {
    decodeURIComponent(path)
    return false
  } catch {
    return true
  }
}

/** The status a request is refused with before Next sees it, or null when Next may have it. */
export function badInputStatus(req) {
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

const KEYS = { 400: 'badRequest', 411: 'lengthRequired', 413: 'requestTooLarge' }
const FALLBACK = {
  400: 'Diese Adresse oder Eingabe können wir nicht lesen.',
  411: 'Diese Anfrage braucht eine Längenangabe.',
  413: 'Diese Anfrage ist zu gross.',
}

/** The texts per language and status (messages/*.json); German fallbacks when none can be read. */
function readTexts() {
  const texts = {}
  for (const locale of ['de', 'fr', 'it']) {
    let messages = {}
    try {
      messages = JSON.parse(fs.readFileSync(new URL(`../../messages/${locale}.json`, import.meta.url), 'utf8'))
    } catch {
      // fallbacks below
    }
    texts[locale] = {}
    for (const [status, key] of Object.entries(KEYS)) texts[locale][status] = messages.serverInput?.[key] ?? FALLBACK[status]
  }
  return texts
}
const TEXTS = readTexts()

/** Answers the refusal: plain text in the path's language, the security headers, no body kept. */
export function answerBadInput(req, res, status, production = process.env.NODE_ENV === 'production') {
  const locale = /^\/(fr|it)(\/|$|\?)/.exec(String(req.url ?? ''))?.[1] ?? 'de'
  const body = `${TEXTS[locale][status]}\n`
  const headers = { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', 'content-length': Buffer.byteLength(body) }
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
export function answerClientError(err, socket, production = process.env.NODE_ENV === 'production') {
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
