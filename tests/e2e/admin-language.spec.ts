import type { Browser, BrowserContextOptions, Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { newAccount } from './lib/factories'
import { sessionCookie } from './support'

// The team's backoffice (ADR 0053) speaks German (by default), French or
// Italian, with no raw key, enum value, column name or English text of ours; a signed-in visitor
// outside the team gets our own 403 page. The language is the team member's own setting: the tests
// that read or change it do so with a team account of their own (lib/factories.ts, ADR 0058).

/** A page of a new team account's own, logged in (a session made directly, lib/session.ts). */
async function ownTeamPage(browser: Browser, baseURL: string, options: BrowserContextOptions): Promise<Page> {
  const { email } = await newAccount(baseURL, 'ROLE_ADMIN', { secondFactor: true })
  const context = await browser.newContext({ ...options, baseURL })
  await context.addCookies([await sessionCookie(baseURL, email)])
  return context.newPage()
}

/** What a leftover looks like: a raw key or enum value, a field name, a camelCase value. */
const RAW = /ROLE_|GENDER_|\b[a-z]+_[a-z]+\b|^[a-z]+[A-Z]/
/** Our former English labels and values, as the whole text of a label, a heading or a cell. */
const ENGLISH = new Set([
  ...['Users', 'Institutions', 'Memberships', 'Reviews', 'Review Messages', 'Internships', 'Job Alerts', 'Jobs', 'Products', 'Orders', 'Invoices', 'Discount Codes'],
  ...['Accounts', 'Essentials', 'Elective year', 'Content', 'Settings', 'Billing Settings', 'Outbox', 'Statistic Events', 'Articles', 'Pages', 'Redirects'],
  ...['Reason for rejection', 'Reject reason', 'Contact', 'Billing', 'Facts', 'Videos ext', 'Wb', 'Add Wb', 'Qr iban', 'No free crawled ads', 'Payable', 'Subtotal'],
  ...['Main lang', 'Main language', 'Cord lat', 'Latitude', 'Is professional', 'Public ID', 'Overall rating', 'Download PDF', 'First name', 'Last name', 'Role', 'Gender'],
  ...['requested', 'active', 'rejected', 'pending', 'published', 'current', 'former', 'fullTime', 'partTime', 'open', 'paid', 'cancelled', 'stored', 'sent', 'failed'],
  ...['email', 'print', 'todo', 'running', 'done', 'percent', 'fixed', 'create', 'extend', 'immediate', 'agreement', 'youtube', 'vimeo', 'de', 'fr', 'it'],
])

/**
 * The visible texts of labels, headings, column heads, buttons, selected options and descriptions
 * (`labels`), and of list cells and document titles, which are data (`cells`).
 */
async function visibleTexts(page: Page): Promise<{ labels: string[]; cells: string[] }> {
  return page.evaluate(() => {
    const LABELS =
      'nav a, .nav-group__label, h1, h2, h3, th, label, .field-label, .field-description, .collapsible__toggle, [class*="row-label"], .array-field__header, button, .btn, .rs__single-value, .rs__multi-value__label, .pill, .view-description, .banner'
    const DATA = 'td, .render-title, .doc-header__title'
    const read = (selector: string, skip?: string) => {
      const texts = new Set<string>()
      for (const el of Array.from(document.querySelectorAll<HTMLElement>(selector))) {
        if (skip && el.closest(skip)) continue
        if (!el.offsetParent && getComputedStyle(el).position !== 'fixed') continue
        const text = (el.innerText ?? '').trim()
        if (text && text.length < 200) texts.add(text)
      }
      return [...texts]
    }
    return { labels: read(LABELS, DATA), cells: read(DATA) }
  })
}

/** Labels may hold no raw name nor English word of ours; data cells no enum value (a select shows its label). */
async function leftovers(page: Page, where: string): Promise<string[]> {
  const { labels, cells } = await visibleTexts(page)
  const lines = (text: string) => text.split('\n').map((line) => line.trim())
  return [
    ...labels.filter((text) => lines(text).some((line) => RAW.test(line) || ENGLISH.has(line))),
    ...cells.filter((text) => lines(text).some((line) => /ROLE_|GENDER_/.test(line) || ENGLISH.has(line))),
  ].map((text) => `${where}: ${text}`)
}

async function settle(page: Page) {
  await page.waitForLoadState('networkidle')
  await page.locator('.template-default').first().waitFor()
}

/**
 * A list is read once its table (or its "no results") is rendered: Payload renders the list with
 * its column heads and cells on the server. Only relationship cells fetch their documents' titles
 * after the page has loaded (as they come into view), so a list with such cells is read once the
 * network is quiet, as before; the others without the half second of quiet (ADR 0058).
 */
async function settleList(page: Page) {
  await page.locator('.template-default .collection-list').first().waitFor()
  await page.locator('.collection-list__tables, .collection-list .no-results').first().waitFor()
  if ((await page.locator('.relationship-cell').count()) > 0) await page.waitForLoadState('networkidle')
}

/** An edit view is read once Payload's form has its state (selects show their options' labels). */
async function settleForm(page: Page) {
  await settle(page)
  await page.locator('form[data-form-ready="true"]').first().waitFor()
}

// The walk over every collection and global is split in parts (every PARTS-th link of the menu
// each), so the parts run side by side on the workers: whole, it took minutes under load (ADR 0058).
const PARTS = 4
for (let part = 0; part < PARTS; part++) {
  test(`the team walks every collection and global of /admin in German and finds no raw or English label (part ${part + 1} of ${PARTS})`, async ({ browser, baseURL }) => {
    test.setTimeout(180_000)
    const page = await ownTeamPage(browser, baseURL!, { viewport: { width: 1280, height: 900 }, locale: 'de-CH' })
    await page.goto('/admin')
    await settle(page)
    const found: string[] = part === 0 ? await leftovers(page, '/admin') : []
    const hrefs = await page
      .locator('nav a[href^="/admin/collections/"], nav a[href^="/admin/globals/"]')
      .evaluateAll((links) => [...new Set(links.map((a) => a.getAttribute('href')!))])
    expect(hrefs.length).toBeGreaterThan(25)

    for (const href of hrefs.filter((_, i) => i % PARTS === part)) {
      await page.goto(href)
      await (href.startsWith('/admin/globals/') ? settleForm(page) : settleList(page))
      found.push(...(await leftovers(page, href)))
      if (href.startsWith('/admin/globals/')) continue
      // The edit view of the first document, or the create view of an empty list.
      const first = page.locator(`table tbody tr a[href^="${href}/"]`).first()
      const canCreate = (await page.locator(`a[href="${href}/create"]`).count()) > 0
      const edit = (await first.count()) > 0 ? await first.getAttribute('href') : canCreate ? `${href}/create` : null
      if (!edit) continue // an empty list nobody may add to (task runs, the outbox): nothing to edit
      await page.goto(edit)
      await settleForm(page)
      // Open every collapsed array row, so its fields' labels are read too.
      for (const toggle of await page.locator('.array-field .collapsible--collapsed .collapsible__toggle').all()) await toggle.click().catch(() => {})
      found.push(...(await leftovers(page, edit)))
      if (href === '/admin/collections/institutions') await page.screenshot({ path: test.info().outputPath(`de-institution-edit.png`), fullPage: true })
      if (href === '/admin/collections/reviews') await page.screenshot({ path: test.info().outputPath(`de-review-edit.png`), fullPage: true })
    }
    if (part === 0) {
      await page.goto('/admin/collections/institutions')
      await settle(page)
      await page.screenshot({ path: test.info().outputPath(`de-institutions-list.png`) })
    }
    await page.context().close()
    expect(found).toEqual([])
  })
}

test('a team member switches the admin to French, and it stays French', async ({ browser, baseURL }) => {
  const page = await ownTeamPage(browser, baseURL!, { viewport: { width: 1280, height: 900 } })
  await page.goto('/admin/account')
  await settle(page)
  await page.locator('.payload-settings__language .rs__control').click()
  await page.locator('.rs__option', { hasText: 'Français' }).click()
  await expect(page.locator('.nav__wrap')).toContainText('Profils employeur')
  // The choice is remembered (Payload's payload-lng cookie, a year).
  await page.goto('/admin/collections/institutions')
  await settle(page)
  await expect(page.getByRole('heading', { name: 'Profils employeur' })).toBeVisible()
  await expect(page.locator('th').filter({ hasText: 'Statut du profil' })).toHaveCount(1)
  await page.screenshot({ path: test.info().outputPath(`fr-institutions-list.png`) })
  const first = await page.locator('table tbody tr a[href^="/admin/collections/institutions/"]').first().getAttribute('href')
  await page.goto(first!)
  await settleForm(page)
  await expect(page.locator('label').filter({ hasText: 'Langue principale' }).first()).toBeVisible()
  await page.screenshot({ path: test.info().outputPath(`fr-institution-edit.png`), fullPage: true })
  await page.context().close()
})

test('a signed-in visitor outside the team gets our own 403 page in their language', async ({ as }) => {
  const page = await as.page('hr', { viewport: { width: 1280, height: 900 } })
  const answers: number[] = []
  page.on('response', (r) => {
    if (new URL(r.url()).pathname === '/admin/unauthorized') answers.push(r.status())
  })
  await page.goto('/admin')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("Oops, hier geht's nicht weiter")
  await expect(page.getByText('Unauthorized')).toHaveCount(0)
  expect(answers).toEqual([403])
  // In French: the visitor's language (NEXT_LOCALE; the German page's own prefetches set it to de, so leave it first).
  const { hostname } = new URL(page.url())
  await page.goto('about:blank')
  await page.context().addCookies([{ name: 'NEXT_LOCALE', value: 'fr', domain: hostname, path: '/' }])
  await page.goto('/admin/collections/users')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oups, impossible d’aller plus loin')
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
  await page.screenshot({ path: test.info().outputPath(`fr-403.png`) })
})
