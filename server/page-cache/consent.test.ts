import crypto from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { withPageCache } from './handler'
import { requestKey } from './policy'
import { PageStore } from './store'

// Kept pages and the visitor's consent (ADR 0066): the page is the same for everyone and is kept
// whatever the consent of the visitor who rendered it; only the policy differs, per visitor: the
// analytics origins are allowed for a visitor who agreed to statistics, never for another.

const ORIGIN = 'https://stats.example.ch'
const CONSENTED = 'helvemed_consent=1.statistics'
let renders = 0
let origin = ''
let server: http.Server
const store = new PageStore({ maxBytes: 1e7, maxAgeMs: 60_000 })

// a stand-in for the proxy and Next: the origins in a header, in the policy only with consent
function next(req: http.IncomingMessage, res: http.ServerResponse) {
  renders++
  const nonce = crypto.randomBytes(8).toString('base64')
  const consented = String(req.headers.cookie ?? '').includes(CONSENTED)
  const extra = consented ? ` ${ORIGIN}` : ''
  res.setHeader('content-type', 'text/html; charset=utf-8')
  res.setHeader('x-analytics-origins', ORIGIN)
  res.setHeader('content-security-policy', `default-src 'self'; script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${extra}; connect-src 'self'${extra}`)
  res.end(`<html><body><script nonce="${nonce}">1</script></body></html>`)
}

beforeAll(async () => {
  store.setEnabled(true)
  server = http.createServer(withPageCache(store, next, { botType: () => 'browser' }))
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => server.close())

const get = (path: string, cookie?: string) => fetch(origin + path, { headers: cookie ? { cookie } : {} })
const hash = `'sha256-${crypto.createHash('sha256').update('1').digest('base64')}'`

describe('kept pages and consent', () => {
  it('keeps pages for visitors with the consent and analytics cookies, not for others', () => {
    const req = (cookie: string) => ({ method: 'GET', url: '/de/job/1', headers: { cookie } })
    expect(requestKey(req(`NEXT_LOCALE=de; ${CONSENTED}`), 'browser')).toBe('browser /de/job/1')
    expect(requestKey(req('helvemed_consent=1.necessary; _pk_id.1.abcd=x; _pk_ses.1.abcd=1; _ga=GA1; _ga_ABC=1'), 'browser')).toBe('browser /de/job/1')
    expect(requestKey(req('_pk_idx=1'), 'browser')).toBeNull()
    expect(requestKey(req(`${CONSENTED}; payload-token=x`), 'browser')).toBeNull()
  })

  it('a page rendered for a consenting visitor is kept without the origins; each visitor gets the policy of their consent', async () => {
    const first = await get('/de/job/7', CONSENTED)
    expect(first.headers.get('x-page-cache')).toBe('miss')
    expect(first.headers.get('content-security-policy')).toContain(ORIGIN)

    const other = await get('/de/job/7', 'helvemed_consent=1.necessary')
    expect(other.headers.get('x-page-cache')).toBe('hit')
    expect(other.headers.get('content-security-policy')).toBe(`default-src 'self'; script-src 'self' ${hash}; connect-src 'self'`)
    const nobody = await get('/de/job/7')
    expect(nobody.headers.get('content-security-policy')).not.toContain(ORIGIN)

    const consenting = await get('/de/job/7', `NEXT_LOCALE=de; ${CONSENTED}`)
    expect(consenting.headers.get('x-page-cache')).toBe('hit')
    expect(consenting.headers.get('content-security-policy')).toBe(`default-src 'self'; script-src 'self' ${hash} ${ORIGIN}; connect-src 'self' ${ORIGIN}`)
    expect(renders).toBe(1)
  })
})
