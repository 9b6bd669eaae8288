import { expect, test, type APIRequestContext } from '@playwright/test'

// What search engines and share previews read (ADR 0033), read from
// the server's HTML as a crawler gets it (no JavaScript).

const LOCALES = ['de', 'fr', 'it'] as const
type Head = { canonical?: string; alternates: Record<string, string>; meta: Record<string, string>; jsonLd: Record<string, unknown>[] }

const attr = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1]?.replace(/&amp;/g, '&')

function headOf(html: string): Head {
  const head: Head = { alternates: {}, meta: {}, jsonLd: [] }
  for (const [tag] of html.matchAll(/<link\s[^>]*>/g)) {
    const rel = attr(tag, 'rel')
    if (rel === 'canonical') head.canonical = attr(tag, 'href')
    const lang = attr(tag, 'hrefLang') ?? attr(tag, 'hreflang')
    if (rel === 'alternate' && lang) head.alternates[lang] = attr(tag, 'href') ?? ''
  }
  for (const [tag] of html.matchAll(/<meta\s[^>]*>/g)) {
    const key = attr(tag, 'property') ?? attr(tag, 'name')
    const content = attr(tag, 'content')
    if (key && content !== undefined && !(key in head.meta)) head.meta[key] = content
  }
  for (const [, json] of html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)) head.jsonLd.push(JSON.parse(json ?? '{}') as Record<string, unknown>)
  return head
}

async function headAt(request: APIRequestContext, path: string) {
  const res = await request.get(path)
  expect(res.status(), path).toBe(200)
  return { head: headOf(await res.text()), url: res.url() }
}

type Entry = { loc: string; lastmod?: string; alternates: Record<string, string> }

async function sitemapPart(request: APIRequestContext, prefix: string): Promise<Entry[]> {
  const index = await (await request.get('/sitemap.xml')).text()
  const part = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? '').pathname).find((p) => p.startsWith(`/sitemap/${prefix}`))
  expect(part, prefix).toBeDefined()
  const xml = await (await request.get(part!)).text()
  return [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, body = '']) => ({
    loc: /<loc>([^<]+)<\/loc>/.exec(body)?.[1] ?? '',
    lastmod: /<lastmod>([^<]+)<\/lastmod>/.exec(body)?.[1],
    alternates: Object.fromEntries([...body.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map((m) => [m[1], m[2]])),
  }))
}

const siteWide = { de: 'Stellen für Ärztinnen, Ärzte und Medizinstudierende, ehrliche Arbeitgeberbewertungen' }

