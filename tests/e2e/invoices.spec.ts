import { expect, test } from '@playwright/test'
import { seriousViolations } from './axe'
import { DEMO, loggedIn, useSession } from './support'

// The employer finds the invoices in the cockpit: the demo employer's invoices
// in every state, Swiss amounts and dates, a PDF to download; on a phone in French each invoice is a
// block and nothing is wider than the screen; nobody else gets the PDF. The demo invoices are only
// read here; the team's warning about the example creditor changes the global billing settings and
// runs alone (invoices-creditor.spec.ts, ADR 0058).

test('German, desk: the employer opens the invoices from the menu, reads them and downloads a PDF', async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await useSession(page.context(), baseURL!, DEMO.hr.email)
  await page.goto('/de/cockpit/jobs')
  await page.getByTestId('cockpit-nav').getByRole('link', { name: 'Rechnungen' }).click()
  await expect(page).toHaveURL(/\/de\/cockpit\/invoices$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Rechnungen' })).toBeVisible()

  const rows = page.getByTestId('invoice-row')
  expect(await rows.count()).toBeGreaterThanOrEqual(4)
  const states = await page.getByTestId('invoice-status').allTextContents()
  for (const state of ['Bezahlt', 'Überfällig', 'Storniert', 'Offen']) expect(states).toContain(state)
  const first = rows.first()
  await expect(first).toContainText(/CHF \d{1,3}('\d{3})*\.\d{2}/)
  await expect(first).toContainText(/\d{2}\.\d{2}\.\d{4}/)
  await page.screenshot({ path: test.info().outputPath('invoices-de-1280.png'), fullPage: true })
  // Beside the menu, narrower: still nothing wider than the window.
  await page.setViewportSize({ width: 1000, height: 900 })
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0)
  await page.screenshot({ path: test.info().outputPath('invoices-de-1000.png'), fullPage: true })

  const href = await first.getByTestId('invoice-pdf').getAttribute('href')
  expect(href).toMatch(/^\/api\/fn\/user\/invoice-pdf\?id=\d+$/)
  const pdf = await page.request.get(href!)
  expect(pdf.status()).toBe(200)
  expect(pdf.headers()['content-type']).toBe('application/pdf')
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-')
  expect(await seriousViolations(page)).toEqual([])

  // Another account gets neither the PDF nor the invoices.
  const doctor = await loggedIn(test.info().project.use.baseURL!, DEMO.doctor.email, DEMO.doctor.password)
  expect((await doctor.get(href!)).status()).toBe(404)
  expect(await (await doctor.get('/api/fn/user/invoices')).json()).toEqual([])
  const student = await loggedIn(test.info().project.use.baseURL!, DEMO.student.email, DEMO.student.password)
  expect((await student.get('/api/fn/user/invoices')).status()).toBe(403)
})

test('French, phone at 320 px: each invoice is a block, nothing overflows', async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 320, height: 740 })
  await useSession(page.context(), baseURL!, DEMO.hr.email)
  await page.goto('/fr/cockpit/invoices')
  await expect(page.getByRole('heading', { level: 1, name: 'Factures' })).toBeVisible()
  const states = await page.getByTestId('invoice-status').allTextContents()
  for (const state of ['Payée', 'En retard', 'Annulée', 'Ouverte']) expect(states).toContain(state)
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
  expect(overflow).toBeLessThanOrEqual(0)
  // A block: the labels show beside the values, the row is as wide as the screen allows.
  const box = await page.getByTestId('invoice-row').first().boundingBox()
  expect(box!.width).toBeLessThanOrEqual(320)
  const label = await page
    .getByTestId('invoice-row')
    .first()
    .locator('td')
    .nth(2)
    .evaluate((cell) => getComputedStyle(cell, '::before').content)
  expect(label).toBe('"Montant TVA incluse"')
  await page.setViewportSize({ width: 390, height: 844 })
  await page.screenshot({ path: test.info().outputPath('invoices-fr-390.png'), fullPage: true })
  expect(await seriousViolations(page)).toEqual([])
})
