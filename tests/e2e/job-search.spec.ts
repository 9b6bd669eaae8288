import { expect, request, test } from '@playwright/test'

// A visitor on a phone-sized or desktop browser searches in French with two filters, opens an ad,
// walks to the next and back to the previous one, and finds the apply link.
test('a visitor searches in French with two filters, pages through ads and reaches the apply link', async ({ page }) => {
  await page.goto('/fr/jobs')
  await page.getByText('Plus de filtres').click()
  await page.getByLabel('Niveau').selectOption('ASSISTANT_PHYSICIAN')
  await page.getByLabel('Engagement').selectOption('FULL_TIME')
  await page.getByRole('button', { name: 'Afficher les postes' }).click()
  await expect(page).toHaveURL(/\/fr\/jobs\/medecin-assistant\/plein-temps$/)
  await expect(page.locator('.result-count')).toContainText('postes en ligne')
  await expect(page.getByRole('list', { name: 'Filtres actifs' }).getByRole('link')).toHaveCount(3)

  const titles = page.locator('.job-card__title a')
  const firstTitle = await titles.first().textContent()
  const secondTitle = await titles.nth(1).textContent()
  await titles.first().click()
  await expect(page).toHaveURL(/\/fr\/job\/\d+\?s=/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(firstTitle!.trim())
  await page.getByTestId('job-next').click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(secondTitle!.trim())
  await page.getByTestId('job-previous').click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(firstTitle!.trim())
  const apply = page.getByRole('link', { name: /Postuler/ }).first()
  await expect(apply).toHaveAttribute('href', /^(mailto:|https?:)/)
  await page.getByRole('link', { name: 'Retour à la recherche' }).click()
  await expect(page).toHaveURL(/\/fr\/jobs\/medecin-assistant\/plein-temps$/)
})

test('filter paths: any order redirects to the canonical one, other languages are translated, unknown is 404', async ({ baseURL }) => {
  const ctx = await request.newContext({ baseURL })
  const reordered = await ctx.get('/fr/jobs/plein-temps/medecin-assistant', { maxRedirects: 0 })
  expect(reordered.status()).toBe(301)
  expect(reordered.headers().location).toMatch(/\/fr\/jobs\/medecin-assistant\/plein-temps$/)
  const german = await ctx.get('/fr/jobs/assistenzarzt/vollzeit', { maxRedirects: 0 })
  expect(german.status()).toBe(301)
  expect(german.headers().location).toMatch(/\/fr\/jobs\/medecin-assistant\/plein-temps$/)
  expect((await ctx.get('/de/jobs/gibt-es-nicht')).status()).toBe(404)
  expect((await ctx.get('/de/jobs/seite-0')).status()).toBe(404)
})

test('an institution page shows its online jobs and its facts and figures', async ({ page, baseURL }) => {
  const ctx = await request.newContext({ baseURL })
  // An institution with online ads and facts, found through the public data calls.
  const { items } = await (await ctx.get('/api/fn/data/institutions?locale=de&limit=40')).json()
  let withJobs: { id: number; name: string } | undefined
  for (const item of items.filter((i: { jobs_amount: number }) => i.jobs_amount > 0)) {
    const detail = await (await ctx.get(`/api/fn/data/institution?locale=de&slug=${item.id}`)).json()
    if (detail.facts?.length > 0) {
      withJobs = item
      break
    }
  }
  if (!withJobs) throw new Error('demo data has no institution with jobs and facts')
  await page.goto(`/de/institution/${withJobs.id}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(withJobs.name)
  const jobs = page.getByRole('region', { name: 'Offene Stellen' }).or(page.locator('section', { has: page.getByRole('heading', { name: 'Offene Stellen' }) }))
  await expect(jobs.getByRole('link').first()).toBeVisible()
  await jobs.getByRole('link').first().click()
  await expect(page).toHaveURL(/\/de\/job\/\d+/)
  await page.goBack()
  await expect(page.getByRole('heading', { name: 'Fakten und Zahlen' })).toBeVisible()
})
