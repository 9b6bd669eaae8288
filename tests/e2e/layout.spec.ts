import { expect, test } from '@playwright/test'
import { DEMO, useSession } from './support'

test('the backoffice opens for the team only', async ({ page, baseURL }) => {
  for (const who of ['hr', 'admin'] as const) {
    await page.context().clearCookies()
    if (who === 'hr') {
      await page.goto('/de/login')
      await page.getByLabel('E-Mail-Adresse').fill(DEMO[who].email)
      await page.getByLabel('Passwort', { exact: true }).fill(DEMO[who].password)
      await page.locator('form').getByRole('button', { name: 'Anmelden' }).click()
      await page.waitForURL((url) => url.pathname !== '/de/login')
    } else {
      // The team's login with its code step has its own test (account-security.spec.ts): a session made directly.
      await useSession(page.context(), baseURL!, DEMO[who].email)
      await page.goto('/de/cockpit')
    }
    await expect(page).toHaveURL(/\/de\/cockpit\/(institutions|jobs)$/)
    await page.goto('/admin')
    if (who === 'hr') await expect(page).toHaveURL(/\/admin\/unauthorized/)
    else await expect(page.getByRole('link', { name: 'Fachgebiete' }).first()).toBeVisible()
  }
})

test.describe('on a phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } })
  for (const path of ['/de', '/fr/register', '/it/jobs', '/de/institutions', '/de/cockpit/jobs']) {
    test(`${path} fits the screen and keeps the menu reachable`, async ({ page }) => {
      await page.goto(path)
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
      expect(overflow).toBeLessThanOrEqual(0)
      await page.getByLabel(/Menü|Menu/).click()
      await expect(page.locator('.mobile-nav__links a').first()).toBeVisible()
    })
  }
})

test('navigation marks singular and plural pages alike', async ({ page }) => {
  await page.goto('/de/jobs')
  const jobs = page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Stellen' })
  await expect(jobs).toHaveAttribute('aria-current', 'page')
  await page.locator('.job-card a, a.job-card').first().click()
  await expect(page).toHaveURL(/\/de\/job\/\d+(\?s=.*)?$/)
  await expect(jobs).toHaveAttribute('aria-current', 'page')
  await expect(page.locator('[data-section="job"]').first()).toBeVisible()
})

test('public pages do not carry the account forms’ texts; the account pages do', async ({ request }) => {
  // auth.passwordRules: shown by the registration and password forms only (client components).
  const rules = '8 bis 70 Zeichen, mindestens ein Gross- und ein Kleinbuchstabe und eine Ziffer.'
  for (const path of ['/de', '/de/jobs', '/de/institutions', '/de/ejournals']) {
    const html = await (await request.get(path)).text()
    expect(html, path).toContain('Hauptnavigation')
    expect(html, path).not.toContain(rules)
  }
  expect(await (await request.get('/de/register')).text()).toContain(rules)
})
