import { request } from '@playwright/test'
import { expect, test } from './fixtures'
import { newCrawledJob, newInstitution } from './lib/factories'
import { useSession } from './support'

// Ads read from an employer's website (ADR 0071), in French on a phone: a visitor sees the mark
// and the link to the original; the employer takes one over (buys a package), declines another and
// switches free listings off; each ends with its toast, and the visitor no longer sees the
// declined and the switched-off ads on the very next request, while the bought one stays.

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }

test('an employer takes one crawled ad over, declines another and switches free listings off; the visitor sees it at once', async ({ browser, baseURL }) => {
  test.setTimeout(120_000)
  const billing = { name: 'Hôpital Test SA', address: 'Rue du Test 1', zip: '1003', city: 'Lausanne', email: 'factures@test.example.ch' }
  const inst = await newInstitution(baseURL!, { manager: true, data: { billing, billing_type: 'email', main_lang: 'fr' } })
  const [taken, declined, free] = [await newCrawledJob(baseURL!, inst.id), await newCrawledJob(baseURL!, inst.id), await newCrawledJob(baseURL!, inst.id)]

  // The visitor: the mark in words and the original, not followed.
  const visitor = await browser.newContext({ ...PHONE, baseURL })
  const page = await visitor.newPage()
  await page.goto(`/fr/job/${free.id}`)
  const mark = page.getByTestId('job-crawled')
  await expect(mark).toContainText('Du site de l’employeur')
  const original = mark.getByRole('link', { name: 'Voir l’annonce originale' })
  await expect(original).toHaveAttribute('href', free.original)
  await expect(original).toHaveAttribute('rel', 'nofollow noopener')
  await page.screenshot({ path: test.info().outputPath('crawled-job-fr-390.png') })
  await page.goto(`/fr/institution/${inst.id}`)
  await expect(page.locator('#institution-jobs ~ ul')).toContainText(free.title)
  // in the search too, its card marked
  const searchFree = `/fr/jobs/recherche-${free.title.split(' ').at(-1)}`
  await page.goto(searchFree)
  await expect(page.locator('article.job-card', { hasText: free.title }).getByTestId('job-card-crawled')).toHaveText('Du site de l’employeur')
  await page.screenshot({ path: test.info().outputPath('crawled-search-fr-390.png') })

  // The employer, in the cockpit's « À reprendre ».
  const context = await browser.newContext({ ...PHONE, baseURL })
  await useSession(context, baseURL!, inst.manager!.email)
  const hr = await context.newPage()
  await hr.goto('/fr/cockpit/jobs')
  const pending = hr.getByTestId('jobs-pendingAccess')
  for (const ad of [taken, declined, free]) await expect(pending.locator(`li[data-job-id="${ad.id}"]`)).toContainText(ad.title)
  // each links the ad as the public sees it, in the cockpit's language
  await expect(pending.locator(`li[data-job-id="${free.id}"]`).getByRole('link', { name: 'Voir', exact: true })).toHaveAttribute('href', `/fr/job/${free.id}`)

  // Decline: confirmed, offline at once, flagged in the list.
  const declinedItem = pending.locator(`li[data-job-id="${declined.id}"]`)
  await declinedItem.getByRole('link', { name: /^Refuser/ }).click()
  const panel = hr.getByTestId('job-panel')
  await expect(panel).toContainText('ne sera plus jamais reprise')
  await panel.locator('#field-confirm').check()
  await panel.getByRole('button', { name: 'Refuser l’annonce' }).click()
  await expect(hr.getByTestId('toast').filter({ hasText: 'Annonce refusée.' })).toBeVisible()
  await expect(declinedItem.getByTestId('job-declined')).toHaveText('Refusée')
  await expect(declinedItem.getByTestId('job-view')).toHaveCount(0)
  expect((await page.goto(`/fr/job/${declined.id}`))?.status()).toBe(404)

  // Take over: a package bought, the ad is the employer's (online, among the active ads).
  await hr
    .getByTestId('jobs-pendingAccess')
    .locator(`li[data-job-id="${taken.id}"]`)
    .getByRole('link', { name: /^Reprendre/ })
    .click()
  await hr.getByTestId('extend-other').locator('input[name="variant_id"]').first().check()
  await hr.getByTestId('job-panel').getByRole('button', { name: 'Prolonger avec obligation de payer' }).dblclick()
  await expect(hr.getByTestId('toast').filter({ hasText: 'Annonce prolongée.' })).toBeVisible()
  await expect(hr.getByTestId('jobs-active').locator(`li[data-job-id="${taken.id}"]`)).toContainText(taken.title)

  // Free listings off: the sentence says what it means; the free ad leaves at once.
  const switchForm = hr.getByTestId(`free-listings-${inst.id}`)
  await expect(hr.getByTestId('free-listings')).toContainText('toutes ces annonces sont immédiatement retirées')
  await switchForm.getByRole('button', { name: 'Désactiver les annonces gratuites' }).click()
  await expect(hr.getByTestId('toast').filter({ hasText: 'Annonces gratuites désactivées.' })).toBeVisible()
  await expect(switchForm).toContainText('Les annonces gratuites sont désactivées.')
  await hr.screenshot({ path: test.info().outputPath('crawled-cockpit-fr-390.png'), fullPage: true })

  // The visitor, on the next request: the free ad has ended, the employer's page lists the bought one only.
  await page.goto(`/fr/job/${free.id}`)
  await expect(page.getByTestId('job-ended')).toBeVisible()
  await page.goto(searchFree)
  await expect(page.locator('article.job-card', { hasText: free.title })).toHaveCount(0)
  await page.goto(`/fr/institution/${inst.id}`)
  const list = page.locator('#institution-jobs ~ ul')
  await expect(list).toContainText(taken.title)
  await expect(list).not.toContainText(free.title)
  await expect(list).not.toContainText(declined.title)
  await page.goto(`/fr/job/${taken.id}`)
  await expect(page.getByTestId('job-crawled')).toHaveCount(0)
  const anonymous = await request.newContext({ baseURL })
  const sitemap = await (await anonymous.get('/sitemap/jobs-0.xml')).text()
  expect(sitemap).toContain(`/job/${taken.id}<`)
  expect(sitemap).not.toContain(`/job/${free.id}<`)
  expect(sitemap).not.toContain(`/job/${declined.id}<`)
  await anonymous.dispose()
  await Promise.all([visitor.close(), context.close()])
})
