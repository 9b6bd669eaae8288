import { expect, request, test } from '@playwright/test'

// The search box's own example finds ads, and an employer page leads to all of
// its online ads, not only the 20 it lists (point 8).

test('the search box example "Kardiologie, Zürich" and "Zuerich" find ads', async ({ page }) => {
  await page.goto('/de/jobs')
  const box = page.getByLabel('Stichwort')
  await expect(box).toHaveAttribute('placeholder', 'z. B. Kardiologie, Zürich')
  await box.fill('Kardiologie, Zürich')
  await page.getByRole('button', { name: 'Stellen anzeigen' }).click()
  await expect(page).toHaveURL(/\/de\/jobs\/suche-kardiologie-z%C3%BCrich$|\/de\/jobs\/suche-kardiologie-zürich$/)
  const count = page.locator('.result-count')
  await expect(count).toHaveText(/^[1-9][\d’']* Stellen? online$/)
  const withUmlaut = await count.textContent()
  await page.goto('/de/jobs/suche-kardiologie-zuerich')
  await expect(page.locator('.result-count')).toHaveText(withUmlaut!)
  expect(await page.locator('.job-card__title a').count()).toBeGreaterThan(0)
})

test('an employer page with more online ads than it lists links to the job search of all its ads', async ({ page, baseURL }) => {
  const ctx = await request.newContext({ baseURL })
  const { items } = await (await ctx.get('/api/fn/data/institutions?locale=de&limit=100')).json()
  const employer = (items as { id: number; name: string; jobs_amount: number }[]).find((i) => i.jobs_amount > 20)
  expect(employer, 'the demo data has an employer with more than 20 online ads').toBeDefined()
  const total = employer!.jobs_amount

  await page.goto(`/de/institution/${employer!.id}`)
  const jobs = page.locator('section[aria-labelledby="institution-jobs"]')
  await expect(jobs.locator('.result-count')).toHaveText(`${total} Stellen online`)
  await expect(jobs.locator('.link-list > li')).toHaveCount(20)
  await jobs.getByRole('link', { name: `Alle ${total} Stellen anzeigen` }).click()
  await expect(page).toHaveURL(new RegExp(`/de/jobs/arbeitgeber-${employer!.id}$`))
  await expect(page.locator('.result-count')).toHaveText(`${total} Stellen online`)
  // the filter is named and can be removed
  const chips = page.getByRole('list', { name: 'Aktive Filter' })
  await expect(chips.getByRole('link', { name: new RegExp(employer!.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) })).toHaveCount(1)

  // every ad of every page is this employer's, and together they are all of them
  const seen = new Set<string>()
  for (let n = 1; seen.size < total && n <= 5; n++) {
    if (n > 1) await page.goto(`/de/jobs/arbeitgeber-${employer!.id}/seite-${n}`)
    const hrefs = await page.locator('.job-card__title a').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''))
    for (const href of hrefs) seen.add(href.replace(/\?.*$/, ''))
    const institutions = await page.locator('.job-card').allTextContents()
    for (const text of institutions) expect(text).toContain(employer!.name)
  }
  expect(seen.size).toBe(total)

  // the same filter in French and Italian, canonical and validated like every filter segment
  const api = await request.newContext({ baseURL })
  const french = await api.get(`/fr/jobs/arbeitgeber-${employer!.id}`, { maxRedirects: 0 })
  expect(french.status()).toBe(301)
  expect(french.headers().location).toMatch(new RegExp(`/fr/jobs/employeur-${employer!.id}$`))
  expect((await api.get(`/it/jobs/datore-di-lavoro-${employer!.id}`)).status()).toBe(200)
  expect((await api.get('/de/jobs/arbeitgeber-999999')).status()).toBe(404)
  expect((await api.get(`/de/jobs/arbeitgeber-0${employer!.id}`)).status()).toBe(404)
  expect((await api.get(`/de/jobs/arbeitgeber-${employer!.id}/arbeitgeber-${employer!.id}`)).status()).toBe(404)
})

test('phone screenshots of the employer link and its job search (de, fr, it)', async ({ browser, baseURL }) => {
  const ctx = await request.newContext({ baseURL })
  const { items } = await (await ctx.get('/api/fn/data/institutions?locale=de&limit=100')).json()
  const employer = (items as { id: number; jobs_amount: number }[]).find((i) => i.jobs_amount > 20)!
  for (const [lang, word, label] of [
    ['de', 'arbeitgeber', /Alle \d+ Stellen anzeigen/],
    ['fr', 'employeur', /Voir les \d+ postes/],
    ['it', 'datore-di-lavoro', /Mostra tutti i \d+ posti/],
  ] as const) {
    const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } })
    const page = await context.newPage()
    await page.goto(`/${lang}/institution/${employer.id}`)
    const link = page.getByRole('link', { name: label })
    await link.scrollIntoViewIfNeeded()
    await page.screenshot({ path: test.info().outputPath(`${lang}-institution-link.png`) })
    await link.click()
    await expect(page).toHaveURL(new RegExp(`/${lang}/jobs/${word}-${employer.id}$`))
    await page.screenshot({ path: test.info().outputPath(`${lang}-employer-jobs.png`) })
    await context.close()
  }
})
