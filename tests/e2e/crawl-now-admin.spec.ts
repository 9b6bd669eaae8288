import { expect, test } from '@playwright/test'
import { newInstitution, uniqueStamp } from './lib/factories'
import { adminApi, DEMO, sessionState } from './support'

// The team's "crawl now" on a crawl source in /admin, in German (ADR 0078): a double click queues
// one crawl and the button says so. The suite's server runs no tasks (JOBS_AUTORUN=false), so the
// crawl stays queued here; running it is tests/integration/crawl-now.test.ts's.
test('the team queues one crawl of a source from /admin, however many clicks', async ({ browser, baseURL }) => {
  const api = await adminApi(baseURL!)
  const inst = await newInstitution(baseURL!)
  const res = await api.post('/api/cms/crawl-sources', {
    data: { institution: inst.id, kind: 'jsonld', url: `https://karriere-${uniqueStamp()}.example.invalid/stellen`, language: 'auto', active: true, rate_seconds: 2 },
  })
  expect(res.status()).toBe(201)
  const { doc } = (await res.json()) as { doc: { id: number } }

  const context = await browser.newContext({ baseURL, storageState: await sessionState(baseURL!, DEMO.admin.email, DEMO.admin.password) })
  const page = await context.newPage()
  await page.goto(`/admin/collections/crawl-sources/${doc.id}`)
  const state = page.getByTestId('crawl-now-state')
  await expect(state).toHaveText('Diese Quelle wurde noch nie gelesen.')
  await page.getByRole('button', { name: 'Jetzt crawlen' }).dblclick()
  await expect(state).toHaveText('Der Crawl ist in der Warteschlange …')
  await expect(page.getByRole('button', { name: 'Jetzt crawlen' })).toBeDisabled()
  await page.screenshot({ path: test.info().outputPath('crawl-now-admin-de.png') })
  const runs = (await (await api.get(`/api/cms/task-runs?where[slot][like]=source:${doc.id}@&depth=0`)).json()) as { totalDocs: number }
  expect(runs.totalDocs).toBe(1)
  await context.close()
})
