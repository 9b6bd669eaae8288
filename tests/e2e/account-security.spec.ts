import { expect, test, type Page } from '@playwright/test'
import type { Locale } from '../../src/i18n/locales'
import { newAccount as factoryAccount, type FactoryRole } from './lib/factories'
import { adminApi, DEMO, freshTotp, linkIn, logIn, newestMail, rememberTotpSecret } from './support'

// ADR 0017: the team's second factor (set up on first login, codes, recovery codes), /admin only
// through our login, the optional second factor of other users, and the e-mail change by link.

const PASSWORD = 'Sicher-Passwort-7'

/** A new account of the role with the tests' password (lib/factories.ts). */
const newAccount = (baseURL: string, role: FactoryRole, locale: Locale) => factoryAccount(baseURL, role, { locale, password: PASSWORD })

async function passwordStep(page: Page, lang: string, email: string, next?: string) {
  await page.goto(`/${lang}/login${next ? `?next=${encodeURIComponent(next)}` : ''}`)
  await page.locator('input[name="email"]').fill(email)
  await page.locator('input[name="password"]').fill(PASSWORD)
  await page
    .locator('form')
    .filter({ has: page.locator('input[name="password"]') })
    .locator('button[type="submit"]')
    .click()
}

async function submitCode(page: Page, code: string) {
  await page.locator('input[name="code"]').fill(code)
  await page
    .locator('form')
    .filter({ has: page.locator('input[name="code"]') })
    .locator('button[type="submit"]')
    .click()
}

async function logOut(page: Page, lang = 'de') {
  await page.goto(`/${lang}/cockpit/user`)
  await page.getByTestId('logout').click()
  await expect(page).toHaveURL(new RegExp(`/${lang}$`))
}

const sessionUser = async (page: Page) => ((await (await page.request.get('/api/_auth/session')).json()) as { user: { email: string } | null }).user

test('a new team account is led through the second factor on first login, then signs in with codes and recovery codes', async ({ page, baseURL }) => {
  test.setTimeout(180_000)
  const team = await newAccount(baseURL!, 'ROLE_ADMIN', 'de')

  // Anonymous /admin lands on our login page (Payload's own login view is not used).
  await page.goto('/admin')
  await expect(page).toHaveURL(/\/de\/login\?next=%2Fadmin$/)

  await passwordStep(page, 'de', team.email, '/admin')
  await expect(page).toHaveURL(/\/de\/login\/setup$/)
  await expect(page.getByRole('heading', { name: 'Zweiten Faktor einrichten' })).toBeVisible()
  // The password alone opened no session.
  expect(await sessionUser(page)).toBeNull()
  await page.goto('/admin')
  await expect(page).toHaveURL(/\/de\/login\?next=%2Fadmin$/)
  await page.goBack()
  await expect(page).toHaveURL(/\/de\/login\/setup$/)

  await expect(page.locator('.totp-qr svg')).toBeVisible()
  const secret = (await page.getByTestId('totp-secret').innerText()).replace(/\s+/g, '')
  expect(secret).toMatch(/^[A-Z2-7]{32}$/)
  await submitCode(page, '000000')
  await expect(page.getByTestId('form-error')).toHaveText('Dieser Code stimmt nicht oder wurde schon verwendet.')
  await submitCode(page, await freshTotp(secret))
  const list = page.getByTestId('recovery-codes')
  await expect(list).toBeVisible()
  const codes = await list.locator('code').allInnerTexts()
  expect(codes).toHaveLength(10)
  rememberTotpSecret(team.email, secret)
  await list.getByRole('link', { name: 'Weiter' }).click()
  await expect(page).toHaveURL(/\/admin$/)
  await expect(page.locator('.dashboard')).toBeVisible()
  await logOut(page)

  // Second login: password, then a code; a wrong one is refused with a translated message.
  await passwordStep(page, 'de', team.email, '/admin')
  await expect(page).toHaveURL(/\/de\/login\/code$/)
  await submitCode(page, '000000')
  await expect(page.getByTestId('form-error')).toHaveText('Dieser Code stimmt nicht oder wurde schon verwendet.')
  await submitCode(page, await freshTotp(secret))
  await expect(page).toHaveURL(/\/admin$/)
  await expect(page.locator('.dashboard')).toBeVisible()
  await logOut(page)

  // A recovery code works instead of a code, once.
  await passwordStep(page, 'de', team.email, '/admin')
  await submitCode(page, codes[0]!)
  await expect(page.locator('.dashboard')).toBeVisible()
  await logOut(page)
  await passwordStep(page, 'de', team.email, '/admin')
  await submitCode(page, codes[0]!)
  await expect(page.getByTestId('form-error')).toHaveText('Dieser Code stimmt nicht oder wurde schon verwendet.')
  expect(await sessionUser(page)).toBeNull()
})

test('the demo team account signs in with its published TOTP key; Payload’s login view leads to ours in the visitor’s language', async ({ page, browser }) => {
  await logIn(page, DEMO.admin.email, DEMO.admin.password, { next: '/admin' })
  await expect(page).toHaveURL(/\/admin$/)
  await expect(page.locator('.dashboard')).toBeVisible()

  const visitor = await browser.newContext({ locale: 'it-CH' })
  const anon = await visitor.newPage()
  await anon.goto('/admin/login')
  await expect(anon).toHaveURL(/\/it\/login\?next=%2Fadmin$/)
  await anon.goto('/admin/collections/jobs')
  await expect(anon).toHaveURL(/\/it\/login\?next=%2Fadmin%2Fcollections%2Fjobs$/)
  await visitor.close()

  // The language cookie the site set wins over Accept-Language.
  const reader = await browser.newContext({ locale: 'it-CH' })
  await reader.addCookies([{ name: 'NEXT_LOCALE', value: 'fr', domain: 'localhost', path: '/' }])
  const french = await reader.newPage()
  await french.goto('/admin/login')
  await expect(french).toHaveURL(/\/fr\/login\?next=%2Fadmin$/)
  await reader.close()
})

