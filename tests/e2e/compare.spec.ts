import { expect, request, test, type Page } from '@playwright/test'
import { seriousViolations } from './axe'

// A visitor on a phone in Italian compares employers (ADR 0064): adds one from the employer search
// and one from an employer page, opens the comparison from the tray, removes one; the comparison's
// URL works without JavaScript, and so do the "compare" links; unknown ids are dropped with a notice.

const PHONE = { width: 320, height: 740 }
test.use({ viewport: PHONE, locale: 'it-CH' })

async function sideways(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
}

/** The first two employers of the Italian search: id and name. */
async function twoEmployers(page: Page) {
  const cards = page.locator('.institution-card')
  const read = async (n: number) => {
    const link = cards.nth(n).locator('.institution-card__title a')
    const href = (await link.getAttribute('href'))!
    return { id: Number(href.split('/').pop()), name: (await link.textContent())!.trim(), href }
  }
  return [await read(0), await read(1)] as const
}

test('on a phone in Italian: add from the search and from an employer page, compare, remove one', async ({ page }) => {
  await page.goto('/it/institutions')
  const [a, b] = await twoEmployers(page)
  const firstCard = page.locator('.institution-card').first()
  // once the page runs its script the link becomes a toggle that fills the tray
  const add = firstCard.getByRole('button', { name: `Confrontare ${a.name}` })
  await expect(add).toBeVisible()
  // a double click (a habit on phones and desktops alike) adds once, it does not add and take out again
  await add.dblclick()
  const tray = page.getByTestId('compare-tray')
  await expect(tray.getByRole('heading')).toHaveText('Confronto (1 di 4)')
  await expect(tray.locator('li > span')).toHaveText([a.name])
  await expect(firstCard.getByRole('button', { name: `Togliere dal confronto ${a.name}` })).toBeVisible()

  // the employer page remembers the tray (sessionStorage) and adds the second one
  await page.goto(b.href)
  await expect(tray.locator('li > span')).toHaveText([a.name])
  await page.getByRole('button', { name: `Confrontare ${b.name}` }).click()
  await expect(tray.getByRole('heading')).toHaveText('Confronto (2 di 4)')
  expect(await sideways(page)).toBeLessThanOrEqual(0)
  expect(await seriousViolations(page)).toEqual([])
  await page.screenshot({ path: test.info().outputPath('tray-it-320.png') })
  await tray.getByRole('link', { name: 'Confrontare' }).click()

  await expect(page).toHaveURL(new RegExp(`/it/confronto-datori-di-lavoro/${a.id},${b.id}$`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Confrontare i datori di lavoro')
  for (const group of ['facts', 'reviews', 'reality', 'training', 'jobs']) await expect(page.getByTestId(`compare-${group}`)).toBeVisible()
  // each row reads as a small table: the row's name, then one line per employer named
  const salaryRow = page.getByTestId('compare-facts').locator('tr[data-row="salary-y1"]')
  await expect(salaryRow.locator('td')).toHaveCount(2)
  await expect(salaryRow.locator('td').first()).toHaveAttribute('data-label', a.name)
  await expect(page.getByTestId('compare-reviews').locator('tr[data-row="rating-summary"] td')).toHaveCount(2)
  expect(await sideways(page)).toBeLessThanOrEqual(0)
  expect(await seriousViolations(page)).toEqual([])
  await page.screenshot({ path: test.info().outputPath('compare-it-320.png'), fullPage: true })
  // printable: the site's header and the tray stay off the paper
  await page.emulateMedia({ media: 'print' })
  await expect(page.locator('.site-header')).toBeHidden()
  await expect(page.getByRole('link', { name: 'Aggiungere altri datori di lavoro' })).toBeHidden()
  await page.emulateMedia({ media: 'screen' })
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.screenshot({ path: test.info().outputPath('compare-it-1280.png'), fullPage: true })
  await page.setViewportSize(PHONE)

  // remove the first: the comparison without it, which asks for one more
  await page.getByRole('link', { name: `Togliere ${a.name}` }).click()
  await expect(page).toHaveURL(new RegExp(`/it/confronto-datori-di-lavoro/${b.id}$`))
  await expect(page.getByTestId('compare-more')).toContainText('Scegli almeno un altro datore di lavoro')
  // the tray follows the comparison (once the page's script has run): back in the search it holds what the comparison held
  await expect.poll(() => page.evaluate(() => JSON.parse(sessionStorage.getItem('helvemed.compare') ?? '[]').map((c: { id: number }) => c.id))).toEqual([b.id])
  await page.goto('/it/institutions')
  await expect(tray.locator('li > span')).toHaveText([b.name])
  await tray.getByRole('button', { name: `Togliere ${b.name} dal confronto` }).click()
  await expect(tray).toHaveCount(0)
})

test('without JavaScript: the compare links lead to the comparison and it reads the same after a reload', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE, locale: 'it-CH' })
  const page = await context.newPage()
  await page.goto('/it/institutions')
  const [a, b] = await twoEmployers(page)
  await page
    .locator('.institution-card')
    .first()
    .getByRole('link', { name: `Confrontare ${a.name}` })
    .click()
  await expect(page).toHaveURL(new RegExp(`/it/confronto-datori-di-lavoro/${a.id}$`))
  // "add more" carries the choice through the search, whose links then add to it
  await page.getByRole('link', { name: 'Aggiungere altri datori di lavoro' }).click()
  await expect(page).toHaveURL(new RegExp(`/it/institutions\\?compare=${a.id}$`))
  await page
    .locator('.institution-card')
    .nth(1)
    .getByRole('link', { name: `Confrontare ${b.name}` })
    .click()
  await expect(page).toHaveURL(new RegExp(`/it/confronto-datori-di-lavoro/${a.id},${b.id}$`))
  await page.reload()
  await expect(page.getByTestId('compare-facts').locator('thead th')).toHaveText([a.name, b.name])
  await expect(page.getByTestId('compare-tray')).toHaveCount(0)
  expect(await page.locator('meta[name="robots"]').getAttribute('content')).toMatch(/noindex/)
  await context.close()

  // unknown ids are dropped with a notice; none left is a 404; another language's word and a
  // non-canonical list move permanently to the one URL
  const api = await request.newContext({ baseURL })
  const dropped = await api.get(`/it/confronto-datori-di-lavoro/${a.id},2000000000,${b.id}`)
  expect(dropped.status()).toBe(200)
  expect(await dropped.text()).toContain('non è più disponibile')
  expect((await api.get('/it/confronto-datori-di-lavoro/2000000000')).status()).toBe(404)
  expect((await api.get('/it/confronto-datori-di-lavoro/abc')).status()).toBe(404)
  for (const path of [`/it/arbeitgeber-vergleich/${a.id},${b.id}`, `/it/confronto-datori-di-lavoro/${a.id},${b.id},${a.id}`]) {
    const moved = await api.get(path, { maxRedirects: 0 })
    expect(moved.status()).toBe(308)
    expect(moved.headers().location).toMatch(new RegExp(`/it/confronto-datori-di-lavoro/${a.id},${b.id}$`))
  }
})
