import { expect, test, type Page } from '@playwright/test'
import { seriousViolations } from './axe'
import { adminApi } from './support'

// Consent and the team's analytics on a phone in Italian (ADR 0066): nothing goes to the analytics
// origin before consent (the policy refuses it too), requests after consenting, none after revoking.
// The analytics server is a fake at the browser's network edge. It changes the settings global, so it
// runs alone (playwright.config.ts).

const STATS = 'https://stats.helvemed.test'
test.use({ viewport: { width: 390, height: 844 }, locale: 'it-CH' })

type Settings = { analytics_provider?: string; analytics_url?: string | null; analytics_id?: string | null }
let before: Settings = {}

test.beforeAll(async ({ baseURL }) => {
  const api = await adminApi(baseURL!)
  before = (await (await api.get('/api/cms/globals/settings')).json()) as Settings
  const saved = await api.post('/api/cms/globals/settings', { data: { analytics_provider: 'matomo', analytics_url: `${STATS}/`, analytics_id: '7' } })
  expect(saved.status()).toBe(200)
})

test.afterAll(async ({ baseURL }) => {
  const api = await adminApi(baseURL!)
  const { analytics_provider = 'none', analytics_url = null, analytics_id = null } = before
  await api.post('/api/cms/globals/settings', { data: { analytics_provider, analytics_url, analytics_id } })
})

/** A page with a fake Matomo: its script sends one hit to the origin. Returns the requests it got. */
async function withFakeMatomo(page: Page): Promise<string[]> {
  const hits: string[] = []
  page.on('request', (r) => {
    if (r.url().startsWith(STATS)) hits.push(new URL(r.url()).pathname)
  })
  await page.route(`${STATS}/**`, (route) =>
    new URL(route.request().url()).pathname.endsWith('/matomo.js')
      ? route.fulfill({ contentType: 'application/javascript', body: `fetch('${STATS}/matomo.php?hit=1', { mode: 'no-cors' })` })
      : route.fulfill({ status: 204 }),
  )
  return hits
}

const probe = (page: Page) =>
  page.evaluate(
    (url) =>
      fetch(url, { mode: 'no-cors' }).then(
        () => 'sent',
        () => 'refused',
      ),
    `${STATS}/probe`,
  )

// a path of its own per test: a page kept before the proxy saw the new settings (≤ 15 s) is not reused
const stamp = () => `?consent=${Date.now()}`

test('consent to statistics loads the analytics, revoking stops it; all by keyboard', async ({ page }) => {
  const hits = await withFakeMatomo(page)
  await expect.poll(async () => (await page.request.get(`/it${stamp()}`)).headers()['x-analytics-origins'], { timeout: 30_000 }).toBe(STATS)

  const first = await page.goto(`/it${stamp()}`)
  expect(first!.headers()['content-security-policy']).not.toContain(STATS)
  const banner = page.getByRole('region', { name: 'Cookie e statistiche' })
  await expect(banner).toBeVisible()
  await expect(banner).toContainText('Con il tuo consenso misuriamo anche come vengono usate le nostre pagine.')
  expect(await seriousViolations(page)).toEqual([])
  await page.screenshot({ path: test.info().outputPath('consent-it-390.png') })
  expect(await probe(page)).toBe('refused')
  expect(hits).toEqual([])

  // keyboard: after the skip link the banner comes first (its privacy link, then its buttons)
  await page.keyboard.press('Tab')
  await page.keyboard.press('Tab')
  await expect(banner.getByRole('link', { name: 'Informativa sulla protezione dei dati' })).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(banner.getByRole('button', { name: 'Accetta tutti' })).toBeFocused()
  const reloaded = page.waitForResponse((r) => r.request().isNavigationRequest())
  await page.keyboard.press('Enter')
  const after = await reloaded
  expect(after.headers()['content-security-policy']).toContain(`connect-src 'self' ${STATS}`)
  await expect.poll(() => hits).toEqual(['/matomo.js', '/matomo.php'])
  await expect(banner).toBeHidden()
  const cookie = (await page.context().cookies()).find((c) => c.name === 'helvemed_consent')
  expect(cookie?.value).toBe('1.statistics')
  expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(364 * 24 * 3600)

  // another page: the banner stays away, the tool counts again
  await page.goto(`/it/jobs${stamp()}`)
  await expect.poll(() => hits.length).toBe(4)
  await expect(banner).toBeHidden()

  // revoke from the footer's button: the settings open with the focus on their heading
  const opener = page.getByRole('button', { name: 'Impostazioni dei cookie' })
  await opener.focus()
  await page.keyboard.press('Enter')
  await expect(banner.getByRole('heading', { name: 'Cookie e statistiche' })).toBeFocused()
  const statistics = banner.getByRole('checkbox', { name: /Statistiche/ })
  await expect(statistics).toBeChecked()
  await expect(banner.getByRole('checkbox', { name: /Necessari/ })).toBeDisabled()
  expect(await seriousViolations(page)).toEqual([])
  await page.screenshot({ path: test.info().outputPath('consent-settings-it-390.png') })
  await statistics.uncheck()
  const revoked = page.waitForResponse((r) => r.request().isNavigationRequest())
  await banner.getByRole('button', { name: 'Salva la scelta' }).click()
  expect((await revoked).headers()['content-security-policy']).not.toContain(STATS)
  hits.length = 0
  await page.goto(`/it/jobs${stamp()}`)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  expect(await probe(page)).toBe('refused')
  expect(hits).toEqual([])
  await expect(banner).toBeHidden()
})

test('"Solo necessari": nothing loads, the choice is kept', async ({ page }) => {
  const hits = await withFakeMatomo(page)
  await expect.poll(async () => (await page.request.get(`/it${stamp()}`)).headers()['x-analytics-origins'], { timeout: 30_000 }).toBe(STATS)
  await page.goto(`/it${stamp()}`)
  const banner = page.getByRole('region', { name: 'Cookie e statistiche' })
  await banner.getByRole('button', { name: 'Solo necessari' }).click()
  await expect(banner).toBeHidden()
  const next = await page.goto(`/it/jobs${stamp()}`)
  expect(next!.headers()['content-security-policy']).not.toContain(STATS)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(banner).toBeHidden()
  expect(hits).toEqual([])
})
