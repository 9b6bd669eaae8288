import { expect, request, test } from '@playwright/test'

// What a visitor on a phone meets on the public job and employer pages.
test.use({ viewport: { width: 390, height: 844 } })

test('after filtering on a phone the results come first and the heading names the filter', async ({ page }) => {
  await page.goto('/de/jobs')
  // a bare search: the form is open
  await expect(page.getByTestId('filter-fold')).toHaveAttribute('open', '')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Stellen in der Medizin')
  const field = page.getByLabel('Fachgebiet')
  const fieldName = (await field.locator('option').nth(1).textContent())!.trim()
  await field.selectOption({ index: 1 })
  await page.getByText('Weitere Filter').click()
  const canton = page.getByLabel('Kanton')
  const cantonName = (await canton.locator('option').nth(1).textContent())!.trim()
  await canton.selectOption({ index: 1 })
  await page.getByRole('button', { name: 'Stellen anzeigen' }).click()
  await expect(page).toHaveURL(/\/de\/jobs\/[^?]+$/)

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${fieldName} in ${cantonName}`)
  await expect(page).toHaveTitle(new RegExp(`^${fieldName} in ${cantonName} – Stellen`))
  const fold = page.getByTestId('filter-fold')
  await expect(fold).not.toHaveAttribute('open', '')
  await expect(page.getByRole('button', { name: 'Stellen anzeigen' })).toBeHidden()
  // the count (and the results after it) start on the first screen
  const count = await page.locator('.result-count').boundingBox()
  expect(count!.y).toBeLessThan(844 / 2)
  // the folded form opens with a tap and keeps the filter
  await fold.locator('.filter-fold__summary').click()
  await expect(page.getByLabel('Fachgebiet')).toHaveValue(/.+/)
  await expect(page.getByRole('button', { name: 'Stellen anzeigen' })).toBeVisible()
})

test('on a wide screen the form stays beside the results, also when filtered', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto('/fr/jobs')
  const field = page.getByLabel('Spécialité')
  await field.selectOption({ index: 1 })
  await page.getByRole('button', { name: 'Afficher les postes' }).click()
  await expect(page).toHaveURL(/\/fr\/jobs\/[^?]+$/)
  await expect(page.getByTestId('filter-fold')).not.toHaveAttribute('open', '')
  await expect(page.getByRole('button', { name: 'Afficher les postes' })).toBeVisible()
  await expect(page.locator('.filter-fold__summary')).toBeHidden()
})

test('job cards state the workload once and the apply link opens a new tab', async ({ page, baseURL }) => {
  await page.goto('/de/jobs')
  const cards = page.locator('.job-card')
  await expect(cards.first()).toBeVisible()
  let inTitle = 0
  for (const card of await cards.all()) {
    const title = (await card.locator('.job-card__title').textContent()) ?? ''
    if (/\d\s*%/.test(title)) {
      inTitle++
      await expect(card.getByTestId('job-card-pensum')).toHaveCount(0)
    } else {
      await expect(card.getByTestId('job-card-pensum')).toHaveCount(1)
    }
  }
  expect(inTitle).toBeGreaterThan(0)

  // an ad whose application goes to the employer's website
  const api = await request.newContext({ baseURL })
  const { items } = (await (await api.get('/api/fn/data/jobs?locale=de')).json()) as { items: { id: number }[] }
  let jobId: number | undefined
  for (const item of items) {
    const job = (await (await api.get(`/api/fn/data/job?locale=de&slug=${item.id}`)).json()) as { apply?: string | null }
    if (typeof job.apply === 'string' && /^https?:/.test(job.apply)) {
      jobId = item.id
      break
    }
  }
  expect(jobId, 'an ad of the first page applies through a website').toBeDefined()
  await page.goto(`/de/job/${jobId}`)
  const apply = page.getByTestId('job-apply').first()
  await expect(apply).toHaveAttribute('target', '_blank')
  await expect(apply).toHaveAttribute('rel', /\bnoopener\b/)
  await expect(apply).toHaveAccessibleName(/Jetzt bewerben.*neuem Tab/)
})

test('the employer map asks OpenStreetMap for nothing until the visitor wants it', async ({ page, baseURL }) => {
  const tiles: string[] = []
  page.on('request', (r) => {
    if (r.url().includes('tile.openstreetmap.org')) tiles.push(r.url())
  })
  const api = await request.newContext({ baseURL })
  const { items } = await (await api.get('/api/fn/data/institutions?locale=de&filter=kanton-genf/universitaetsspital')).json()
  await page.goto(`/it/institution/${items[0].id}`, { waitUntil: 'networkidle' })
  const locations = page.locator('.institution-locations')
  await locations.scrollIntoViewIfNeeded()
  // On screen and ready (its button answers a click): still no tile asked for.
  const show = locations.getByRole('button', { name: 'Mostra la mappa' })
  await expect(show).toBeEnabled()
  expect(tiles).toEqual([])
  await expect(locations).toContainText('OpenStreetMap')
  await expect(locations.getByTestId('location-link').first()).toBeVisible()
  await show.click()
  await expect.poll(() => tiles.length).toBeGreaterThan(0)
})
