import { expect, request, test } from '@playwright/test'
import { DEMO, loggedIn } from './support'

test.describe('language detection', () => {
  const cases: [string, Record<string, string>, string][] = [
    ['/', {}, '/de'],
    ['/', { 'accept-language': 'fr-CH,fr;q=0.9,en;q=0.5' }, '/fr'],
    ['/', { 'accept-language': 'it-CH' }, '/it'],
    ['/', { 'accept-language': 'de-CH,de;q=0.9' }, '/de'],
    ['/', { 'accept-language': 'it' }, '/it'],
    ['/', { 'accept-language': 'fr' }, '/fr'],
    ['/', { 'accept-language': 'en-US,en;q=0.9' }, '/de'],
    ['/jobs', { 'accept-language': 'fr-CH' }, '/fr/jobs'],
    ['/', { 'accept-language': 'fr-CH', cookie: 'NEXT_LOCALE=it' }, '/it'],
  ]
  for (const [path, headers, target] of cases) {
    test(`${path} with ${JSON.stringify(headers)} -> ${target}`, async ({ baseURL }) => {
      const ctx = await request.newContext({ baseURL, extraHTTPHeaders: headers })
      const res = await ctx.get(path, { maxRedirects: 0 })
      expect(res.status()).toBe(307)
      expect(new URL(res.headers().location ?? '', baseURL).pathname).toBe(target)
    })
  }

  test('a prefixed page wins over the cookie and stores the language for a year', async ({ baseURL }) => {
    const ctx = await request.newContext({ baseURL, extraHTTPHeaders: { cookie: 'NEXT_LOCALE=de' } })
    const res = await ctx.get('/fr', { maxRedirects: 0 })
    expect(res.status()).toBe(200)
    const cookie = res.headers()['set-cookie'] ?? ''
    expect(cookie).toMatch(/NEXT_LOCALE=fr/)
    expect(cookie).toMatch(/Max-Age=31536000/i)
    expect(await res.text()).toContain('<html lang="fr"')
  })

  test('the switcher keeps the current page', async ({ page }) => {
    await page.goto('/de/login')
    await page.getByRole('navigation', { name: 'Sprache' }).getByRole('link', { name: 'it' }).click()
    await expect(page).toHaveURL(/\/it\/login$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'it')
  })
})

