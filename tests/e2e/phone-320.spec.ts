import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { seriousViolations } from './axe'

// On the narrowest phone (320 px): the employer's statistics show each ad
// as a block with its package and its figures on screen, nothing scrolls sideways; the Italian
// elective-year finder shows each figure with its label, none running into another.

const PHONE = { width: 320, height: 740 }

/** Elements whose content is wider than their box, and the page's sideways overflow. */
async function overflow(page: Page, selector: string) {
  return page.evaluate((sel) => {
    const wide = [...document.querySelectorAll<HTMLElement>(sel)].filter((el) => el.scrollWidth > el.clientWidth + 1).map((el) => el.outerHTML.slice(0, 120))
    return { wide, page: document.documentElement.scrollWidth - window.innerWidth }
  }, selector)
}

for (const lang of ['de', 'it'] as const) {
  test(`statistics at 320 px (${lang}): each ad a block with its package and figures, no sideways scroll`, async ({ as }) => {
    const page = await as.page('hr', { viewport: PHONE })
    await page.goto(`/${lang}/cockpit/statistics?preset=12m`)
    const rows = page.getByTestId('statistics-table').locator('tbody tr')
    await expect(rows.first()).toBeVisible()
    const count = Math.min(await rows.count(), 5)
    expect(count).toBeGreaterThan(0)
    for (let i = 0; i < count; i++) {
      const row = rows.nth(i)
      await expect(row.getByTestId('statistics-package')).toHaveText(
        lang === 'de' ? /^Paket: (Basic|Premium|Premium Social|Ohne Paket)$/ : /^Pacchetto: (Basic|Premium|Premium Social|Senza pacchetto)$/,
      )
      // each figure inside the screen, below the ad's name
      const name = (await row.locator('.stats-table__name').boundingBox())!
      for (const cell of await row.locator('td.num').all()) {
        const box = (await cell.boundingBox())!
        expect(box.x).toBeGreaterThanOrEqual(0)
        expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width)
        expect(box.y).toBeGreaterThan(name.y)
        expect(await cell.textContent()).toMatch(/^[\d'.–% ]+$/)
      }
    }
    const measured = await overflow(page, '.stats-scroll:has(.stats-table), .stats-table td, .stats-table th')
    expect(measured.wide).toEqual([])
    expect(measured.page).toBeLessThanOrEqual(0)
    expect(await seriousViolations(page)).toEqual([])
    await page.screenshot({ path: test.info().outputPath(`statistics-${lang}-320.png`), fullPage: true })
  })
}

test('the Italian finder at 320 px: each figure with its label, no label runs into another', async ({ as }) => {
  const page = await as.page('student', { viewport: PHONE })
  await page.goto('/it/cockpit/internships-finder')
  const cells = page.locator('.finder-table td[data-label]')
  await expect(cells.first()).toBeVisible()
  // (the column headers are visually hidden on a phone: each figure carries its label)
  const measured = await overflow(page, '.finder-table tbody td, .finder-table tbody th')
  expect(measured.wide).toEqual([])
  expect(measured.page).toBeLessThanOrEqual(0)
  // within a field, its figures lie one below the other (no two share a line)
  const row = page.locator('.finder-table tbody tr').first()
  const boxes = await Promise.all((await row.locator('td[data-label]').all()).map(async (c) => (await c.boundingBox())!))
  for (let i = 1; i < boxes.length; i++) expect(boxes[i]!.y).toBeGreaterThanOrEqual(boxes[i - 1]!.y + boxes[i - 1]!.height - 1)
  await page.screenshot({ path: test.info().outputPath('finder-it-320.png'), fullPage: true })
})
