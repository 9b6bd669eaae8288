import { expect, test } from '@playwright/test'

// Visitors' pages link to guarded cockpit routes. The client router's requests for
// them (prefetches, navigations) get a bare status from the guard, not a rewritten page, so nothing
// loops or hangs, and a click still shows the status page as a full document.

test('the 401 page settles in a fresh context, and the employer link leads to the login', async ({ browser }) => {
  // Tall enough that the footer's links are in view, where Next prefetches.
  const context = await browser.newContext({ viewport: { width: 1280, height: 3000 } })
  const page = await context.newPage()
  const routerRequests: { url: string; status: number }[] = []
  page.on('response', (r) => {
    if (r.request().headers()['rsc'] === '1') routerRequests.push({ url: r.url(), status: r.status() })
  })
  const res = await page.goto('/de/cockpit/reviews')
  expect(res?.status()).toBe(401)
  // Before the fix this never happened: the prefetch of the employer link never finished.
  await page.waitForLoadState('networkidle', { timeout: 15_000 })
  expect(
    routerRequests.filter((r) => r.status === 307),
    JSON.stringify(routerRequests),
  ).toEqual([])

  // The footer's employer link leads to the employers' page, whose profiles link leads through the
  // login to the guarded route (no 401 page on the way).
  await page.goto('/de')
  await page.waitForLoadState('networkidle', { timeout: 15_000 })
  await page.locator('.site-footer').getByRole('link', { name: 'Für Arbeitgeber', exact: true }).click()
  await expect(page).toHaveURL(/\/de\/angebot$/)
  await page.waitForLoadState('networkidle', { timeout: 15_000 })
  await page.getByRole('main').getByRole('link', { name: 'Deine Arbeitgeberprofile', exact: true }).click()
  await expect(page).toHaveURL(/\/de\/login\?next=%2Fde%2Fcockpit%2Finstitutions$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Anmelden')
  await page.waitForLoadState('networkidle', { timeout: 15_000 })
  await context.close()
})

test('a router request for a guarded route gets the bare status, no redirect', async ({ request }) => {
  // As Chromium sends them: a prefetch and a navigation, both fetches from script.
  const variants: Record<string, string>[] = [
    { rsc: '1', 'next-router-prefetch': '1', 'next-router-segment-prefetch': '/_tree', 'sec-fetch-dest': 'empty', 'sec-fetch-mode': 'cors' },
    { rsc: '1', 'sec-fetch-dest': 'empty', 'sec-fetch-mode': 'cors' },
  ]
  for (const headers of variants) {
    const res = await request.get('/de/cockpit/institutions?_rsc=abc12', { headers, maxRedirects: 0 })
    expect(res.status()).toBe(401)
    expect(res.headers()['location']).toBeUndefined()
    expect(res.headers()['content-type'] ?? '').not.toContain('text/x-component')
  }
  // A document request (no JavaScript, a plain HTTP client) still gets the rendered 401 page.
  const page = await request.get('/de/cockpit/institutions')
  expect(page.status()).toBe(401)
  expect(await page.text()).toContain('Kein Zugriff ohne Login')
})