test.describe('one URL per ad', () => {
  test('canonical, hreflang, sitemap entry and JobPosting agree, under every prefix', async ({ request }) => {
    const entries = await sitemapPart(request, 'jobs-')
    // One ad of each language, so every language is once the canonical one and twice not.
    for (const adLocale of LOCALES) {
      const entry = entries.find((e) => new URL(e.loc).pathname.startsWith(`/${adLocale}/job/`))
      expect(entry, `an ad in ${adLocale}`).toBeDefined()
      const { loc, lastmod, alternates } = entry!
      const id = /\/job\/(\d+)$/.exec(loc)?.[1]
      expect(alternates).toEqual({ [`${adLocale}-CH`]: loc, 'x-default': loc })
      for (const pageLocale of LOCALES) {
        const { head } = await headAt(request, `/${pageLocale}/job/${id}`)
        expect(head.canonical, `/${pageLocale}/job/${id}`).toBe(loc)
        expect(head.alternates).toEqual(alternates)
        expect(head.meta['og:url']).toBe(loc)
        const postings = head.jsonLd.filter((d) => d['@type'] === 'JobPosting')
        if (pageLocale !== adLocale) {
          expect(postings).toHaveLength(0)
          continue
        }
        expect(postings).toHaveLength(1)
        const posting = postings[0]!
        expect(posting.url).toBe(loc)
        expect(posting.inLanguage).toBe(adLocale)
        expect(String(posting.title)).not.toMatch(/\d\s*%/)
        expect(posting.directApply).toBe(false)
        expect(new Date(lastmod ?? 0).getTime()).toBeGreaterThanOrEqual(new Date(String(posting.datePosted)).getTime())
      }
    }
  })

  test('a job page shares its title, its own description, the employer’s picture and the ad’s locale', async ({ request }) => {
    const entry = (await sitemapPart(request, 'jobs-')).find((e) => e.loc.includes('/de/job/'))!
    const { head } = await headAt(request, new URL(entry.loc).pathname)
    expect(head.meta['og:title']).toBeTruthy()
    expect(head.meta['og:locale']).toBe('de_CH')
    expect(head.meta['og:site_name']).toBe('Helvemed')
    expect(head.meta['og:image']).toMatch(/^https?:\/\//)
    expect(head.meta['twitter:card']).toMatch(/^summary/)
    expect(head.meta.description).toBeTruthy()
    expect(head.meta.description).not.toContain(siteWide.de)
    expect(head.meta.description).not.toMatch(/\*\*|^- /)
    expect(head.meta['og:description']).toBe(head.meta.description)
  })
})

test.describe('institution profiles', () => {
  test('each language is its own canonical, with the sitemap’s alternates, and shares its picture', async ({ request }) => {
    const entries = await sitemapPart(request, 'institutions-')
    const id = /\/institution\/(\d+)$/.exec(entries[0]!.loc)?.[1]
    for (const lang of LOCALES) {
      const entry = entries.find((e) => e.loc.endsWith(`/${lang}/institution/${id}`))!
      const { head } = await headAt(request, `/${lang}/institution/${id}`)
      expect(head.canonical).toBe(entry.loc)
      expect(head.alternates).toEqual(entry.alternates)
      expect(head.meta['og:url']).toBe(entry.loc)
      expect(head.meta['og:locale']).toBe(`${lang}_CH`)
      expect(head.meta['og:image']).toMatch(/^https?:\/\//)
      expect(head.meta['twitter:card']).toMatch(/^summary/)
      expect(head.meta.description).toBeTruthy()
    }
  })
})

test.describe('share previews', () => {
  test('the home page and an article carry Open Graph and Twitter tags', async ({ request }) => {
    const home = (await headAt(request, '/fr')).head
    expect(home.meta['og:title']).toContain('Helvemed')
    expect(home.meta['og:locale']).toBe('fr_CH')
    // the drawn 1200x630 picture, not the 180 px site icon (ADR 0062)
    expect(home.meta['og:image']).toMatch(/\/api\/share-image\?/)
    expect(home.meta['twitter:card']).toBe('summary_large_image')
    expect(home.canonical).toMatch(/\/fr$/)

    const article = (await sitemapPart(request, 'pages')).find((e) => e.loc.includes('/de/ejournal/'))
    expect(article).toBeDefined()
    const { head } = await headAt(request, new URL(article!.loc).pathname)
    expect(head.meta['og:type']).toBe('article')
    expect(head.meta['og:title']).toBeTruthy()
    expect(head.meta['og:url']).toBe(article!.loc)
    expect(head.meta['twitter:title']).toBe(head.meta['og:title'])
    expect(head.meta.description).not.toContain(siteWide.de)
  })
})

test.describe('indexing rules', () => {
  test('a free-text search is noindex and names the search without its text as canonical', async ({ request }) => {
    const { head } = await headAt(request, '/de/jobs/suche-kardiologie')
    expect(head.meta.robots).toMatch(/noindex/)
    expect(head.canonical).toMatch(/\/de\/jobs$/)
  })

  test('a filter of level, field and canton is an indexable landing page with its own words, in each language’s slugs', async ({ request }) => {
    const { head, url } = await headAt(request, '/de/jobs/assistenzarzt/kardiologie/kanton-zuerich')
    expect(head.meta.robots ?? '').not.toMatch(/noindex/)
    expect(head.canonical).toBe(url)
    const title = /<title>([^<]*)<\/title>/.exec(await (await request.get(url)).text())?.[1] ?? ''
    expect(title).toContain('Assistenzarzt/-ärztin Kardiologie in Zürich')
    expect(head.meta.description).toContain('Kardiologie')
    expect(head.meta.description).toContain('Zürich')
    expect(head.alternates['fr-CH']).toMatch(/\/fr\/jobs\/.*canton-zurich/)
  })

  test('the institution search follows the same rules', async ({ request }) => {
    const { head, url } = await headAt(request, '/fr/institutions/canton-geneve/hopital-universitaire')
    expect(head.meta.robots ?? '').not.toMatch(/noindex/)
    expect(head.canonical).toBe(url)
    expect(head.meta.description).toContain('Genève')
    expect(head.alternates['de-CH']).toMatch(/\/de\/institutions\/[^/]+\/[^/]+$/)
    expect(head.alternates['de-CH']).not.toContain('canton-geneve')
    const text = (await headAt(request, '/fr/institutions/canton-geneve/recherche-hug')).head
    expect(text.meta.robots).toMatch(/noindex/)
    expect(text.canonical).toMatch(/\/fr\/institutions\/canton-geneve$/)
  })

  test('login and registration are noindex and not in the sitemap', async ({ request }) => {
    for (const path of ['/de/login', '/fr/register', '/it/forgot-password']) expect((await headAt(request, path)).head.meta.robots, path).toMatch(/noindex/)
    const pages = await sitemapPart(request, 'pages')
    expect(pages.some((e) => /\/(login|register)$/.test(e.loc))).toBe(false)
  })

  test('logos, header images and PDFs are under /media, which robots.txt allows, cached for a year', async ({ request }) => {
    const robots = await (await request.get('/robots.txt')).text()
    expect(robots).not.toMatch(/Disallow: \/media/)
    const entries = await sitemapPart(request, 'jobs-')
    let logo: string | null = null
    for (const entry of entries.slice(0, 30)) {
      const { head } = await headAt(request, new URL(entry.loc).pathname)
      const posting = head.jsonLd.find((d) => d['@type'] === 'JobPosting') as { hiringOrganization?: { logo?: string } } | undefined
      logo = posting?.hiringOrganization?.logo ?? null
      if (logo) break
    }
    expect(logo, 'an ad whose employer has a logo').toBeTruthy()
    expect(new URL(logo!).pathname).toMatch(/^\/media\//)
    const file = await request.get(new URL(logo!).pathname)
    expect(file.status()).toBe(200)
    expect(file.headers()['content-type']).toMatch(/^image\//)
    expect(file.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(file.headers()['content-security-policy']).toContain("default-src 'none'")
  })

  test('robots.txt keeps crawlers out of the backoffice, API and cockpit only', async ({ request }) => {
    const robots = await (await request.get('/robots.txt')).text()
    expect(robots).toMatch(/Disallow: \/admin/)
    expect(robots).toMatch(/Disallow: \/de\/cockpit/)
    expect(robots).not.toMatch(/Disallow: \/(de|fr|it)\/(login|register|jobs)/)
  })
})
