import { expect, request, test, type APIRequestContext, type APIResponse } from '@playwright/test'
import fc from 'fast-check'
import { DEMO, loggedIn } from './support'

// No 500 for malformed input on any route (ADR 0052): the findings first, then
// fast-check over paths, query strings, JSON bodies and form fields (NUL, invalid UTF-8, broken
// percent-encoding, huge values) against the running app. Every answer is below 500 and carries
// the security headers. Bounded: about three hundred requests.

const SEED = 26_10

function expectSafe(res: APIResponse, what: string): void {
  expect(res.status(), `${what} -> ${res.status()}`).toBeLessThan(500)
  const headers = res.headers()
  expect(headers['x-content-type-options'], `${what}: nosniff`).toBe('nosniff')
  expect(headers['content-security-policy'], `${what}: CSP`).toBeTruthy()
  expect(headers['x-frame-options'], `${what}: frame options`).toBeTruthy()
}

/** A raw percent-encoded byte, valid UTF-8 or not. */
const pctByte = fc.integer({ min: 0, max: 255 }).map((b) => `%${b.toString(16).padStart(2, '0')}`)
/** What attackers put into a value: text, NUL, lone and broken escapes, invalid UTF-8, very long runs. */
const nasty = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.constantFrom('%00', 'a%00', '%', '%f', '%zz', '%ff', '%c0%80', '%e2%82', '%ed%a0%80', '%f4%90%80%80', '..%2f..%2f', '%2e%2e/', '%u0041'),
  fc.array(pctByte, { minLength: 1, maxLength: 12 }).map((bytes) => bytes.join('')),
  fc.tuple(fc.constantFrom('a', '%41', 'ü', '%ff'), fc.integer({ min: 500, max: 6000 })).map(([unit, n]) => unit.repeat(n)),
)
/** The same as a decoded string (for JSON and form bodies): NUL, lone surrogates, control characters, long text. */
const nastyText = fc.oneof(
  fc.string({ maxLength: 40, unit: 'binary' }),
  fc.constantFrom('\u0000', 'a\u0000b', '\ud800', '\udfff', '\u0001\u001f', '\uffff', '%00', '%ff'),
  fc.integer({ min: 1000, max: 200_000 }).map((n) => 'x'.repeat(n)),
)

