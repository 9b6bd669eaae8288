import fs from 'node:fs'
import { expect, test } from '@playwright/test'
import { seriousViolations } from './axe'
import { adminApi, linkIn, newestMail, useSession } from './support'

// The account's privacy (ADR 0065) on a phone, in French: the data export downloads one JSON file
// with the account's address; the user asks for the deletion link with a wrong password first, then
// the right one, confirms through the mailed link, is logged out and cannot log in again.

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }
const PASSWORD = 'Sicher-Passwort-7'

test('a user on a phone downloads their data, then deletes their account through the mailed link and cannot log in', async ({ browser, baseURL }) => {
  test.setTimeout(120_000)
  const email = `e2e-privacy-${Date.now().toString(36)}@example.ch`
  const admin = await adminApi(baseURL!)
  const created = await admin.post('/api/cms/users', {
    data: { email, password: PASSWORD, first_name: 'Léa', last_name: 'Privée', gender: 'GENDER_FEMALE', role: 'ROLE_DOCTOR', locale: 'fr', _verified: true },
  })
  expect(created.status(), await created.text()).toBe(201)

  const context = await browser.newContext({ ...PHONE, baseURL })
  await useSession(context, baseURL!, email)
  const page = await context.newPage()
  await page.goto('/fr/cockpit/user/privacy')
  await expect(page.getByRole('heading', { name: 'Télécharger tes données' })).toBeVisible()
  // the spec's sentence stays, with the address as a link
  await expect(page.getByRole('link', { name: /@/ }).first()).toHaveAttribute('href', /^mailto:/)
  expect(await seriousViolations(page), 'the privacy screen').toEqual([])

  // The export: one JSON download with the account's address.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Télécharger les données (JSON)' }).click()])
  expect(download.suggestedFilename()).toMatch(/^helvemed-data-\d{4}-\d{2}-\d{2}\.json$/)
  const data = JSON.parse(fs.readFileSync((await download.path())!, 'utf8')) as { account: { email: string } }
  expect(data.account.email).toBe(email)

  // The sessions screen names this phone's browser.
  await page.goto('/fr/cockpit/user/sessions')
  await expect(page.getByTestId('session-current')).toContainText('Cet appareil')
  expect(await seriousViolations(page), 'the sessions screen').toEqual([])
  await page.goto('/fr/cockpit/user/privacy')

  // A wrong password first: refused at the field, no link.
  const own = page.getByTestId('delete-own')
  await own.getByLabel('Mot de passe', { exact: true }).fill('Faux-Passwort-1')
  await own.getByRole('button', { name: 'Envoyer le lien de suppression' }).click()
  await expect(own.getByText('Le mot de passe actuel est incorrect.')).toBeVisible()
  await own.getByLabel('Mot de passe', { exact: true }).fill(PASSWORD)
  await own.getByRole('button', { name: 'Envoyer le lien de suppression' }).click()
  await expect(page.getByTestId('delete-link-sent')).toContainText('24 heures')

  const mail = await newestMail(baseURL!, email, { subject: /Supprimer le compte/ })
  expect(mail, 'the deletion link in the outbox').toBeTruthy()
  // Opening the link changes nothing; the button deletes.
  await page.goto(linkIn(mail!.text, '/fr/cockpit/user/delete'))
  await page.getByRole('button', { name: 'Supprimer définitivement le compte' }).click()
  await expect(page).toHaveURL(/\/fr$/)
  await expect(page.getByTestId('toast')).toHaveText(/Ton compte est supprimé\./)
  expect(((await (await page.request.get('/api/_auth/session')).json()) as { user: unknown }).user).toBeNull()

  // The login refuses the address and password it had.
  await page.goto('/fr/login')
  await page.getByLabel(/^Adresse e-mail/).fill(email)
  await page.getByLabel(/^Mot de passe$/).fill(PASSWORD)
  await page.locator('form').getByRole('button', { name: 'Se connecter' }).click()
  await expect(page.getByTestId('form-error')).toContainText('L’adresse e-mail ou le mot de passe est incorrect.')
  await context.close()
})
