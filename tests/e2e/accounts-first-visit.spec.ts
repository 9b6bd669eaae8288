import { expect, test, type Page } from '@playwright/test'
import type { Locale } from '../../src/i18n/locales'
import { newAccount as factoryAccount } from './lib/factories'
import { linkIn, logIn, newestMail } from './support'

// The account journeys as a first-time user walks them, in a browser
// that has never seen the site (links from mails are opened in a fresh context).

const PASSWORD = 'Sicher-Passwort-7'
const NEW_PASSWORD = 'Neues-Passwort-8'

/** A new doctor's account with the tests' password (lib/factories.ts). */
const newAccount = (baseURL: string, locale: Locale) => factoryAccount(baseURL, 'ROLE_DOCTOR', { locale, password: PASSWORD })

const sessionUser = async (page: Page) => ((await (await page.request.get('/api/_auth/session')).json()) as { user: { email: string; first_name: string } | null }).user

test('a public page sends no client-hint headers (no Critical-CH repeat); /admin keeps its colour-scheme hint', async ({ request }) => {
  for (const path of ['/de', '/fr/register', '/de/verify?token=abcdefghij1234567890']) {
    const res = await request.get(path)
    expect(res.status(), path).toBeLessThan(400)
    const headers = res.headers()
    expect(headers['critical-ch'], path).toBeUndefined()
    expect(headers['accept-ch'], path).toBeUndefined()
    expect(headers['vary'] ?? '', path).not.toMatch(/Sec-CH-Prefers-Color-Scheme/i)
  }
  const admin = await request.get('/admin', { maxRedirects: 0 })
  expect(admin.headers()['accept-ch']).toBe('Sec-CH-Prefers-Color-Scheme')
})

test('the verification link works on its first click in a fresh browser: a button confirms, then the login works', async ({ page, browser, baseURL }) => {
  const email = `e2e-verify-${Date.now()}@example.ch`
  await page.goto('/de/register')
  await page.getByLabel(/^E-Mail/).fill(email)
  await page.getByLabel(/^Vorname/).fill('Vera')
  await page.getByLabel(/^Nachname/).fill('Frisch')
  await page.getByLabel(/^Passwort$/).fill(PASSWORD)
  await page.getByLabel(/^Passwort bestätigen/).fill(PASSWORD)
  await page.getByRole('button', { name: 'Konto erstellen' }).click()
  await expect(page.getByTestId('register-done')).toContainText(email)

  const mail = await newestMail(baseURL!, email)
  const link = linkIn(mail!.text, '/de/verify')

  const fresh = await browser.newContext()
  const tab = await fresh.newPage()
  const documents: string[] = []
  tab.on('request', (r) => {
    if (r.resourceType() === 'document') documents.push(r.method())
  })
  await tab.goto(link)
  // Opening the link changes nothing: the page asks, and a button confirms.
  await expect(tab.getByRole('heading', { name: 'E-Mail bestätigen' })).toBeVisible()
  await expect(tab.getByTestId('verify-invalid')).toHaveCount(0)
  await tab.getByRole('button', { name: 'E-Mail-Adresse bestätigen' }).click()
  await expect(tab.getByTestId('verify-ok')).toContainText('Deine E-Mail-Adresse ist bestätigt')
  expect(documents).toEqual(['GET'])

  await tab.getByTestId('verify-ok').getByRole('link', { name: 'Anmelden' }).click()
  await tab.getByLabel('E-Mail-Adresse').fill(email)
  await tab.getByLabel('Passwort', { exact: true }).fill(PASSWORD)
  await tab.locator('form').getByRole('button', { name: 'Anmelden' }).click()
  await expect(tab).toHaveURL(/\/de\/cockpit\/user\/role/)
  expect((await sessionUser(tab))?.email).toBe(email)

  // The link is spent: opened again (in another browser) it says so, and the button is gone.
  const other = await browser.newContext()
  const again = await other.newPage()
  await again.goto(link)
  await expect(again.getByTestId('verify-invalid')).toContainText('ungültig oder wurde schon verwendet')
  await expect(again.getByRole('button', { name: 'E-Mail-Adresse bestätigen' })).toHaveCount(0)
  await other.close()
  await fresh.close()
})

