import { expect, test } from '@playwright/test'
import { seriousViolations } from './axe'
import { adminApi } from './support'

// The e-journal's tags, related articles and author pages (ADR 0063), on a phone in Italian: the
// team's articles (made here, with a stamp of their own) show their tags and related articles, the
// author link leads to the author's page with the article, a tag link filters the list.

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'it-CH' })

test('an article shows its tags and related articles; its author and tag links lead on', async ({ page, baseURL }) => {
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`
  const admin = await adminApi(baseURL!)
  const create = async (collection: string, data: Record<string, unknown>) => {
    const res = await admin.post(`/api/cms/${collection}?locale=it`, { data })
    expect(res.status(), `${collection} ${await res.text()}`).toBe(201)
    return ((await res.json()) as { doc: { id: number } }).doc.id
  }
  // The same in German and French, so the other specs on this database meet complete articles.
  const translate = async (collection: string, id: number, data: (locale: 'de' | 'fr') => Record<string, unknown>) => {
    for (const locale of ['de', 'fr'] as const) expect((await admin.patch(`/api/cms/${collection}/${id}?locale=${locale}`, { data: data(locale) })).status()).toBe(200)
  }
  const tag = await create('tags', { name: `Tema ${stamp}`, slug: `argomento-${stamp}` })
  const author = await create('authors', { name: `Autrice ${stamp}`, slug: `autrice-${stamp}`, bio: 'Medica assistente a Lugano.' })
  const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString()
  await translate('tags', tag, (l) => ({ name: `Thema ${l} ${stamp}`, slug: `thema-${l}-${stamp}` }))
  await translate('authors', author, (l) => ({ bio: `Bio ${l}.` }))
  const related = await create('articles', {
    title: `Correlato ${stamp}`,
    slug: `correlato-${stamp}`,
    teaser: 'Un articolo sullo stesso tema.',
    tags: [tag],
    published_at: minutesAgo(5),
  })
  const main = await create('articles', {
    title: `Principale ${stamp}`,
    slug: `principale-${stamp}`,
    teaser: 'Il testo principale.',
    tags: [tag],
    author,
    published_at: minutesAgo(2),
  })
  for (const [id, word] of [
    [related, 'related'],
    [main, 'main'],
  ] as const)
    await translate('articles', id, (l) => ({ title: `${word} ${l} ${stamp}`, slug: `${word}-${l}-${stamp}`, teaser: `${word} ${l}.` }))

  const articleUrl = `/it/ejournal/principale-${stamp}`
  await page.goto(articleUrl)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Principale ${stamp}`)
  const tags = page.getByRole('navigation', { name: 'Temi' })
  await expect(tags.getByRole('link')).toHaveText([`#Tema ${stamp}`])
  const relatedList = page.getByRole('region', { name: 'Articoli correlati' })
  await expect(relatedList.getByRole('heading', { level: 3 }).first()).toHaveText(`Correlato ${stamp}`)
  expect(await relatedList.getByRole('link', { name: `Principale ${stamp}` }).count()).toBe(0)
  expect(await seriousViolations(page), 'article').toEqual([])

  // Structured data: an Article with its author (a Person with the author page's URL) and publisher.
  const data = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}') as Record<string, unknown>
  expect(data).toMatchObject({
    '@type': 'Article',
    headline: `Principale ${stamp}`,
    author: [{ '@type': 'Person', name: `Autrice ${stamp}`, url: expect.stringMatching(new RegExp(`/it/ejournal/autore/autrice-${stamp}$`)) }],
    publisher: { '@type': 'Organization', logo: { '@type': 'ImageObject' } },
  })
  // Share tags: no picture of its own, so the article's drawn 1200x630 picture (title and brand, ADR 0062).
  const picture = await page.locator('meta[property="og:image"]').getAttribute('content')
  expect(picture).toMatch(/\/api\/share-image\?/)
  expect(await page.locator('meta[property="og:image:width"]').getAttribute('content')).toBe('1200')
  expect(await page.locator('meta[name="twitter:card"]').getAttribute('content')).toBe('summary_large_image')
  const drawn = await page.request.get(picture!)
  expect(drawn.headers()['content-type']).toBe('image/png')

  await page
    .locator('.author-byline')
    .getByRole('link', { name: `Autrice ${stamp}` })
    .tap()
  await expect(page).toHaveURL(new RegExp(`/it/ejournal/autore/autrice-${stamp}$`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Autrice ${stamp}`)
  await expect(page.getByText('Medica assistente a Lugano.')).toBeVisible()
  await expect(page.locator('.article-card__link')).toHaveText([`Principale ${stamp}`])
  const profile = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}') as Record<string, unknown>
  expect(profile).toMatchObject({ '@type': 'ProfilePage', mainEntity: { '@type': 'Person', name: `Autrice ${stamp}` } })
  expect(await seriousViolations(page), 'author page').toEqual([])

  await page.goto(articleUrl)
  await tags.getByRole('link').tap()
  await expect(page).toHaveURL(new RegExp(`/it/ejournals/tema-argomento-${stamp}$`))
  await expect(page.locator('.article-card__link')).toHaveText([`Principale ${stamp}`, `Correlato ${stamp}`])
  await expect(page.locator('.active-tag')).toContainText(`Tema ${stamp}`)
  expect(await seriousViolations(page), 'tag list').toEqual([])
})
