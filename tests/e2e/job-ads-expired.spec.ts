import { expect, test } from './fixtures'
import { adminApi } from './support'
import { seriousViolations } from './axe'

// An expired job ad (ADR 0032) in French on a phone. Apart from job-ads.spec.ts, whose tests follow
// one ad through its life one after the other: this one reads the demo data only, so it runs on
// whichever worker is free (ADR 0058).

const PHONE = { width: 390, height: 844 }

test('an expired ad answers its address with a page that says so, points to similar ads, and is left out of the sitemap', async ({ page, baseURL }) => {
  const admin = await adminApi(baseURL!)
  const now = new Date().toISOString()
  const expired = (
    await (await admin.get(`/api/cms/jobs?where[status][equals]=published&where[online_until][less_than]=${now}&where[crawler_decline][not_equals]=true&limit=1&depth=0`)).json()
  ).docs[0] as { id: number; title: string }
  expect(expired, 'the demo data has an expired ad').toBeTruthy()
  await page.setViewportSize(PHONE)
  const res = await page.goto(`/fr/job/${expired.id}`)
  expect(res?.status()).toBe(200)
  await expect(page.getByTestId('job-ended')).toContainText("Ce poste n'est plus mis au concours.")
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
  await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(0)
  await expect(page.getByRole('heading', { name: 'Postes similaires' })).toBeVisible()
  expect(await page.locator('.job-card').count()).toBeGreaterThan(0)
  expect(await seriousViolations(page)).toEqual([])
  const index = await (await page.request.get('/sitemap.xml')).text()
  const parts = [...index.matchAll(/<loc>([^<]*sitemap\/jobs-\d+[^<]*)<\/loc>/g)].map((m) => new URL(m[1]!).pathname)
  for (const part of parts) expect(await (await page.request.get(part)).text()).not.toContain(`/job/${expired.id}<`)
  // A draft (never online) is not there at all.
  const draft = (await (await admin.get('/api/cms/jobs?where[status][equals]=draft&limit=1&depth=0')).json()).docs[0] as { id: number } | undefined
  if (draft) expect((await page.request.get(`/de/job/${draft.id}`)).status()).toBe(404)
})
