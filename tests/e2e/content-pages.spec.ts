import { expect, test } from '@playwright/test'
import { seriousViolations } from './axe'

// The legal pages and the footer's links, and the e-journal (article page and
// category filter), as a first-time visitor sees them.

test.describe('legal pages', () => {
  for (const { lang, link, path, heading, note } of [
    { lang: 'de', link: 'Datenschutz', path: '/de/datenschutz', heading: 'Datenschutzerklärung', note: 'Vorlage – nicht rechtsverbindlich' },
    { lang: 'fr', link: 'Conditions d’utilisation', path: '/fr/conditions-d-utilisation', heading: 'Conditions d’utilisation', note: 'Modèle – sans valeur juridique' },
    { lang: 'it', link: 'Note legali', path: '/it/note-legali', heading: 'Note legali', note: 'Modello – non giuridicamente vincolante' },
  ]) {
    test(`the footer leads to a legal page, marked as a template (${lang})`, async ({ page }) => {
      await page.goto(`/${lang}`)
      await page.locator('.site-footer').getByRole('link', { name: link, exact: true }).click()
      await expect(page).toHaveURL(new RegExp(`${path}$`))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
      await expect(page.locator('.prose strong').first()).toContainText(note)
      expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(new RegExp(`${path}$`))
    })
  }

  test('every footer legal link answers 200 in every language; unknown paths stay 404; another language’s path moves', async ({ request }) => {
    for (const lang of ['de', 'fr', 'it']) {
      const html = await (await request.get(`/${lang}`)).text()
      const footer = html.slice(html.indexOf('<footer'))
      const hrefs = [...footer.matchAll(/href="(\/(?:de|fr|it)\/[^"]+)"/g)]
        .map((m) => m[1] ?? '')
        .filter((h) => !h.includes('cockpit') && !/\/(jobs|institutions|ejournals|angebot|offre|offerta)$/.test(h))
      expect(hrefs, lang).toHaveLength(4)
      for (const href of hrefs) expect((await request.get(href)).status(), href).toBe(200)
    }
    expect((await request.get('/de/gibt-es-nicht')).status()).toBe(404)
    expect((await request.get('/de/rechtliches/agb')).status()).toBe(404)
    const moved = await request.get('/fr/datenschutz', { maxRedirects: 0 })
    expect(moved.status()).toBe(308)
    expect(moved.headers()['location']).toMatch(/\/fr\/protection-des-donnees$/)
  })

  test('registration names the terms and the privacy policy beside the submit button', async ({ page }) => {
    await page.goto('/de/register')
    const notice = page.getByTestId('register-privacy')
    await expect(notice.getByRole('link', { name: 'Datenschutzerklärung' })).toHaveAttribute('href', '/de/datenschutz')
    await expect(notice.getByRole('link', { name: 'Nutzungsbedingungen' })).toHaveAttribute('href', '/de/nutzungsbedingungen')
  })

  test('a visitor’s pages (home, footer) fetch no guarded cockpit route in the background (no 401 in the console)', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 3000 } })
    const page = await context.newPage()
    const failures: string[] = []
    page.on('response', (r) => {
      if (r.status() === 401) failures.push(`${r.status()} ${r.url()}`)
    })
    page.on('console', (m) => {
      if (m.type() === 'error') failures.push(m.text())
    })
    for (const path of ['/de', '/fr/ejournals']) {
      await page.goto(path)
      await page.waitForLoadState('networkidle')
      // Hovering and touching a link is when the client router prefetches.
      for (const link of await page.locator('.site-footer a').all()) await link.hover()
      await page.waitForLoadState('networkidle')
    }
    expect(failures).toEqual([])
    await context.close()
  })
})

test.describe('e-journal', () => {
  test('a teaser leads to its article page; unknown articles are 404', async ({ page, request }) => {
    await page.goto('/de/ejournals')
    const first = page.locator('.article-card__link').first()
    const title = (await first.textContent())?.trim() ?? ''
    await first.click()
    await expect(page).toHaveURL(/\/de\/ejournal\/[a-z0-9-]+$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
    await expect(page.locator('.article-page__meta')).toContainText(/Von .+ · \d{2}\.\d{2}\.\d{4}/)
    await expect(page.locator('.article-page .prose')).not.toBeEmpty()
    // The language switcher keeps the path: the French page answers under its own slug.
    await page.locator('.lang-switch a[hreflang="fr"]').first().click()
    await expect(page).toHaveURL(/\/fr\/ejournal\/[a-z0-9-]+$/)
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(title)
    expect((await request.get('/de/ejournal/gibt-es-nicht')).status()).toBe(404)
  })

  test('the category filter: chips, a filtered list with its canonical URL, 404 for unknown categories', async ({ page, request }) => {
    await page.goto('/de/ejournals')
    const chips = page.getByRole('navigation', { name: 'Kategorien' })
    await expect(chips.getByRole('link', { name: 'Alle Artikel' })).toHaveAttribute('aria-current', 'page')
    await chips.getByRole('link', { name: 'Karriere' }).click()
    await expect(page).toHaveURL(/\/de\/ejournals\/karriere$/)
    await expect(chips.getByRole('link', { name: 'Karriere' })).toHaveAttribute('aria-current', 'page')
    const categories = await page.locator('.article-card__category').allTextContents()
    expect(categories.length).toBeGreaterThan(0)
    expect(new Set(categories)).toEqual(new Set(['Karriere']))
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(/\/de\/ejournals\/karriere$/)
    expect(await page.locator('link[rel="alternate"][hreflang="fr-CH"]').getAttribute('href')).toMatch(/\/fr\/ejournals\/carriere$/)
    await expect(page).toHaveTitle(/^Karriere – E-Journal/)

    expect((await request.get('/de/ejournals/unbekannt')).status()).toBe(404)
    expect((await request.get('/de/ejournals/karriere/seite-9')).status()).toBe(404)
    const moved = await request.get('/fr/ejournals/karriere', { maxRedirects: 0 })
    expect(moved.status()).toBe(308)
    expect(moved.headers()['location']).toMatch(/\/fr\/ejournals\/carriere$/)
  })

  test('the sitemap lists categories, articles and legal pages', async ({ request }) => {
    const xml = await (await request.get('/sitemap/pages.xml')).text()
    expect(xml).toContain('/de/ejournals/karriere</loc>')
    expect(xml).toMatch(/\/fr\/ejournal\/[a-z0-9-]+<\/loc>/)
    expect(xml).toContain('/it/protezione-dei-dati</loc>')
  })
})

test('legal, article and category pages pass axe (serious/critical)', async ({ page }) => {
  await page.goto('/de/ejournals')
  const article = await page.locator('.article-card__link').first().getAttribute('href')
  for (const path of ['/de/datenschutz', '/fr/conditions-generales', '/fr/ejournals/carriere', article ?? '/de/ejournals']) {
    await page.goto(path)
    expect(await seriousViolations(page), path).toEqual([])
  }
})
