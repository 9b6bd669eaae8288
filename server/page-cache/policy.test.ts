import crypto from 'node:crypto'
import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'
import { PAGE_CACHING, pageMayBeKept, routeTable } from '@/modules/routing/page-caching'
import { DRAFT_MODE_COOKIE } from '@/modules/content/preview'
import { chosenEncoding, hashedPolicy, inlineScriptHashes, keptHeaders, localeOfKey, requestKey, withoutNonces } from './policy'

const get = (url: string, headers: Record<string, string> = {}) => ({ method: 'GET', url, headers })

describe('which requests the page cache answers', () => {
  it('keys anonymous requests for public pages by bot type, path and query', () => {
    expect(requestKey(get('/de/job/12?s=abc'), 'browser')).toBe('browser /de/job/12?s=abc')
    expect(requestKey(get('/fr'), 'html')).toBe('html /fr')
    expect(requestKey(get('/it/jobs/suche-arzt', { cookie: 'NEXT_LOCALE=de' }), 'browser')).toBe('browser /it/jobs/suche-arzt')
    expect(requestKey({ method: 'HEAD', url: '/de/institutions', headers: {} }, 'browser')).toBe('browser /de/institutions')
  })

  it('keys the client router’s requests by the headers they vary by', () => {
    const prefetch = { rsc: '1', 'next-router-prefetch': '1', 'next-router-segment-prefetch': '/_tree', 'next-url': '/de/job/1' }
    const a = requestKey(get('/de/jobs?_rsc=x1', prefetch), 'browser')
    expect(a).toBe('browser /de/jobs?_rsc=x1\n1\n\n1\n/_tree\n/de/job/1')
    expect(requestKey(get('/de/jobs?_rsc=x1', { ...prefetch, 'next-url': '/de' }), 'browser')).not.toBe(a)
    expect(requestKey(get('/de/jobs?_rsc=x1', { ...prefetch, 'next-router-state-tree': 'x'.repeat(5000) }), 'browser')).toBeNull()
    expect(requestKey(get('/de/jobs?_rsc=x1', { ...prefetch, cookie: 'payload-token=1' }), 'browser')).toBeNull()
  })

  it('reads the locale of a key from its path, never from its query (the locale cookie of a kept page)', () => {
    const prefetch = { rsc: '1', 'next-router-prefetch': '1', 'next-url': '/de/login/setup' }
    expect(localeOfKey(requestKey(get('/de?_rsc=T2Ya9uIN', prefetch), 'browser')!)).toBe('de')
    expect(localeOfKey(requestKey(get('/fr?page=2'), 'browser')!)).toBe('fr')
    expect(localeOfKey(requestKey(get('/it'), 'html')!)).toBe('it')
    expect(localeOfKey(requestKey(get('/de/jobs?_rsc=x1', prefetch), 'browser')!)).toBe('de')
  })

  it('keeps a modal story’s dialog (an intercepted RSC answer) apart from its page (ADR 0062)', () => {
    const built = routeTable([...Object.keys(PAGE_CACHING)])
    expect(pageMayBeKept('/de/modal/ratgeber/wahlstudienjahr', built)).toBe(true)
    const page = requestKey(get('/de/modal/ratgeber/wahlstudienjahr'), 'browser')
    const dialog = requestKey(get('/de/modal/ratgeber/wahlstudienjahr?_rsc=m1', { rsc: '1', 'next-router-state-tree': '%5B%22%22%5D', 'next-url': '/de/datenschutz' }), 'browser')
    const fromElsewhere = requestKey(get('/de/modal/ratgeber/wahlstudienjahr?_rsc=m1', { rsc: '1', 'next-router-state-tree': '%5B%22%22%5D', 'next-url': '/de/jobs' }), 'browser')
    expect(page).toBe('browser /de/modal/ratgeber/wahlstudienjahr')
    expect(dialog).not.toBeNull()
    expect(dialog).not.toBe(page)
    expect(fromElsewhere).not.toBe(dialog)
  })

  it('leaves out signed-in visitors, other cookies, server actions and private screens', () => {
    expect(requestKey(get('/de/job/12', { cookie: 'NEXT_LOCALE=de; payload-token=x' }), 'browser')).toBeNull()
    expect(requestKey(get('/de/job/12', { cookie: 'flash={}' }), 'browser')).toBeNull()
    expect(requestKey(get('/de/job/12', { authorization: 'Bearer x' }), 'browser')).toBeNull()
    expect(requestKey(get('/de/job/12?_rsc=abc'), 'browser')).toBeNull()
    expect(requestKey(get('/de/job/12', { 'next-action': 'x' }), 'browser')).toBeNull()
    expect(requestKey({ method: 'POST', url: '/de/job/12', headers: {} }, 'browser')).toBeNull()
    for (const path of [
      '/de/cockpit/jobs',
      '/fr/cockpit/invoices',
      '/fr/login',
      '/it/register',
      '/de/alerts/confirm',
      '/de/alerts/unsubscribe?token=x',
      '/de/status-page/404',
      '/api/init',
      '/admin',
      '/',
      '/en/job/1',
    ])
      expect(requestKey(get(path), 'browser'), path).toBeNull()
  })

  it('never keys a request in the team’s preview of drafts, not even beside cookies it ignores (ADR 0061)', () => {
    // Next's own name of the draft-mode cookie: fails here when an upgrade renames it
    const nextApiUtils = createRequire(import.meta.url)('next/dist/server/api-utils/index.js') as { COOKIE_NAME_PRERENDER_BYPASS: string }
    expect(DRAFT_MODE_COOKIE).toBe(nextApiUtils.COOKIE_NAME_PRERENDER_BYPASS)
    expect(requestKey(get('/de/ratgeber/wahlstudienjahr'), 'browser')).not.toBeNull()
    for (const cookie of ['__prerender_bypass=abc', 'NEXT_LOCALE=de; __prerender_bypass=abc', 'helvemed_consent=all; __prerender_bypass=abc']) {
      expect(requestKey(get('/de/ratgeber/wahlstudienjahr', { cookie }), 'browser'), cookie).toBeNull()
      expect(requestKey(get('/de/ratgeber/wahlstudienjahr?_rsc=r1', { cookie, rsc: '1' }), 'browser'), cookie).toBeNull()
    }
  })

  it('keeps only pages declared public: a page of the build without a declaration is not kept (private by default)', () => {
    // the build has a page nobody declared; without it, its paths would go to the public content pages' catch-all
    const built = routeTable([...Object.keys(PAGE_CACHING), '/[lang]/messages/[[...thread]]'])
    const mayKeep = (pathname: string) => pageMayBeKept(pathname, built)
    expect(requestKey(get('/de/messages'), 'browser', mayKeep)).toBeNull()
    expect(requestKey(get('/fr/messages/12'), 'browser', mayKeep)).toBeNull()
    expect(requestKey(get('/de/impressum'), 'browser', mayKeep)).toBe('browser /de/impressum')
    expect(requestKey(get('/de/jobs/zuerich'), 'browser', mayKeep)).toBe('browser /de/jobs/zuerich')
    // declared private: never kept, whatever the build has
    expect(requestKey(get('/de/cockpit'), 'browser', mayKeep)).toBeNull()
    // declared public only once the page says so
    const declared = { ...PAGE_CACHING, '/[lang]/messages/[[...thread]]': 'public' as const }
    expect(requestKey(get('/de/messages'), 'browser', (pathname) => pageMayBeKept(pathname, built, declared))).toBe('browser /de/messages')
  })
})