test('a doctor turns the second factor on in French, signs in with a code, and turns it off with the password', async ({ page, baseURL }) => {
  test.setTimeout(120_000)
  const doctor = await newAccount(baseURL!, 'ROLE_DOCTOR', 'fr')
  await logIn(page, doctor.email, PASSWORD, { lang: 'fr' })
  await page.goto('/fr/cockpit/user/security')
  await expect(page.getByRole('link', { name: 'Connexion et sécurité' })).toHaveAttribute('aria-current', 'page')
  const secret = (await page.getByTestId('totp-secret').innerText()).replace(/\s+/g, '')
  await submitCode(page, '000000')
  await expect(page.getByTestId('form-error')).toHaveText('Ce code est faux ou a déjà été utilisé.')
  await submitCode(page, await freshTotp(secret))
  await expect(page.getByTestId('recovery-codes').locator('code')).toHaveCount(10)
  rememberTotpSecret(doctor.email, secret)
  await logOut(page, 'fr')

  await passwordStep(page, 'fr', doctor.email)
  await expect(page).toHaveURL(/\/fr\/login\/code$/)
  await expect(page.getByRole('heading', { name: 'Code de confirmation' })).toBeVisible()
  expect(await sessionUser(page)).toBeNull()
  await submitCode(page, await freshTotp(secret))
  await expect(page).toHaveURL(/\/fr\/cockpit/)
  expect((await sessionUser(page))?.email).toBe(doctor.email)

  await page.goto('/fr/cockpit/user/security')
  await expect(page.getByTestId('totp-on')).toContainText('Codes de récupération inutilisés\u00a0: 10')
  await page.locator('input[name="confirm"]').fill('Falsches-Passwort-1')
  await page
    .locator('form')
    .filter({ has: page.locator('input[name="confirm"]') })
    .locator('button[type="submit"]')
    .click()
  await expect(page.getByTestId('form-error')).toHaveText('Le code ou le mot de passe est faux.')
  await page.locator('input[name="confirm"]').fill(PASSWORD)
  await page
    .locator('form')
    .filter({ has: page.locator('input[name="confirm"]') })
    .locator('button[type="submit"]')
    .click()
  await expect(page.getByTestId('totp-off').getByRole('status')).toHaveText('Le second facteur est désactivé.')
  // right after turning it off the screen says only "off", and the setup comes back
  await expect(page.getByTestId('totp-on')).toHaveCount(0)
  await expect(page.getByText('Le second facteur est activé')).toHaveCount(0)
  await page.getByTestId('totp-off').getByRole('link', { name: 'Réactiver' }).click()
  await expect(page.getByTestId('totp-secret')).toBeVisible()
  await logOut(page, 'fr')
  await passwordStep(page, 'fr', doctor.email)
  await expect(page).toHaveURL(/\/fr\/cockpit/)
})

test('an e-mail change counts only after the link to the new address is confirmed with a button; the old address is told', async ({ page, browser, baseURL }) => {
  const admin = await adminApi(baseURL!)
  const person = await newAccount(baseURL!, 'ROLE_STUDENT', 'it')
  const newEmail = `moved-${Date.now()}@example.ch`
  await logIn(page, person.email, PASSWORD, { lang: 'it' })
  await page.goto('/it/cockpit/user/email')
  await page.locator('input[name="email"]').fill(newEmail)
  await page.locator('input[name="current_password"]').fill(PASSWORD)
  await page
    .locator('form')
    .filter({ has: page.locator('input[name="current_password"]') })
    .locator('button[type="submit"]')
    .click()
  await expect(page.getByTestId('email-change-sent')).toContainText(newEmail)

  const notice = await newestMail(baseURL!, person.email, { subject: /sta per cambiare/ })
  expect(notice?.subject).toBe('Il tuo indirizzo e-mail su Helvemed sta per cambiare')
  expect(notice?.text).toContain(newEmail)
  const mail = await newestMail(baseURL!, newEmail)
  expect(mail?.subject).toBe('Conferma il tuo nuovo indirizzo e-mail')
  const link = linkIn(mail!.text, '/it/confirm-email')

  // Opened in a fresh browser (no session): the page asks, nothing has changed yet.
  const fresh = await browser.newContext()
  const other = await fresh.newPage()
  await other.goto(link)
  await expect(other.getByText(`${newEmail} deve diventare il nuovo indirizzo del tuo account Helvemed?`)).toBeVisible()
  const emailOf = async () => ((await (await admin.get(`/api/cms/users/${person.id}?depth=0`)).json()) as { email: string }).email
  expect(await emailOf()).toBe(person.email)
  await other.getByRole('button', { name: 'Conferma l’indirizzo' }).click()
  await expect(other.getByTestId('email-changed')).toHaveText(new RegExp(`Fatto: il tuo account usa ora ${newEmail.replace(/\./g, '\\.')}`))
  expect(await emailOf()).toBe(newEmail)
  // The link is used up.
  await other.goto(link)
  await expect(other.getByText('Questo link non è valido, è scaduto o è già stato usato.')).toBeVisible()
  await fresh.close()
})
