import { expect, test, type Page } from '@playwright/test'
import { seriousViolations } from './axe'

// A newer build on the server is offered once, in a polite notice; a reload for it is not offered
// again within 10 s (ADR 0066). The answer of /api/build is replaced at the browser's network edge.

test.use({ viewport: { width: 390, height: 844 } })

/**
 * Makes the page ask for the build (as when its tab becomes visible) until it has read one more
 * answer: the notice counts the answers it has read in `data-answers`, rendered with what the answer
 * decided, so what follows sees the notice as that answer left it.
 */
async function askForBuild(page: Page) {
  const region = page.locator('.build-update')
  const before = Number(await region.getAttribute('data-answers'))
  // until the page has hydrated nobody listens: ask again until an answer was read
  await expect
    .poll(
      async () => {
        await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')))
        return Number(await region.getAttribute('data-answers'))
      },
      { intervals: [250] },
    )
    .toBeGreaterThan(before)
}

async function serveBuild(page: Page, latest: { id: string | null }) {
  await page.route('**/api/build', (route) => (latest.id === null ? route.continue() : route.fulfill({ json: { build_id: latest.id }, headers: { 'cache-control': 'no-store' } })))
}

test('a new build shows the notice once; after the reload it is held back', async ({ page }) => {
  const latest = { id: null as string | null }
  await serveBuild(page, latest)
  await page.goto('/de')
  const region = page.getByRole('status').and(page.locator('.build-update'))
  const running = await region.getAttribute('data-build')
  expect(running).toBeTruthy()

  // the server's own answer: the running build, kept briefly
  const answer = await page.request.get('/api/build')
  expect(await answer.json()).toEqual({ build_id: running })
  expect(answer.headers()['cache-control']).toBe('public, max-age=30')

  // the same build: nothing to offer
  await askForBuild(page)
  await expect(page.getByRole('button', { name: 'Neu laden' })).toHaveCount(0)

  latest.id = `${running}-next`
  await askForBuild(page)
  await expect(region).toContainText('Eine neue Version von Helvemed ist da.')
  await askForBuild(page)
  await expect(page.getByRole('button', { name: 'Neu laden' })).toHaveCount(1)
  expect(await seriousViolations(page)).toEqual([])

  // the reload keeps the old build here (a balancer may still answer from an old process): no loop
  await page.getByRole('button', { name: 'Neu laden' }).focus()
  await page.keyboard.press('Enter')
  await page.waitForLoadState('load')
  const reloadedAt = Date.now()
  await expect(region).toHaveAttribute('data-build', running!)
  await askForBuild(page)
  await expect(page.getByRole('button', { name: 'Neu laden' })).toHaveCount(0)
  // once the 10 s guard is over the page, still of the old build, offers the new one again
  await page.waitForTimeout(Math.max(0, reloadedAt + 10_500 - Date.now()))
  await askForBuild(page)
  await expect(page.getByRole('button', { name: 'Neu laden' })).toHaveCount(1)
  await page.screenshot({ path: test.info().outputPath('build-update-390.png') })
})

test('"Später" closes the notice for that build; typed input is named', async ({ page }) => {
  const latest = { id: 'a-build-from-the-future' }
  await serveBuild(page, latest)
  await page.goto('/de/login')
  await page.getByLabel('E-Mail-Adresse').fill('someone@example.ch')
  await askForBuild(page)
  const region = page.locator('.build-update')
  await expect(region).toContainText('Speichere zuerst deine Eingaben')
  await page.getByRole('button', { name: 'Später' }).click()
  await expect(page.getByRole('button', { name: 'Neu laden' })).toHaveCount(0)
  await askForBuild(page)
  await expect(page.getByRole('button', { name: 'Neu laden' })).toHaveCount(0)
  // the typed address is still there
  await expect(page.getByLabel('E-Mail-Adresse')).toHaveValue('someone@example.ch')
})
