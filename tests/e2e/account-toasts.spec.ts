import { expect, test } from '@playwright/test'
import { adminApi, useSession } from './support'

// The toasts of the account actions (ADR 0067) on a phone, in German: a profile edit ends with the
// success toast; a wrong current password stays at its field without a toast; the data export ends
// with its toast after the download.

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }
const PASSWORD = 'Sicher-Passwort-7'

test('on a phone: the profile edit shows the success toast, a wrong current password stays at the field, the export its toast', async ({ browser, baseURL }) => {
  const email = `e2e-toasts-${Date.now().toString(36)}@example.ch`
  const admin = await adminApi(baseURL!)
  const created = await admin.post('/api/cms/users', {
    data: { email, password: PASSWORD, first_name: 'Tara', last_name: 'Toast', gender: 'GENDER_FEMALE', role: 'ROLE_DOCTOR', locale: 'de', _verified: true },
  })
  expect(created.status(), await created.text()).toBe(201)
  const context = await browser.newContext({ ...PHONE, baseURL })
  await useSession(context, baseURL!, email)
  const page = await context.newPage()

  await page.goto('/de/cockpit/user/edit')
  await page.getByLabel('Vorname').fill('Tamara')
  await page.getByRole('button', { name: 'Speichern' }).click()
  const toast = page.getByTestId('toast')
  await expect(toast).toHaveText(/^Profil gespeichert\./)
  await expect(toast).toBeInViewport()

  await page.goto('/de/cockpit/user/password')
  await page.getByLabel('Aktuelles Passwort').fill('Falsch-Passwort-1')
  await page.getByLabel('Neues Passwort').fill('Neues-Passwort-77')
  await page.getByLabel('Passwort bestätigen').fill('Neues-Passwort-77')
  await page.getByRole('button', { name: 'Speichern' }).click()
  await expect(page.getByText('Das aktuelle Passwort stimmt nicht.')).toBeVisible()
  await expect(page.getByLabel('Aktuelles Passwort')).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByTestId('toast')).toHaveCount(0)

  await page.goto('/de/cockpit/user/privacy')
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('data-export-button').click()])
  expect(download.suggestedFilename()).toMatch(/^helvemed-data-\d{4}-\d{2}-\d{2}\.json$/)
  await expect(page.getByTestId('toast')).toHaveText(/^Deine Daten sind heruntergeladen\./)
  await context.close()
})
