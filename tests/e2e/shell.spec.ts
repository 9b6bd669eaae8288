import { expect, test, type Page } from '@playwright/test'
import { DEMO, logIn, useSession } from './support'

// The layout shell: header on small phones, icons and quiet anonymous pages, the 404 page
// (11), cockpit placeholders (13) and the cockpit menu per role (14), the backoffice (18).

test.describe('header on a phone', () => {
  for (const width of [320, 360, 390]) {
    for (const lang of ['de', 'fr', 'it'] as const) {
      test(`${lang} at ${width} px: the login button stays on one line inside the bar`, async ({ browser }) => {
        const context = await browser.newContext({ viewport: { width, height: 740 } })
        const page = await context.newPage()
        await page.goto(`/${lang}/jobs`)
        const button = page.getByTestId('user-area')
        await expect(button).toBeVisible()
        const box = (await button.boundingBox())!
        const lineHeight = await button.evaluate((el) => parseFloat(getComputedStyle(el).lineHeight) || 20)
        // One line of text: the button is no taller than its padding plus one line (before: two lines).
        expect(box.height, 'button height').toBeLessThan(lineHeight * 2 + 8)
        expect(box.x + box.width, 'button right edge').toBeLessThanOrEqual(width)
        const menu = (await page.locator('.mobile-menu summary').boundingBox())!
        expect(menu.x + menu.width, 'menu button right edge').toBeLessThanOrEqual(width)
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
        expect(overflow).toBeLessThanOrEqual(0)
        if (width === 390) await page.screenshot({ path: test.info().outputPath(`header-${lang}-${width}.png`) })
        await context.close()
      })
    }
  }
})

test.describe('icons and a quiet first visit', () => {
  test('favicon, apple touch icon and web manifest exist and are linked', async ({ page, request }) => {
    const favicon = await request.get('/favicon.ico')
    expect(favicon.status()).toBe(200)
    expect(favicon.headers()['content-type']).toMatch(/icon/)
    await page.goto('/fr')
    const hrefs = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="icon"], link[rel="apple-touch-icon"], link[rel="manifest"]')].map((l) => [l.rel, l.getAttribute('href')!]),
    )
    const rels = hrefs.map(([rel]) => rel)
    expect(rels).toEqual(expect.arrayContaining(['icon', 'apple-touch-icon', 'manifest']))
    for (const [rel, href] of hrefs) {
      const res = await request.get(href!)
      expect(res.status(), `${rel} ${href}`).toBe(200)
    }
    const manifestHref = hrefs.find(([rel]) => rel === 'manifest')![1]
    const manifest = (await (await request.get(manifestHref!)).json()) as {
      short_name: string
      theme_color: string
      background_color: string
      icons: { src: string; sizes: string }[]
    }
    expect(manifest.short_name).toBe('Helvemed')
    expect(manifest.theme_color).toBe('#0b5f66')
    expect(manifest.background_color).toBe('#ffffff')
    expect(manifest.icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']))
    for (const icon of manifest.icons) expect((await request.get(icon.src)).status(), icon.src).toBe(200)
  })

  test('an anonymous visit to public pages logs no console error and gets no 4xx', async ({ browser }) => {
    // Tall, so that every link on the page (header, menu, content, footer) is in view, where Next prefetches.
    const context = await browser.newContext({ viewport: { width: 1280, height: 4000 } })
    const page = await context.newPage()
    const errors: string[] = []
    const failures: string[] = []
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(`${page.url()}: ${m.text()}`)
    })
    page.on('response', (r) => {
      if (r.status() >= 400) failures.push(`${r.status()} ${r.url()}`)
    })
    const visit = async (path: string) => {
      await page.goto(path)
      await page.waitForLoadState('networkidle')
    }
    for (const path of ['/de', '/fr', '/it/jobs', '/de/institutions', '/fr/ejournals', '/de/login', '/it/register']) await visit(path)
    await visit('/de/jobs')
    const job = await page.locator('a[href^="/de/job/"]').first().getAttribute('href')
    await visit(job!)
    // An employer page (its map waits for a click, so nothing third-party fails here either).
    await visit('/it/institutions')
    const institution = await page.locator('a[href^="/it/institution/"]').first().getAttribute('href')
    await visit(institution!)
    // The menu on a phone shows the same links.
    await page.setViewportSize({ width: 390, height: 844 })
    await visit('/fr')
    await page.locator('.mobile-menu summary').click()
    await page.waitForLoadState('networkidle')
    expect(failures).toEqual([])
    expect(errors).toEqual([])
    await context.close()
  })
})

