import { expect, test } from '@playwright/test'
import { linkIn, newestMail } from './support'

// Register -> verification mail from the outbox -> login -> pick a role -> logout, as a person would.
const journeys = [
  {
    lang: 'de',
    register: 'Konto erstellen',
    login: 'Anmelden',
    rolePick: 'Rolle wählen',
    role: 'Ärztin / Arzt',
    loggedOut: 'Du bist abgemeldet.',
    verify: 'E-Mail-Adresse bestätigen',
  },
  {
    lang: 'fr',
    register: 'Créer un compte',
    login: 'Se connecter',
    rolePick: 'Choisir un rôle',
    role: 'Médecin',
    loggedOut: 'Tu es déconnecté·e.',
    verify: 'Confirmer l’adresse e-mail',
  },
] as const

for (const j of journeys) {
  test(`a new user registers, verifies, logs in, picks a role and logs out (${j.lang})`, async ({ page, baseURL }) => {
    const email = `e2e-${j.lang}-${Date.now()}@example.ch`
    const password = 'Sicher-Passwort-7'
    await page.goto(`/${j.lang}/register`)
    await expect(page.locator('html')).toHaveAttribute('lang', j.lang)

    // A mismatching confirmation is refused, and what was typed stays.
    await page.getByLabel(/^E-Mail|^Adresse e-mail/).fill(email)
    await page.getByLabel(/^Vorname|^Prénom/).fill('Sara')
    await page.getByLabel(/^Nachname|^Nom/).fill('Rossi')
    await page.getByLabel(/^Passwort$|^Mot de passe$/).fill(password)
    await page.getByLabel(/^Passwort bestätigen|^Confirmer le mot de passe/).fill('Anders-Passwort-8')
    await page.getByRole('button', { name: j.register }).click()
    await expect(page.getByTestId('form-error')).toBeFocused()
    await expect(page.getByLabel(/^Vorname|^Prénom/)).toHaveValue('Sara')

    await page.getByLabel(/^Passwort$|^Mot de passe$/).fill(password)
    await page.getByLabel(/^Passwort bestätigen|^Confirmer le mot de passe/).fill(password)
    await page.getByRole('button', { name: j.register }).click()
    await expect(page.getByTestId('register-done')).toContainText(email)

    const mail = await newestMail(baseURL!, email)
    expect(mail?.text).toContain(`/${j.lang}/verify?token=`)
    await page.goto(linkIn(mail!.text, `/${j.lang}/verify`))
    // Opening the link changes nothing; the button confirms.
    await page.getByRole('button', { name: j.verify }).click()
    await expect(page.getByTestId('verify-ok')).toBeVisible()

    await page.goto(`/${j.lang}/login`)
    await page.getByLabel(/^E-Mail|^Adresse e-mail/).fill(email)
    await page.getByLabel(/^Passwort$|^Mot de passe$/).fill(password)
    await page.locator('form').getByRole('button', { name: j.login }).click()

    // No role yet: the cockpit asks for one, once.
    await expect(page).toHaveURL(new RegExp(`/${j.lang}/cockpit/user/role`))
    await page.getByLabel(new RegExp(j.role)).check()
    await page.getByRole('button', { name: j.rolePick }).click()
    await expect(page).toHaveURL(new RegExp(`/${j.lang}/cockpit/reviews`))
    const session = await (await page.request.get('/api/_auth/session')).json()
    expect(session.user).toMatchObject({ email, role: 'ROLE_DOCTOR', first_name: 'Sara' })

    await page.goto(`/${j.lang}/cockpit/user`)
    await page.getByTestId('logout').click()
    await expect(page).toHaveURL(new RegExp(`/${j.lang}$`))
    await expect(page.getByTestId('toast')).toHaveText(new RegExp(j.loggedOut))
    expect((await (await page.request.get('/api/_auth/session')).json()).user).toBeNull()
    expect((await page.request.get(`/${j.lang}/cockpit/user`)).status()).toBe(401)
  })
}

test('a wrong password is refused with a clear message and the address is kept', async ({ page }) => {
  await page.goto('/de/login')
  await page.getByLabel('E-Mail-Adresse').fill('nobody-here@example.ch')
  await page.getByLabel('Passwort', { exact: true }).fill('Falsch-Passwort-1')
  await page.locator('form').getByRole('button', { name: 'Anmelden' }).click()
  await expect(page.getByTestId('form-error')).toHaveText('E-Mail-Adresse oder Passwort stimmen nicht.')
  await expect(page.getByLabel('E-Mail-Adresse')).toHaveValue('nobody-here@example.ch')
})

test('a common password is refused at its field, in the visitor’s language, and what was typed stays', async ({ page }) => {
  await page.goto('/it/register')
  await page.locator('input[name="email"]').fill(`e2e-common-${Date.now()}@example.ch`)
  await page.locator('input[name="first_name"]').fill('Giulia')
  await page.locator('input[name="last_name"]').fill('Rossi')
  await page.locator('input[name="password"]').fill('Password1')
  await page.locator('input[name="password_confirm"]').fill('Password1')
  await page.locator('form button[type="submit"]').click()
  await expect(page.getByText('Questa password è tra le più usate e verrebbe provata per prima. Scegline un’altra.')).toBeVisible()
  await expect(page.locator('input[name="first_name"]')).toHaveValue('Giulia')
  await expect(page.getByTestId('register-done')).toHaveCount(0)
})
