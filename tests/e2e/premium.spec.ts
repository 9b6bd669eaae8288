import { expect, test } from '@playwright/test'

// Premium delivered (ADR 0040): on page 1 of a matching search the premium and premium-social ads
// take the first places, each with a mark in words and its own card; the other ads carry no mark.
// The demo data have premium ads in every field, so every search below has some.

test('page 1 of a French search starts with premium ads marked « Annonce à la une »', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/fr/jobs/medecin-assistant')
  const cards = page.locator('article.job-card')
  await expect(cards.first()).toBeVisible()
  for (let i = 0; i < 3; i++) {
    const card = cards.nth(i)
    await expect(card).toHaveClass(/job-card--premium/)
    const mark = card.getByTestId('job-card-premium')
    await expect(mark).toBeVisible()
    await expect(mark).toHaveText('Annonce à la une')
  }
  // not every ad is marked: the rest of the page keeps the date order, basic and crawled ads included
  const unmarked = page.locator('article.job-card:not(.job-card--premium)')
  expect(await unmarked.count()).toBeGreaterThan(0)
  await expect(unmarked.first().getByTestId('job-card-premium')).toHaveCount(0)
  await page.screenshot({ path: test.info().outputPath('premium-fr-390.png'), fullPage: false })
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.screenshot({ path: test.info().outputPath('premium-fr-1280.png'), fullPage: false })
})

test('the home page and a text search in German show the mark « Top-Inserat » first', async ({ page }) => {
  await page.goto('/de')
  await expect(page.locator('[data-section="job"] article.job-card').first().getByTestId('job-card-premium')).toHaveText('Top-Inserat')
  await page.goto('/de/jobs/suche-kardiologie')
  await expect(page.locator('article.job-card').first().getByTestId('job-card-premium')).toHaveText('Top-Inserat')
})