test.describe('404 page', () => {
  const titles = { de: 'Oops, Seite nicht gefunden', fr: 'Oups, page introuvable', it: 'Ops, pagina non trovata' } as const
  for (const lang of ['de', 'fr', 'it'] as const) {
    test(`${lang}: translated title, no technical copy, ways on`, async ({ page }) => {
      const res = await page.goto(`/${lang}/gibt/es/nicht`)
      expect(res?.status()).toBe(404)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(titles[lang])
      await expect(page).toHaveTitle(new RegExp(`^${titles[lang]}`))
      await expect(page.locator('main')).not.toContainText('Page Not Found')
      // The technical message stays in the page's data.
      await expect(page.locator('.error-page')).toHaveAttribute('data-detail', `Page Not Found: /${lang}/gibt/es/nicht`)
      const ways = page.getByTestId('not-found-ways')
      await expect(ways.getByRole('link')).toHaveCount(4)
      await expect(ways.locator(`a[href="/${lang}"]`)).toBeVisible()
      await expect(ways.locator(`a[href="/${lang}/jobs"]`)).toBeVisible()
      await ways.getByRole('searchbox').fill('Kardiologie')
      await ways.getByRole('button').click()
      await expect(page).toHaveURL(new RegExp(`/${lang}/jobs`))
    })
  }
})

async function navItems(page: Page): Promise<string[]> {
  return (await page.getByTestId('cockpit-nav').getByRole('link').allTextContents()).map((t) => t.trim())
}

test.describe('cockpit on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('a student lands on their elective year, sees only their sections, and the current one in view', async ({ page }) => {
    await logIn(page, DEMO.student.email, DEMO.student.password)
    await page.goto('/de/cockpit')
    await expect(page).toHaveURL(/\/de\/cockpit\/internships$/)
    expect(await navItems(page)).toEqual(['Bewertungen', 'Wahlstudienjahr', 'WSJ-Finder', 'Mein Konto'])
    await expect(page.getByTestId('cockpit-nav').locator('[aria-current="page"]')).toHaveText('Wahlstudienjahr')
    await expect(page.getByTestId('internship-timeline')).toBeVisible()

    await page.goto('/de/cockpit/user/edit')
    const current = page.getByTestId('cockpit-nav').locator('[aria-current="page"]')
    await expect(current).toHaveText('Mein Konto')
    await expect
      .poll(async () => {
        const box = await current.boundingBox()
        return box !== null && box.x >= 0 && box.x + box.width <= 390
      })
      .toBe(true)
  })

  test('an employer sees employer sections, the statistics among them', async ({ page }) => {
    await logIn(page, DEMO.hr.email, DEMO.hr.password, { lang: 'fr' })
    await page.goto('/fr/cockpit/statistics')
    expect((await navItems(page))[0]).toBe('Profils employeur')
    expect(await navItems(page)).not.toContain('Année à option')
    await expect(page.getByTestId('cockpit-nav').locator('[aria-current="page"]')).toHaveText('Statistiques')
    await expect(page.getByTestId('statistics-form')).toBeVisible()
  })

  test('a doctor sees reviews and the account only', async ({ page }) => {
    await logIn(page, DEMO.doctor.email, DEMO.doctor.password, { lang: 'it' })
    await page.goto('/it/cockpit/user')
    expect(await navItems(page)).toEqual(['Valutazioni', 'Il mio account'])
  })
})

test('the backoffice: readable labels, the review text in the list, read-only mails', async ({ page, baseURL }) => {
  // A mail in the outbox: a password reset for the doctor.
  await page.goto('/de/forgot-password')
  await page.locator('input[name="email"]').fill(DEMO.doctor.email)
  await page
    .locator('form')
    .filter({ has: page.locator('input[name="email"]') })
    .locator('button[type="submit"]')
    .click()
  await page.waitForLoadState('networkidle')
  await useSession(page.context(), baseURL!, DEMO.admin.email)
  await page.goto('/admin/collections/reviews')
  const table = page.locator('table')
  // in the team's language, German by default
  await expect(table.getByRole('columnheader', { name: 'Gesamteindruck (Text)' })).toBeVisible()
  await expect(table.getByRole('columnheader', { name: /Summary_/ })).toHaveCount(0)
  await expect(table.locator('tbody tr').first()).toContainText(/\w{3,}/)
  await page.locator('tbody tr a').first().click()
  await expect(page.getByText('Gesamteindruck (Note)', { exact: true }).first()).toBeVisible()
  await expect(page.getByText('Summary_rating')).toHaveCount(0)

  await page.goto('/admin/collections/outbox')
  await expect(page.locator('tbody tr').first()).toBeVisible()
  await expect(page.getByRole('link', { name: /Create new|Neu erstellen|Erstellen/i })).toHaveCount(0)
  await page.locator('tbody tr a').first().click()
  await expect(page.locator('input[name="subject"], #field-subject').first()).toBeDisabled()
  await expect(page.getByRole('button', { name: /^(Save|Speichern)$/ })).toHaveCount(0)
})
