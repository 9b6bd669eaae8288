import { expect, test, type APIRequestContext } from '@playwright/test'

// Share previews and language links of the public pages (ADR 0062): the switcher links straight to
// each language's page (200, no redirect hop), every page type has Open Graph and Twitter tags with
// a drawn PNG of at least 1200x630, and the old per-language sitemap path resolves.

const html = async (api: APIRequestContext, path: string) => {
  const res = await api.get(path, { maxRedirects: 0 })
  expect(res.status(), path).toBe(200)
  return res.text()
}
const unescape = (value: string) => value.replace(/&amp;/g, '&')
const switcherLinks = (page: string) => {
  const nav = /<nav class="lang-switch"[^>]*>([\s\S]*?)<\/nav>/.exec(page)?.[1] ?? ''
  return [...nav.matchAll(/href="([^"]+)"/g)].map((m) => unescape(m[1] ?? ''))
}
const meta = (page: string, key: string) => {
  const m = new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(page)
  return m ? unescape(m[1] ?? '') : null
}
const firstLink = (page: string, pattern: RegExp) => pattern.exec(page)?.[0] ?? null

test('the language switcher links straight to each language’s page, for every page type', async ({ request }) => {
  const samples = ['/de', '/de/jobs/seite-2', '/fr/jobs/page-2', '/it/institutions/pagina-2', '/de/ejournals', '/de/datenschutz', '/fr/offre', '/it/login']
  const jobs = await html(request, '/de/jobs')
  const ejournals = await html(request, '/de/ejournals')
  const institutions = await html(request, '/fr/institutions')
  for (const found of [
    firstLink(jobs, /\/de\/job\/\d+/),
    firstLink(institutions, /\/fr\/institution\/\d+/),
    firstLink(ejournals, /\/de\/ejournal\/[a-z0-9-]+/),
    firstLink(ejournals, /\/de\/ejournals\/(?!seite-)[a-z0-9-]+/),
    // a filter path the job search links to (a chip or a landing link), if the page has one
    firstLink(jobs, /\/de\/jobs\/(?!seite-)[a-z0-9-]+(?:\/[a-z0-9-]+)*/),
  ]) {
    if (found) samples.push(found)
  }
  expect(samples.length).toBeGreaterThanOrEqual(11)
  for (const path of samples) {
    const links = switcherLinks(await html(request, path))
    expect(links, path).toHaveLength(3)
    for (const href of links) {
      const res = await request.get(href, { maxRedirects: 0 })
      expect(res.status(), `${path} -> ${href}`).toBe(200)
    }
  }
  expect(switcherLinks(await html(request, '/de/jobs/seite-2'))).toEqual(['/de/jobs/seite-2', '/fr/jobs/page-2', '/it/jobs/pagina-2'])
  expect(switcherLinks(await html(request, '/de/datenschutz'))).toEqual(['/de/datenschutz', '/fr/protection-des-donnees', '/it/protezione-dei-dati'])
})

test('after a navigation in the browser the switcher links the new page’s translations', async ({ page }) => {
  await page.goto('/de/jobs')
  await page.locator('a[href="/de/jobs/seite-2"]').first().click()
  await expect(page).toHaveURL(/\/de\/jobs\/seite-2$/)
  await expect(page.locator('.header-lang .lang-switch a[hreflang="fr"]')).toHaveAttribute('href', '/fr/jobs/page-2')
})

test('list, search and detail pages have share tags with a drawn PNG of at least 1200x630', async ({ request }) => {
  const jobs = await html(request, '/de/jobs')
  const job = firstLink(jobs, /\/de\/job\/\d+/)
  for (const path of ['/de/jobs', '/fr/institutions', '/it/ejournals', '/de/datenschutz', ...(job ? [job] : [])]) {
    const page = await html(request, path)
    expect(meta(page, 'og:title'), path).toBeTruthy()
    expect(meta(page, 'og:url'), path).toBeTruthy()
    expect(meta(page, 'twitter:card'), path).toBe('summary_large_image')
    const image = meta(page, 'og:image')
    expect(image, path).toContain('/api/share-image?')
    const res = await request.get(new URL(image!).pathname + new URL(image!).search)
    expect(res.status(), image!).toBe(200)
    expect(res.headers()['content-type']).toBe('image/png')
    const bytes = await res.body()
    expect(bytes.subarray(1, 4).toString('ascii')).toBe('PNG')
    expect(bytes.readUInt32BE(16), image!).toBeGreaterThanOrEqual(1200)
    expect(bytes.readUInt32BE(20), image!).toBeGreaterThanOrEqual(630)
  }
})

test('the old per-language sitemap path leads to the sitemap by the route rules', async ({ request }) => {
  for (const lang of ['de', 'fr', 'it']) {
    const res = await request.get(`/${lang}/sitemap.xml`, { maxRedirects: 0 })
    expect([301, 308], lang).toContain(res.status())
    expect(new URL(res.headers()['location'] ?? '', 'http://x').pathname).toBe('/sitemap.xml')
  }
  expect((await request.get('/de/sitemap.xml')).status()).toBe(200)
})
