import crypto from 'node:crypto'
import { expect, test } from '@playwright/test'
import { adminApi } from './support'

// Modal stories on a phone (ADR 0062): a link inside a page opens the story in a dialog over it,
// Escape and the close button go back to where the visitor was, a reload shows the story's page.

test.use({ viewport: { width: 390, height: 844 } })
// one set of pages for both tests (beforeAll runs once, in one worker)
test.describe.configure({ mode: 'serial' })

const stamp = crypto.randomUUID().slice(0, 12)
const story = { title: `Geschichte ${stamp}`, path: `e2e-geschichte-${stamp}` }
const host = { title: `Gastseite ${stamp}`, path: `e2e-gastseite-${stamp}` }

const text = (value: string) => ({ type: 'text', text: value, format: 0, style: '', mode: 'normal', detail: 0, version: 1 })
const paragraph = (...children: unknown[]) => ({ type: 'paragraph', format: '', indent: 0, version: 1, direction: 'ltr', textFormat: 0, children })
const body = (...children: unknown[]) => ({ root: { type: 'root', format: '', indent: 0, version: 1, direction: 'ltr', children } })
const link = (url: string, label: string) => ({
  type: 'link',
  version: 3,
  format: '',
  indent: 0,
  direction: 'ltr',
  fields: { linkType: 'custom', url, newTab: false },
  children: [text(label)],
})

test.beforeAll(async ({ baseURL }) => {
  const api = await adminApi(baseURL!)
  for (const data of [
    { ...story, body: body(paragraph(text('Die Geschichte im Dialog.'))) },
    { ...host, body: body(paragraph(text('Erst lesen, dann: '), link(`/modal/${story.path}`, 'Die Geschichte öffnen'))) },
  ]) {
    const res = await api.post('/api/cms/pages?locale=de', { data: { ...data, _status: 'published' } })
    expect(res.status(), await res.text()).toBe(201)
  }
})

test('a link inside a page opens the story in a dialog; Escape and the button return; a reload is the page', async ({ page }) => {
  await page.goto(`/de/${host.path}`)
  const opener = page.getByRole('link', { name: 'Die Geschichte öffnen' })
  await opener.click()
  const dialog = page.getByRole('dialog', { name: story.title })
  await expect(dialog).toBeVisible()
  await expect(page).toHaveURL(new RegExp(`/de/modal/${story.path}$`))
  // The page behind stays, and focus stays in the dialog (the page behind is inert).
  await expect(page.getByRole('heading', { level: 1, name: host.title })).toBeAttached()
  expect(await dialog.evaluate((d) => d.matches(':modal'))).toBe(true)
  for (const key of ['Tab', 'Tab', 'Shift+Tab', 'Shift+Tab']) {
    await page.keyboard.press(key)
    expect(await dialog.evaluate((d) => d.contains(document.activeElement)), key).toBe(true)
  }

  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(page).toHaveURL(new RegExp(`/de/${host.path}$`))
  await expect(opener).toBeFocused()

  await opener.click()
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: 'Schliessen' }).click()
  await expect(dialog).toBeHidden()
  await expect(page).toHaveURL(new RegExp(`/de/${host.path}$`))

  await opener.click()
  await expect(dialog).toBeVisible()
  await page.reload()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(story.title)
  expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(new RegExp(`/de/${story.path}$`))
})

test('a modal story opened directly answers 200 with the page as canonical; an unknown one is 404', async ({ request }) => {
  const res = await request.get(`/de/modal/${story.path}`)
  expect(res.status()).toBe(200)
  expect(await res.text()).toMatch(new RegExp(`<link rel="canonical" href="[^"]*/de/${story.path}"`))
  expect((await request.get(`/de/modal/gibt-es-nicht-${stamp}`)).status()).toBe(404)
})
