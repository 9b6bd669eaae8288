import { expect, request, test } from '@playwright/test'
import { seriousViolations } from './axe'

// No serious or critical accessibility violation on the public page types.

test('search, job, institution, home and account pages pass axe (serious/critical)', async ({ page, baseURL }) => {
  const ctx = await request.newContext({ baseURL })
  const { items } = await (await ctx.get('/api/fn/data/jobs?locale=fr')).json()
  const job = items[0]
  for (const path of [
    '/de',
    '/fr/jobs',
    '/fr/jobs/medecin-assistant/plein-temps',
    `/fr/job/${job.id}`,
    `/de/institution/${job.institution.id}`,
    '/de/institutions',
    '/it/register',
    '/it/offerta',
    '/de/login',
  ]) {
    await page.goto(path)
    expect(await seriousViolations(page), path).toEqual([])
  }
})