describe('which responses it keeps', () => {
  const page = { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': "script-src 'self' 'nonce-abc' 'strict-dynamic'", 'x-frame-options': 'DENY' }

  it('keeps a 200 HTML page with its headers, without the per-response ones', () => {
    expect(keptHeaders(200, { ...page, 'set-cookie': ['NEXT_LOCALE=de; Path=/'], 'content-encoding': 'gzip', date: 'x', etag: 'y' })).toEqual({
      'content-type': 'text/html; charset=utf-8',
      'x-frame-options': 'DENY',
    })
  })

  it('does not keep errors, other types, pages without a policy or with a visitor’s cookie', () => {
    expect(keptHeaders(404, page)).toBeNull()
    expect(keptHeaders(200, { ...page, 'content-type': 'application/json' })).toBeNull()
    expect(keptHeaders(200, { 'content-type': 'text/html' })).toBeNull()
    expect(keptHeaders(200, { ...page, 'set-cookie': ['flash=x; Path=/'] })).toBeNull()
  })

  it('never keeps a response that turns the team’s preview of drafts on or off (ADR 0061)', () => {
    expect(keptHeaders(200, { ...page, 'set-cookie': ['NEXT_LOCALE=de; Path=/', '__prerender_bypass=abc; Path=/; HttpOnly'] })).toBeNull()
    expect(keptHeaders(200, { ...page, 'set-cookie': '__prerender_bypass=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT' })).toBeNull()
  })
})

describe('the policy of a kept page', () => {
  const sha = (s: string) => `'sha256-${crypto.createHash('sha256').update(s, 'utf8').digest('base64')}'`

  it('hashes the inline scripts the browser runs, not files or data blocks', () => {
    const html =
      '<script nonce="n">self.__next_f.push([1,"a"])</script><script src="/_next/a.js" nonce="n"></script>' +
      '<script type="application/ld+json">{"@type":"JobPosting"}</script><SCRIPT>x()</SCRIPT><script>self.__next_f.push([1,"a"])</script>'
    expect(inlineScriptHashes(html)).toEqual([sha('self.__next_f.push([1,"a"])'), sha('x()')])
  })

  it('replaces the nonce and strict-dynamic by the hashes and keeps every other directive', () => {
    const policy = "default-src 'self'; script-src 'self' 'nonce-abc' 'strict-dynamic'; frame-src 'self' https://x.ch; base-uri 'none'"
    expect(hashedPolicy(policy, ["'sha256-A'", "'sha256-B'"])).toBe("default-src 'self'; script-src 'self' 'sha256-A' 'sha256-B'; frame-src 'self' https://x.ch; base-uri 'none'")
  })

  it('takes the rendering request’s nonce off the tags, not out of text', () => {
    expect(withoutNonces('<script nonce="abc" async src="/a.js"></script><p>nonce="abc"</p><link rel="preload" nonce="abc">')).toBe(
      '<script async src="/a.js"></script><p>nonce="abc"</p><link rel="preload">',
    )
  })
})

describe('the encoding it answers with', () => {
  it('answers with gzip (as pages are kept) when taken, and respects q=0', () => {
    expect(chosenEncoding('gzip, deflate, br')).toBe('gzip')
    expect(chosenEncoding('gzip, br;q=0')).toBe('gzip')
    expect(chosenEncoding('br, gzip;q=0')).toBe('identity')
    expect(chosenEncoding('')).toBe('identity')
    expect(chosenEncoding('*')).toBe('gzip')
  })
})
