// Screenshots of every page type at 390 and 1280 px, into process.argv[2].
import { chromium } from 'playwright'
import fs from 'node:fs'
const out = process.argv[2]
fs.mkdirSync(out, { recursive: true })
const base = process.env.BASE ?? 'http://localhost:3000'
const pages = [
  ['home', '/de'],
  ['jobs', '/de/jobs'],
  ['jobs-filter', '/fr/emplois/cardiologie'],
  ['jobs-q', '/de/jobs?q=Kardiologie'],
  ['insts', '/de/institutions'],
  ['ejournal', '/de/ejournal'],
  ['login', '/fr/login'],
  ['register', '/it/register'],
  ['404', '/de/nope-nope'],
  ['reviews', '/de/reviews'],
]
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' })
for (const w of [390, 1280]) {
  const ctx = await browser.newContext({ viewport: { width: w, height: 900 } })
  const p = await ctx.newPage()
  // discover a job, an institution and an article
  await p.goto(base + '/de/jobs')
  const job = await p
    .locator('a[href*="/de/jobs/"]')
    .first()
    .getAttribute('href')
    .catch(() => null)
  await p.goto(base + '/de/institutions')
  const inst = await p
    .locator('a[href*="/de/institutions/"]')
    .first()
    .getAttribute('href')
    .catch(() => null)
  await p.goto(base + '/de/ejournal')
  const art = await p
    .locator('main a[href*="/de/ejournal/"]')
    .first()
    .getAttribute('href')
    .catch(() => null)
  const all = [...pages, ['job', job], ['inst', inst], ['article', art]]
  for (const [name, path] of all) {
    if (!path) {
      console.log('skip', name)
      continue
    }
    await p.goto(base + path, { waitUntil: 'networkidle' }).catch(() => undefined)
    await p.screenshot({ path: `${out}/${name}-${w}.png`, fullPage: true })
  }
  // cockpit as student
  await p.goto(base + '/de/login')
  await p.fill('input[name="email"]', 'student@helvemed.test')
  await p.fill('input[name="password"]', 'Helvemed-Demo-2026')
  await p
    .locator('form')
    .filter({ has: p.locator('input[name="password"]') })
    .locator('button[type="submit"]')
    .click()
  await p.waitForURL((u) => !u.pathname.endsWith('/login')).catch(() => undefined)
  for (const [name, path] of [
    ['c-reviews', '/de/cockpit/reviews'],
    ['c-wizard', '/de/cockpit/reviews/create'],
    ['c-user', '/de/cockpit/user'],
  ]) {
    await p.goto(base + path, { waitUntil: 'networkidle' }).catch(() => undefined)
    await p.screenshot({ path: `${out}/${name}-${w}.png`, fullPage: true })
  }
  await ctx.close()
}
await browser.close()
console.log(fs.readdirSync(out).length, 'shots')