test('without JavaScript the button confirms the address too, and the page says so (not "already used")', async ({ page, browser, baseURL }) => {
  const email = `e2e-verify-nojs-${Date.now()}@example.ch`
  await page.goto('/fr/register')
  await page.getByLabel(/^Adresse e-mail/).fill(email)
  await page.getByLabel(/^Prénom/).fill('Noé')
  await page.getByLabel(/^Nom/).fill('Sansjs')
  await page.getByLabel(/^Mot de passe$/).fill(PASSWORD)
  await page.getByLabel(/^Confirmer le mot de passe/).fill(PASSWORD)
  await page.getByRole('button', { name: 'Créer un compte' }).click()
  await expect(page.getByTestId('register-done')).toContainText(email)
  const link = linkIn((await newestMail(baseURL!, email))!.text, '/fr/verify')

  // A phone that has not run the page's scripts yet (or has none): the browser posts the form.
  const noScript = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } })
  const tab = await noScript.newPage()
  await tab.goto(link)
  await tab.getByRole('button', { name: 'Confirmer l’adresse e-mail' }).click()
  await expect(tab.getByTestId('verify-ok')).toBeVisible()
  await expect(tab.getByTestId('verify-invalid')).toHaveCount(0)
  await noScript.close()
})

test('changing the password in French keeps the user logged in with a success toast; the new password works', async ({ page, baseURL }) => {
  const person = await newAccount(baseURL!, 'fr')
  await logIn(page, person.email, PASSWORD, { lang: 'fr' })
  await page.goto('/fr/cockpit/user/password')
  await page.getByLabel('Mot de passe actuel').fill(PASSWORD)
  await page.getByLabel('Nouveau mot de passe').fill(NEW_PASSWORD)
  await page.getByLabel('Confirmer le mot de passe').fill(NEW_PASSWORD)
  await page.getByRole('button', { name: 'Enregistrer' }).click()

  await expect(page.getByTestId('toast')).toHaveText(/Mot de passe modifié/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bonjour Tina')
  await expect(page.getByText(/not authorized/i)).toHaveCount(0)
  expect((await sessionUser(page))?.email).toBe(person.email)
  await page.reload()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bonjour Tina')

  // The new password is the one that works from now on.
  await page.getByTestId('logout').click()
  await expect(page).toHaveURL(/\/fr$/)
  await logIn(page, person.email, NEW_PASSWORD, { lang: 'fr' })
  expect((await sessionUser(page))?.email).toBe(person.email)
})

test('saving the profile shows the new name in the field and the greeting at once; a one-letter name is refused with its rule', async ({ page, baseURL }) => {
  const person = await newAccount(baseURL!, 'de')
  await logIn(page, person.email, PASSWORD)
  await page.goto('/de/cockpit/user/edit')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hallo Tina')

  await page.getByLabel('Vorname').fill('L')
  await page.getByRole('button', { name: 'Speichern' }).click()
  await expect(page.locator('#field-first_name-error')).toHaveText('Bitte gib mindestens 2 Zeichen ein.')
  await expect(page.getByLabel('Vorname')).toHaveValue('L')

  await page.getByLabel('Vorname').fill('Lena')
  await page.getByLabel('Nachname').fill('Neumann')
  await page.getByRole('button', { name: 'Speichern' }).click()
  await expect(page.getByTestId('toast')).toHaveText(/Profil gespeichert/)
  await expect(page.getByLabel('Vorname')).toHaveValue('Lena')
  await expect(page.getByLabel('Nachname')).toHaveValue('Neumann')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hallo Lena')
  expect((await sessionUser(page))?.first_name).toBe('Lena')
})

test('on a phone, the message after "Konto erstellen" is on screen and has the focus', async ({ browser }) => {
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })
  const page = await phone.newPage()
  await page.goto('/de/register')
  await page.getByLabel(/^E-Mail/).fill(`e2e-phone-${Date.now()}@example.ch`)
  await page.getByLabel(/^Vorname/).fill('Pia')
  await page.getByLabel(/^Nachname/).fill('Phone')
  await page.getByLabel(/^Passwort$/).fill(PASSWORD)
  await page.getByLabel(/^Passwort bestätigen/).fill(PASSWORD)
  await page.getByRole('button', { name: 'Konto erstellen' }).click()
  const done = page.getByTestId('register-done')
  await expect(done).toBeFocused()
  await expect(done).toBeInViewport()
  await phone.close()
})
