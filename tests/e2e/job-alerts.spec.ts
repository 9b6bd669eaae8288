import { expect, request, test, type Page } from '@playwright/test'
import { DEMO, linkIn, loggedIn, newestMail } from './support'

// Job alerts as people use them: a visitor saves a filtered search in German and confirms it by
// mail; a logged-in doctor saves one and deletes it in the cockpit.

/** A picture to look at (test-results/…), not an assertion. */
const shot = (page: Page, name: string) => page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true })

async function alertStatus(baseURL: string, email: string): Promise<string[]> {
  const admin = await loggedIn(baseURL, DEMO.admin.email, DEMO.admin.password)
  const res = await admin.get(`/api/cms/job-alerts?where[email][equals]=${encodeURIComponent(email)}&depth=0`)
  return ((await res.json()) as { docs: { status: string }[] }).docs.map((d) => d.status)
}

async function saveAnonymously(page: Page, email: string) {
  const box = page.locator('details.alert-save')
  await box.locator('summary').click()
  await expect(box).toContainText('Dein Suchabo:')
  await expect(box.locator('.alert-save__summary')).toHaveText('Assistenzarzt/-ärztin · Vollzeit')
  await box.getByLabel('E-Mail-Adresse').fill(email)
  await box.getByRole('button', { name: 'Suchabo speichern' }).click()
  const done = page.getByTestId('alert-saved')
  await expect(done).toContainText('Fast geschafft')
  await expect(done).toContainText(email)
}

test('a visitor saves a filtered search as an alert in German and confirms it from the mail', async ({ page, baseURL }) => {
  const email = `alert-${Date.now()}@example.ch`
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/de/jobs/assistenzarzt/vollzeit')

  // A typo is caught next to the field, and what was typed stays.
  const box = page.locator('details.alert-save')
  await box.locator('summary').click()
  await box.getByLabel('E-Mail-Adresse').fill('anna@')
  await box.getByRole('button', { name: 'Suchabo speichern' }).click()
  await expect(box.getByText('Bitte gib eine gültige E-Mail-Adresse ein.')).toBeVisible()
  await expect(box.getByLabel('E-Mail-Adresse')).toHaveValue('anna@')
  await shot(page, 'search-alert-error-390')
  await page.reload()

  await saveAnonymously(page, email)
  await shot(page, 'search-alert-saved-390')
  expect(await alertStatus(baseURL!, email)).toEqual(['pending'])

  const mail = await newestMail(baseURL!, email)
  expect(mail?.subject).toBe('Bitte bestätige dein Suchabo')
  expect(mail?.text).toContain('Assistenzarzt/-ärztin · Vollzeit')
  // Opening the link (as a mail scanner would) changes nothing; the button does.
  await page.goto(linkIn(mail!.text, '/de/alerts/confirm'))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Suchabo bestätigen')
  expect(await alertStatus(baseURL!, email)).toEqual(['pending'])
  await shot(page, 'confirm-390')
  await page.getByRole('button', { name: 'Suchabo aktivieren' }).click()
  await expect(page.getByTestId('alert-active')).toContainText('Dein Suchabo ist aktiv')
  expect(await alertStatus(baseURL!, email)).toEqual(['active'])
  // The link keeps working (idempotent) and leads back to the search.
  await page.reload()
  await expect(page.getByTestId('alert-active')).toBeVisible()
  await page.getByRole('link', { name: 'Passende Stellen ansehen' }).click()
  await expect(page).toHaveURL(/\/de\/jobs\/assistenzarzt\/vollzeit$/)
})

test('saving an alert works without JavaScript', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  const email = `nojs-${Date.now()}@example.ch`
  await page.goto('/de/jobs/assistenzarzt/vollzeit')
  await saveAnonymously(page, email)
  expect(await alertStatus(baseURL!, email)).toEqual(['pending'])
  await context.close()
})

test('a logged-in doctor saves an alert from the search and deletes it in the cockpit', async ({ page }) => {
  await page.goto('/de/login')
  await page.getByLabel(/^E-Mail/).fill(DEMO.doctor.email)
  await page.getByLabel(/^Passwort$/).fill(DEMO.doctor.password)
  await page.locator('form').getByRole('button', { name: 'Anmelden' }).click()
  await expect(page).toHaveURL(/\/de\/cockpit/)

  // A search without results: the empty state offers the alert, already open.
  const word = `notfall${Date.now()}`
  await page.goto(`/de/jobs/teilzeit/suche-${word}`)
  const box = page.locator('.empty details.alert-save')
  await expect(box.locator('.alert-save__summary')).toHaveText(`Teilzeit · «${word}»`)
  await expect(box.getByText('Die E-Mails gehen an die Adresse deines Kontos.')).toBeVisible()
  await expect(box.getByLabel('E-Mail-Adresse')).toHaveCount(0)
  await shot(page, 'empty-state-alert-1280')
  await box.getByRole('button', { name: 'Suchabo speichern' }).click()
  await expect(page.getByTestId('alert-saved')).toContainText('Dein Suchabo ist aktiv')

  await page.getByRole('link', { name: 'Suchabos im Cockpit verwalten' }).click()
  await expect(page).toHaveURL(/\/de\/cockpit\/user\/alerts$/)
  const item = page.getByTestId('alert-item').filter({ hasText: word })
  await expect(item).toHaveCount(1)
  await expect(item).toContainText('Aktiv')
  await expect(item.getByRole('link', { name: `Teilzeit · «${word}»` })).toHaveAttribute('href', `/de/jobs/teilzeit/suche-${word}`)
  await item.getByText('Löschen', { exact: true }).click()
  await shot(page, 'cockpit-alerts-1280')
  await item.getByRole('button', { name: 'Ja, löschen' }).click()
  await expect(page.getByTestId('alert-deleted')).toHaveText('Suchabo gelöscht.')
  await expect(page.getByTestId('alert-item').filter({ hasText: word })).toHaveCount(0)
})

test('the cockpit alert list needs a login, and one-click unsubscribe passes the cross-site check', async ({ baseURL }) => {
  const ctx = await request.newContext({ baseURL })
  expect((await ctx.get('/de/cockpit/user/alerts')).status()).toBe(401)
  const token = 'A'.repeat(43)
  // A webmail client in a browser sends its own Origin; the one-click URL accepts it, nothing else does.
  const oneClick = await ctx.post(`/api/fn/alerts/unsubscribe?token=${token}&lang=de`, {
    headers: { origin: 'https://mail.example', 'content-type': 'application/x-www-form-urlencoded' },
    data: 'List-Unsubscribe=One-Click',
  })
  expect(oneClick.status()).toBe(200)
  expect(await oneClick.json()).toEqual({ unsubscribed: true, deleted: false })
  expect((await ctx.post('/api/fn/alerts/unsubscribe/x', { headers: { origin: 'https://mail.example' } })).status()).toBe(403)
  const get = await ctx.get(`/api/fn/alerts/unsubscribe?token=${token}&lang=fr`, { maxRedirects: 0 })
  expect(get.status()).toBe(303)
  expect(get.headers().location).toMatch(/\/fr\/alerts\/unsubscribe\?token=A{43}$/)
})
