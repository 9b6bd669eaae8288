import AxeBuilder from '@axe-core/playwright'
import { expect, request, test } from '@playwright/test'

// No serious or critical accessibility violation on the public page types.
async function seriousViolations(page: import('@playwright/test').Page) {
  const results = await new AxeBuilder({ page }).analyze()
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`)
}

test('search, job, institution, home and account pages pass axe (serious/critical)', async ({ page, baseURL }) => {
  const ctx = await request.newContext({ baseURL })
  const { items } = await (await ctx.get('/api/fn/data/jobs?locale=fr')).json()
  const job = items[0]
  for (const path of ['/de', '/fr/jobs', '/fr/jobs/medecin-assistant/plein-temps', `/fr/job/${job.id}`, `/de/institution/${job.institution.id}`, '/de/institutions', '/it/register', '/de/login']) {
    await page.goto(path)
    expect(await seriousViolations(page), path).toEqual([])
  }
})
