import { expect, test, type Page } from '@playwright/test'
import AxeBuilder from '@axe-core/playwright'
import { seriousViolations } from './axe'
import { DEMO } from './support'

// A visitor on a phone follows a public link into the cockpit, reads why it needs an
// account (with registration beside the login), logs in and lands where they wanted to go.
test.use({ viewport: { width: 390, height: 844 } })

async function logInHere(page: Page, who: 'hr' | 'doctor' | 'student') {
  await page.locator('input[name="email"]').fill(DEMO[who].email)
  await page.locator('input[name="password"]').fill(DEMO[who].password)
  await page
    .locator('form')
    .filter({ has: page.locator('input[name="password"]') })
    .locator('button[type="submit"]')
    .click()
}

async function expectExplained(page: Page, lang: string, next: string, heading: string) {
  await expect(page).toHaveURL(new RegExp(`/${lang}/login\\?next=${encodeURIComponent(next).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`))
  const reason = page.getByTestId('login-reason')
  await expect(reason.getByRole('heading', { level: 2 })).toHaveText(heading)
  await expect(reason.getByRole('link')).toHaveAttribute('href', `/${lang}/register?next=${encodeURIComponent(next)}`)
}

test('"Arbeitgeberprofil erstellen" on the home page: explained, then the new profile after the login', async ({ page }) => {
  await page.goto('/de')
  await page.getByRole('link', { name: 'Arbeitgeberprofil erstellen' }).click()
  await expectExplained(page, 'de', '/de/cockpit/institutions/create', 'Arbeitgeberprofil erstellen')
  await logInHere(page, 'hr')
  await expect(page).toHaveURL(/\/de\/cockpit\/institutions\/create$/)
})

test('"Pour les employeurs" in the footer, in French: the employers’ page, its profiles link explained, then the employer profiles after the login', async ({ page }) => {
  await page.goto('/fr')
  await page.getByRole('contentinfo').getByRole('link', { name: 'Pour les employeurs', exact: true }).click()
  await expect(page).toHaveURL(/\/fr\/offre$/)
  await page.getByRole('main').getByRole('link', { name: 'Tes profils employeur', exact: true }).click()
  await expectExplained(page, 'fr', '/fr/cockpit/institutions', 'Pour les employeurs')
  await expect(page.getByTestId('login-reason')).toContainText('Après la connexion')
  await logInHere(page, 'hr')
  await expect(page).toHaveURL(/\/fr\/cockpit\/institutions$/)
})

test('"Scrivi una valutazione" on an employer page, in Italian: explained, then the review wizard for that employer', async ({ page }) => {
  await page.goto('/it/institutions')
  const href = await page.locator('main a[href*="/it/institution/"]').first().getAttribute('href')
  const id = /\/institution\/(\d+)/.exec(href ?? '')?.[1]
  expect(id).toBeDefined()
  await page.goto(`/it/institution/${id}`)
  await page.getByTestId('write-review').first().click()
  await expectExplained(page, 'it', `/it/cockpit/reviews/create-${id}`, 'Scrivi una valutazione')
  await logInHere(page, 'doctor')
  await expect(page).toHaveURL(new RegExp(`/it/cockpit/reviews/create-${id}$`))
})

test("the students' cockpit link on the home page: explained, then the internships after the login", async ({ page }) => {
  await page.goto('/de')
  await page.getByRole('link', { name: 'Zum Cockpit' }).click()
  await expectExplained(page, 'de', '/de/cockpit/internships', 'Wahlstudienjahr planen')
  await logInHere(page, 'student')
  await expect(page).toHaveURL(/\/de\/cockpit\/internships$/)
})

test('a cockpit address opened directly: the 401 page explains and its login leads back there', async ({ page }) => {
  const res = await page.goto('/fr/cockpit/statistics')
  expect(res?.status()).toBe(401)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Connecte-toi pour voir cette page')
  await expect(page.getByTestId('login-reason')).toContainText('statistiques')
  await expect(page.locator('main').getByRole('link', { name: 'S’inscrire', exact: true })).toHaveAttribute('href', '/fr/register?next=%2Ffr%2Fcockpit%2Fstatistics')
  await page.locator('main').getByRole('link', { name: 'Se connecter', exact: true }).click()
  await expectExplained(page, 'fr', '/fr/cockpit/statistics', 'Pour les employeurs')
  await logInHere(page, 'hr')
  await expect(page).toHaveURL(/\/fr\/cockpit\/statistics$/)
})

test('registration keeps the way back: the register page carries next= to its login link', async ({ page }) => {
  await page.goto('/de/login?next=%2Fde%2Fcockpit%2Finstitutions%2Fcreate')
  await page.getByTestId('login-reason').getByRole('link', { name: 'Kostenlos registrieren' }).click()
  await expect(page).toHaveURL(/\/de\/register\?next=/)
  await expect(page.locator('form input[name="next"]')).toHaveValue('/de/cockpit/institutions/create')
  await expect(page.locator('main form').getByRole('link', { name: 'Anmelden', exact: true })).toHaveAttribute('href', '/de/login?next=%2Fde%2Fcockpit%2Finstitutions%2Fcreate')
})

test("the brand link's accessible name contains its visible text (axe label-content-name-mismatch)", async ({ page }) => {
  for (const lang of ['de', 'fr', 'it']) {
    await page.goto(`/${lang}`)
    const brand = page.locator('header a.brand')
    await expect(brand).toHaveAccessibleName(/^Helvemed\b/)
    // An experimental axe rule, so not among the rules the other axe checks run.
    const results = await new AxeBuilder({ page }).withRules(['label-content-name-mismatch']).analyze()
    expect(
      results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
      lang,
    ).toEqual([])
  }
})

test('the explained login and the 401 page have no serious accessibility violations on a phone', async ({ page }) => {
  await page.goto('/it/login?next=%2Fit%2Fcockpit%2Freviews%2Fcreate')
  await expect(page.getByTestId('login-reason')).toBeVisible()
  expect(await seriousViolations(page), 'login').toEqual([])
  await page.goto('/de/cockpit/institutions')
  await expect(page.getByTestId('login-reason')).toBeVisible()
  expect(await seriousViolations(page), '401').toEqual([])
})
