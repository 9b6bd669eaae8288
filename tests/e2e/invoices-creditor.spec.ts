import { expect, test } from '@playwright/test'
import { adminApi, DEMO, sessionState } from './support'

// The /admin dashboard warns while the invoices' creditor is the example a fresh installation starts
// with (docs/product-rules.md#orders-and-invoices). The test sets the global billing settings to
// the example for a moment, when any checkout would be refused: it runs alone (ADR 0058).

test('the team reads on the /admin dashboard that orders are blocked while the creditor is the example', async ({ browser, baseURL }) => {
  const api = await adminApi(baseURL!)
  const context = await browser.newContext({ storageState: await sessionState(baseURL!, DEMO.admin.email, DEMO.admin.password) })
  const page = await context.newPage()
  const setIban = (qr_iban: string) => api.post('/api/cms/globals/billing-settings', { data: { qr_iban } })
  try {
    expect((await setIban('CH44 3199 9123 0008 8901 2')).status()).toBe(200)
    await page.goto('/admin')
    await expect(page.getByTestId('creditor-warning')).toContainText('QR-IBAN (noch der Beispielwert)')
    await page.screenshot({ path: test.info().outputPath('invoices-admin-warning.png') })
  } finally {
    expect((await setIban('CH66 3080 8001 2345 6789 0')).status()).toBe(200)
  }
  await page.goto('/admin')
  await expect(page.getByRole('link', { name: 'Rechnungen' }).first()).toBeVisible()
  await expect(page.getByTestId('creditor-warning')).toHaveCount(0)
  await context.close()
})
