import { execFileSync, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { expect, test, type APIRequestContext } from '@playwright/test'

// The Nu HTML checker (npm vnu-jar, needs Java) finds no errors on any public page type,
// read as the server sends it. Without Java the test is skipped and says so.
const VNU = path.resolve('node_modules/vnu-jar/build/dist/vnu.jar')
const hasJava = spawnSync('java', ['-version']).status === 0
const OUT = path.resolve('test-results/html-check')

/** The first link on `listPath` whose path matches `pattern`. */
async function firstLink(request: APIRequestContext, listPath: string, pattern: RegExp): Promise<string> {
  const html = await (await request.get(listPath)).text()
  const href = [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1] ?? '').find((h) => pattern.test(h))
  expect(href, `a link like ${pattern} on ${listPath}`).toBeDefined()
  return href!.replace(/&amp;/g, '&')
}

test('the Nu HTML checker finds no errors on the public page types', async ({ request }) => {
  test.skip(!hasJava, 'Java is not installed (apt-get install -y default-jre-headless): the Nu HTML checker cannot run')
  test.skip(!fs.existsSync(VNU), 'vnu-jar is not installed (npm ci)')
  test.setTimeout(120_000)
  const pages: Record<string, [string, number]> = {
    home: ['/de', 200],
    'job-search': ['/de/jobs', 200],
    job: [await firstLink(request, '/de/jobs', /^\/de\/job\/\d+/), 200],
    institution: [await firstLink(request, '/de/institutions', /^\/de\/institution\/\d+$/), 200],
    'institution-search': ['/de/institutions', 200],
    article: [await firstLink(request, '/de/ejournals', /^\/de\/ejournal\/[^/]+$/), 200],
    ejournals: ['/de/ejournals', 200],
    'ejournal-author': [await firstLink(request, await firstLink(request, '/de/ejournals', /^\/de\/ejournal\/[^/]+$/), /^\/de\/ejournal\/autor\/[^/]+$/), 200],
    'ejournal-tag': [await firstLink(request, await firstLink(request, '/de/ejournals', /^\/de\/ejournal\/[^/]+$/), /^\/de\/ejournals\/thema-[^/]+$/), 200],
    login: ['/de/login', 200],
    'login-explained': ['/de/login?next=%2Fde%2Fcockpit%2Finstitutions', 200],
    register: ['/de/register', 200],
    'forgot-password': ['/de/forgot-password', 200],
    'content-page': ['/de/datenschutz', 200],
    'content-blocks': ['/de/wahlstudienjahr-leitfaden', 200],
    offer: ['/de/angebot', 200],
    'not-found': ['/de/does-not-exist', 404],
    unauthorized: ['/de/cockpit/reviews', 401],
  }
  fs.rmSync(OUT, { recursive: true, force: true })
  fs.mkdirSync(OUT, { recursive: true })
  const files: string[] = []
  for (const [name, [pagePath, status]] of Object.entries(pages)) {
    const res = await request.get(pagePath, { maxRedirects: 0 })
    expect(res.status(), pagePath).toBe(status)
    const file = path.join(OUT, `${name}.html`)
    fs.writeFileSync(file, await res.text())
    files.push(file)
  }
  // One run for every page (the JVM starts once); JSON on stderr, exit code 1 when there are errors.
  let report = ''
  try {
    execFileSync('java', ['-jar', VNU, '--errors-only', '--format', 'json', ...files], { stdio: ['ignore', 'pipe', 'pipe'] })
  } catch (e) {
    report = String((e as { stderr?: Buffer }).stderr ?? e)
  }
  const messages = report ? ((JSON.parse(report) as { messages: { url: string; message: string; extract?: string }[] }).messages ?? []) : []
  const errors = messages.map((m) => `${path.basename(m.url)}: ${m.message}${m.extract ? ` — ${m.extract.trim().slice(0, 120)}` : ''}`)
  expect(
    errors,
    Object.entries(pages)
      .map(([n, [p]]) => `${n} ${p}`)
      .join(', '),
  ).toEqual([])
})