test.describe('error pages', () => {
  const texts = {
    de: { 401: 'Kein Zugriff ohne Login', 403: "Oops, hier geht's nicht weiter", 404: 'Oops, Seite nicht gefunden' },
    fr: { 401: 'Connecte-toi pour voir cette page' },
  } as const

  for (const lang of ['de', 'fr', 'it'] as const) {
    test(`404 page in ${lang} names the path in its data and leads to the root`, async ({ page }) => {
      const res = await page.goto(`/${lang}/gibt/es/nicht`)
      expect(res?.status()).toBe(404)
      // The technical message is data, not copy.
      await expect(page.locator('.error-page')).toHaveAttribute('data-detail', `Page Not Found: /${lang}/gibt/es/nicht`)
      await expect(page.locator('main')).not.toContainText('Page Not Found')
      await expect(page.locator('.error-page a.btn').first()).toHaveAttribute('href', '/')
      if (lang === 'de') await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.de[404])
    })
    test(`401 page in ${lang}`, async ({ page }) => {
      const res = await page.goto(`/${lang}/cockpit/reviews`)
      expect(res?.status()).toBe(401)
      const h1 = page.getByRole('heading', { level: 1 })
      if (lang === 'de') await expect(h1).toHaveText(texts.de[401])
      if (lang === 'fr') await expect(h1).toHaveText(texts.fr[401])
      if (lang === 'it') await expect(h1).not.toHaveText(texts.de[401])
    })
  }

  // The error pages' text is in the server's HTML (no empty __next_error__ shell), in the
  // page's language, with no canonical and no hreflang (a status page names no page to index).
  const plain: [string, number, string, string][] = [
    ['/de/does-not-exist', 404, 'de', texts.de[404]],
    ['/de/x/y', 404, 'de', texts.de[404]],
    ['/de/job/999999999', 404, 'de', texts.de[404]],
    ['/de/institution/999999999', 404, 'de', texts.de[404]],
    ['/de/ejournal/gibt-es-nicht', 404, 'de', texts.de[404]],
    ['/fr/n-existe-pas', 404, 'fr', 'Oups, page introuvable'],
    ['/it/cockpit/nowhere', 404, 'it', ''],
    ['/de/cockpit/reviews', 401, 'de', texts.de[401]],
    ['/fr/cockpit/jobs', 401, 'fr', texts.fr[401]],
  ]
  for (const [path, status, lang, h1] of plain) {
    test(`${path}: ${status} with its text in the HTML, no canonical, no hreflang`, async ({ baseURL }) => {
      const ctx = await request.newContext({ baseURL })
      const res = await ctx.get(path, { maxRedirects: 0 })
      expect(res.status()).toBe(status)
      const html = await res.text()
      expect(html).toContain(`<html lang="${lang}"`)
      expect(html).not.toContain('__next_error__')
      expect(html).toMatch(new RegExp(`<h1>${h1 ? h1.replace(/'/g, '&#x27;') : '[^<]+'}</h1>`))
      expect(html).not.toMatch(/<link[^>]+rel="canonical"/)
      expect(html).not.toMatch(/<link[^>]+hrefLang=/i)
    })
  }

  test('a 403 page has its text in the HTML, no canonical, no hreflang', async ({ baseURL }) => {
    const student = await loggedIn(baseURL!, DEMO.student.email, DEMO.student.password)
    const res = await student.get('/de/cockpit/jobs', { maxRedirects: 0 })
    expect(res.status()).toBe(403)
    const html = await res.text()
    expect(html).toContain('<html lang="de"')
    expect(html).toContain('<h1>Oops, hier geht&#x27;s nicht weiter</h1>')
    expect(html).not.toMatch(/<link[^>]+rel="canonical"/)
    expect(html).not.toMatch(/<link[^>]+hrefLang=/i)
  })

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })
    test('the 404 page reads the same, with its search form and ways on', async ({ page }) => {
      const res = await page.goto('/de/does-not-exist')
      expect(res?.status()).toBe(404)
      await expect(page.locator('html')).toHaveAttribute('lang', 'de')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.de[404])
      await expect(page.getByTestId('not-found-ways')).toBeVisible()
      await expect(page).toHaveTitle(/Oops, Seite nicht gefunden/)
    })
  })

  test('an invalid cockpit screen is a 404, not a guard page', async ({ baseURL }) => {
    const ctx = await request.newContext({ baseURL })
    const res = await ctx.get('/de/cockpit/jobs/edit-abc')
    expect(res.status()).toBe(404)
    expect(await res.text()).toContain('Page Not Found: /de/cockpit/jobs/edit-abc')
  })

  for (const ua of ['Googlebot/2.1 (+http://www.google.com/bot.html)', 'Chrome-Lighthouse', 'facebookexternalhit/1.1']) {
    test(`bots get the status without the page: ${ua}`, async ({ baseURL }) => {
      const ctx = await request.newContext({ baseURL, userAgent: ua })
      const unauthorized = await ctx.get('/de/cockpit/jobs')
      expect(unauthorized.status()).toBe(401)
      expect(await unauthorized.text()).not.toContain('Kein Zugriff ohne Login')
      const missing = await ctx.get('/de/nirgends')
      expect(missing.status()).toBe(404)
      // The message catalogue travels in the script payload; what matters is that no page is rendered.
      expect(await missing.text()).not.toMatch(/<h1[^>]*>Oops, Seite nicht gefunden/)
      expect(await missing.text()).not.toContain('data-detail=')
    })
  }
})

test.describe('route rules', () => {
  test('legacy paths redirect to their canonical pages', async ({ baseURL }) => {
    const ctx = await request.newContext({ baseURL })
    for (const [from, to] of [
      ['/de/arbeitgeber/3', '/de/institution/3'],
      ['/fr/connexion', '/fr/login'],
      ['/de/cockpit/jobs/create', '/de/cockpit/jobs-create/new'],
    ]) {
      const res = await ctx.get(from!, { maxRedirects: 0 })
      expect(res.status(), from).toBe(301)
      expect(new URL(res.headers().location ?? '', baseURL).pathname).toBe(to)
    }
  })

  test("the team's redirects (seeded in /admin) apply", async ({ baseURL }) => {
    const ctx = await request.newContext({ baseURL })
    const res = await ctx.get('/de/karriere', { maxRedirects: 0 })
    expect(res.status()).toBe(301)
    expect(new URL(res.headers().location ?? '', baseURL).pathname).toBe('/de/jobs')
  })

  test('sitemap.xml and robots.txt exist', async ({ baseURL }) => {
    const ctx = await request.newContext({ baseURL })
    const index = await ctx.get('/sitemap.xml')
    expect(index.status()).toBe(200)
    const parts = [...(await index.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? '').pathname)
    expect(parts).toContain('/sitemap/pages.xml')
    expect(await (await ctx.get('/sitemap/pages.xml')).text()).toContain('/fr/jobs')
    const jobsPart = parts.find((p) => p.startsWith('/sitemap/jobs-'))
    expect(jobsPart).toBeDefined()
    expect(await (await ctx.get(jobsPart!)).text()).toMatch(/\/(de|fr|it)\/job\/\d+/)
    expect(await (await ctx.get('/robots.txt')).text()).toContain('Sitemap:')
  })
})

test('pages carry hreflang alternates for the three languages', async ({ page }) => {
  await page.goto('/fr/login')
  await expect(page.locator('link[rel="alternate"][hreflang="de-CH"]')).toHaveAttribute('href', /\/de\/login$/)
  await expect(page.locator('link[rel="alternate"][hreflang="it-CH"]')).toHaveAttribute('href', /\/it\/login$/)
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/fr\/login$/)
})
