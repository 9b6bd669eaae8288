import fs from 'node:fs'
import ExcelJS from 'exceljs'
import { expect, test, type Download, type Page } from '@playwright/test'
import { seriousViolations } from './axe'
import { DEMO, logIn } from './support'

// The employer's statistics screen: pick a range and an ad, see the chart and the table,
// download both exports and find the screen's figures in them; in German and in French. Also: a
// bad range keeps what was typed and says why; a doctor without institutions gets an explanation.

const number = (text: string) => Number(text.replace(/['’\s]/g, ''))

async function readDownload(download: Download): Promise<Buffer> {
  const file = await download.path()
  return fs.readFileSync(file)
}

async function totals(page: Page) {
  const values = await page.getByTestId('statistics-totals').locator('dd').allTextContents()
  return { impressions: number(values[0]!), views: number(values[1]!), ctr: values[2]! }
}

async function checkExports(page: Page, title: string, lang: 'de' | 'fr') {
  const shown = await totals(page)
  const row = page.getByTestId('statistics-table').locator('tbody tr').first()
  const cells = await row.locator('td.num').allTextContents()

  const [csv] = await Promise.all([page.waitForEvent('download'), page.getByTestId('statistics-export-csv').click()])
  expect(csv.suggestedFilename()).toMatch(/^helvemed-statistik-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/)
  const text = (await readDownload(csv)).toString('utf8').replace(/^\uFEFF/, '')
  const lines = text
    .trimEnd()
    .split('\r\n')
    .map((l) => l.split(';'))
  expect(lines[0]![0]).toBe(lang === 'de' ? 'Helvemed – Statistik' : 'Helvemed – Statistiques')
  // the screen's figures as plain numbers (no apostrophes, the rate as a fraction), so a spreadsheet adds them up
  expect(lines[5]!.slice(1, 3)).toEqual([String(shown.impressions), String(shown.views)])
  expect(lines[5]![3]).toMatch(/^(0|0\.\d{1,4}|1)?$/)
  const csvRow = lines.find((l) => l[0] === title)!
  expect(csvRow.slice(5, 7)).toEqual([String(number(cells[0]!)), String(number(cells[1]!))])

  const [xlsx] = await Promise.all([page.waitForEvent('download'), page.getByTestId('statistics-export-xlsx').click()])
  expect(xlsx.suggestedFilename()).toMatch(/\.xlsx$/)
  const book = new ExcelJS.Workbook()
  await book.xlsx.load((await readDownload(xlsx)) as unknown as ExcelJS.Buffer)
  const sheet = book.worksheets[0]!
  expect(sheet.name).toBe(lang === 'de' ? 'Statistik' : 'Statistiques')
  expect((sheet.getRow(6).values as unknown[]).slice(2, 4)).toEqual([shown.impressions, shown.views])
  let found = false
  sheet.eachRow((r) => {
    const v = (r.values as unknown[]).slice(1)
    if (v[0] === title) {
      found = true
      expect(v.slice(5, 7)).toEqual([number(cells[0]!), number(cells[1]!)])
    }
  })
  expect(found).toBe(true)
}

test('German: an employer picks 12 months and one ad, sees chart and table, and downloads CSV and XLSX', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await logIn(page, DEMO.hr.email, DEMO.hr.password)
  await page.goto('/de/cockpit/statistics')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Statistiken')
  // the demo data shows figures straight away (last 30 days, all ads)
  expect((await totals(page)).impressions).toBeGreaterThan(0)

  // the ad with the most impressions in the last 30 days (the table's first row)
  const top = page.getByTestId('statistics-table').locator('tbody tr').first()
  const id = await top.getAttribute('data-row-id')
  const title = (await top.locator('.stats-table__name').textContent())!
  await page.getByLabel('Zeitraum', { exact: true }).selectOption('12m')
  await page.locator('#stats-jobs summary').click()
  await page.locator(`#stats-jobs input[name="job"][value="${id}"]`).check()
  await page.getByRole('button', { name: 'Anzeigen' }).click()
  await expect(page).toHaveURL(/preset=12m.*job=\d+/)
  await expect(page.getByTestId('statistics-period')).toContainText('Tage')

  const rows = page.getByTestId('statistics-table').locator('tbody tr')
  await expect(rows).toHaveCount(1)
  await expect(rows.first().locator('.stats-table__name')).toHaveText(title)
  expect(number((await rows.first().locator('td.num').first().textContent())!)).toBeGreaterThan(0)
  // the chart is drawn, and reachable with the keyboard: focus it, move a day, the tooltip shows
  const chart = page.getByTestId('statistics-chart')
  await expect(chart.locator('.recharts-line')).toHaveCount(2)
  await chart.locator('svg[tabindex="0"]').focus()
  await page.keyboard.press('ArrowRight')
  await page.keyboard.press('ArrowRight')
  await expect(chart.locator('.recharts-tooltip-wrapper')).toBeVisible()
  // the same figures as a table
  await page.locator('.stats-data summary').click()
  await expect(page.getByTestId('statistics-timeline').locator('tbody tr')).toHaveCount(365)
  expect(await seriousViolations(page), 'axe').toEqual([])
  await page.screenshot({ path: test.info().outputPath('statistics-de-1280.png') })

  await checkExports(page, title, 'de')
})

test('French on a phone: a custom range, sorted by views, both downloads', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await logIn(page, DEMO.hr.email, DEMO.hr.password, { lang: 'fr' })
  await page.goto('/fr/cockpit/statistics')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Statistiques')
  // a range that ends before it starts: the dates stay, the message says why
  await page.getByLabel('Du', { exact: true }).fill('2026-11-20')
  await page.getByLabel('Au', { exact: true }).fill('2026-11-01')
  await expect(page.getByLabel('Période', { exact: true })).toHaveValue('custom')
  await page.getByRole('button', { name: 'Afficher' }).click()
  await expect(page.getByTestId('statistics-errors')).toContainText('La date de début doit précéder la date de fin.')
  await expect(page.getByLabel('Du', { exact: true })).toHaveValue('2026-11-20')
  await expect(page.getByLabel('Au', { exact: true })).toHaveValue('2026-11-01')

  const today = new Date()
  const from = new Date(today.getTime() - 20 * 86_400_000).toISOString().slice(0, 10)
  await page.getByLabel('Du', { exact: true }).fill(from)
  await page.getByLabel('Au', { exact: true }).fill(today.toISOString().slice(0, 10))
  await page.getByRole('button', { name: 'Afficher' }).click()
  await expect(page.getByTestId('statistics-period')).toContainText('jours')
  await page.getByRole('link', { name: /^Consultations/ }).click()
  await expect(page).toHaveURL(/sort=views&dir=desc/)
  const views = (await page.getByTestId('statistics-table').locator('tbody tr td:nth-of-type(2)').allTextContents()).map(number)
  expect(views).toEqual([...views].sort((a, b) => b - a))
  await expect(page.getByTestId('statistics-chart').locator('.recharts-line')).toHaveCount(2)
  // no horizontal scrolling of the page on a phone (each ad is a block)
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  await page.screenshot({ path: test.info().outputPath('statistics-fr-390.png') })
  const title = (await page.getByTestId('statistics-table').locator('tbody tr .stats-table__name').first().textContent())!
  await checkExports(page, title, 'fr')
})

test('a doctor without institutions gets an explanation', async ({ page }) => {
  await logIn(page, DEMO.doctor.email, DEMO.doctor.password, { lang: 'fr' })
  const res = await page.goto('/fr/cockpit/statistics')
  expect(res?.status()).toBe(200)
  await expect(page.getByTestId('statistics-none')).toContainText('Les statistiques sont destinées aux employeurs')
})