/** Percent-encodes what a URL cannot carry as is, keeping the escapes the arbitraries made. */
const urlSafe = (s: string) => s.replace(/[^A-Za-z0-9%\-._~!$&'()*+,;=:@/?]/g, (c) => encodeURIComponent(c))

let anon: APIRequestContext
test.beforeAll(async ({ baseURL }) => {
  anon = await request.newContext({ baseURL, maxRedirects: 0 })
})

test('the reported inputs answer 4xx with the security headers', async ({ baseURL }) => {
  for (const path of ['/de/%ff', '/de/jobs/%ff', '/media/%ff.png', '/api/fn/data/job?locale=de&slug=a%00', '/api/fn/data/institution?locale=de&slug=a%00']) {
    const res = await anon.get(path)
    expectSafe(res, path)
    expect(res.status(), path).toBe(400)
  }
  // A server action called with a JSON argument instead of a form.
  const action = await anon.post('/de/login', {
    headers: { 'next-action': '7f'.repeat(21), 'content-type': 'text/plain;charset=UTF-8', origin: new URL(baseURL!).origin },
    data: '["$undefined",{"email":"a"}]',
  })
  expectSafe(action, 'server action with a JSON argument')
  // A server-action body over the limit: refused by its length before anything is read.
  const large = await anon.post('/de/login', {
    headers: { 'next-action': '7f'.repeat(21), 'content-type': 'multipart/form-data; boundary=x', origin: new URL(baseURL!).origin },
    data: Buffer.alloc(9 * 1024 * 1024 + 10, 120),
  })
  expectSafe(large, 'server action over the limit')
  expect(large.status()).toBe(413)
})

test('fuzz: paths', async () => {
  const prefixes = ['/de/', '/fr/emplois/', '/de/jobs/', '/it/', '/media/', '/api/fn/data/job/', '/de/cockpit/', '/api/cms/', '/', '/_next/static/']
  await fc.assert(
    fc.asyncProperty(fc.constantFrom(...prefixes), nasty, async (prefix, segment) => {
      // A second leading slash would make a protocol-relative URL of it (another host).
      const path = prefix + urlSafe(segment).replace(/^\/+/, '')
      expectSafe(await anon.get(path), path.slice(0, 120))
    }),
    { numRuns: 90, seed: SEED },
  )
})

test('fuzz: query strings', async () => {
  const targets = [
    (v: string) => `/api/fn/data/job?locale=de&slug=${v}`,
    (v: string) => `/api/fn/data/institution?locale=fr&slug=${v}`,
    (v: string) => `/api/fn/data/jobs?locale=${v}&page=${v}`,
    (v: string) => `/api/fn/data/institutions?locale=de&q=${v}`,
    (v: string) => `/api/fn/data/postal-code?locale=de&code=${v}`,
    (v: string) => `/api/init?locale=${v}`,
    (v: string) => `/de/jobs?q=${v}&page=${v}`,
    (v: string) => `/de/login?next=${v}`,
  ]
  await fc.assert(
    fc.asyncProperty(fc.integer({ min: 0, max: targets.length - 1 }), nasty, async (i, value) => {
      const path = targets[i]!(urlSafe(value).replace(/[&#]/g, '%26'))
      expectSafe(await anon.get(path), path.slice(0, 120))
    }),
    { numRuns: 90, seed: SEED },
  )
})

test('fuzz: JSON bodies', async ({ baseURL }) => {
  const origin = new URL(baseURL!).origin
  const body = fc.oneof(
    fc.record({ data: fc.array(fc.dictionary(nastyText, fc.oneof(nastyText, fc.integer(), fc.constant(null)), { maxKeys: 4 }), { maxLength: 4 }) }),
    fc.jsonValue({ maxDepth: 3 }),
    nastyText,
  )
  await fc.assert(
    fc.asyncProperty(fc.constantFrom('/api/fn/statistic/post', '/api/_auth/session'), body, async (path, data) => {
      const text = typeof data === 'string' ? data : JSON.stringify(data)
      const res = await anon.post(path, { headers: { 'content-type': 'application/json', origin }, data: text })
      expectSafe(res, `${path} ${text.slice(0, 80)}`)
    }),
    { numRuns: 60, seed: SEED },
  )
})

/** The hidden inputs React puts into a server-action form for submits without JavaScript. */
function actionFields(html: string, testId: string): Record<string, string> {
  const form = new RegExp(`<form[^>]*data-testid="${testId}"[\\s\\S]*?</form>`).exec(html)?.[0] ?? ''
  const fields: Record<string, string> = {}
  for (const input of form.matchAll(/<input[^>]*type="hidden"[^>]*>/g)) {
    const name = /name="([^"]*)"/.exec(input[0])?.[1]
    const value = /value="([^"]*)"/.exec(input[0])?.[1] ?? ''
    if (name?.startsWith('$ACTION')) fields[name] = value.replace(/&quot;/g, '"').replace(/&amp;/g, '&')
  }
  return fields
}

test('fuzz: form fields of a server action (a student records an internship)', async ({ baseURL }) => {
  const student = await loggedIn(baseURL!, DEMO.student.email, DEMO.student.password)
  const page = await student.get('/de/cockpit/internships/create')
  expect(page.status()).toBe(200)
  const hidden = actionFields(await page.text(), 'internship-create')
  expect(Object.keys(hidden).length).toBeGreaterThan(0)
  const origin = new URL(baseURL!).origin
  await fc.assert(
    fc.asyncProperty(fc.record({ institution: nastyText, field: nastyText, start: nastyText, end: nastyText, request: nastyText, request_name: nastyText }), async (values) => {
      const res = await student.post('/de/cockpit/internships/create', { headers: { origin }, multipart: { ...hidden, ...values }, maxRedirects: 0 })
      expectSafe(res, `form ${JSON.stringify(values).slice(0, 80)}`)
    }),
    { numRuns: 40, seed: SEED },
  )
  // Nothing odd was recorded.
  const own = await (await student.get('/api/fn/user/internships?locale=de')).text()
  expect(own).not.toContain('\\u0000')
})
