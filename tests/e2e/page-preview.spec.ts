import { expect, test } from './fixtures'
import { adminApi } from './support'
import { seriousViolations } from './axe'

// The team's preview of unsaved drafts (ADR 0061, "Live preview of drafts") on a phone: the team
// opens a page's draft through the preview address and sees the banner and the unpublished text;
// a visitor, even one with a forged draft-mode cookie, sees the published page.
const PHONE = { width: 390, height: 844 }
test.use({ viewport: PHONE })

const doc = (text: string) => ({
  root: {
    type: 'root',
    format: '',
    indent: 0,
    version: 1,
    direction: 'ltr',
    children: [
      {
        type: 'paragraph',
        format: '',
        indent: 0,
        version: 1,
        direction: 'ltr',
        textFormat: 0,
        textStyle: '',
        children: [{ type: 'text', text, format: 0, style: '', mode: 'normal', detail: 0, version: 1 }],
      },
    ],
  },
})

test('the team previews a draft on a phone; the public keeps the published page', async ({ as, baseURL, page }) => {
  test.setTimeout(90_000)
  const admin = await adminApi(baseURL!)
  const stamp = `e2e-preview-${Date.now().toString(36)}`
  const created = await admin.post('/api/cms/pages?locale=de', { data: { title: `Seite ${stamp}`, path: stamp, body: doc(`Veröffentlicht ${stamp}`), _status: 'published' } })
  expect(created.status(), await created.text()).toBe(201)
  const { doc: saved } = (await created.json()) as { doc: { id: number } }
  const draft = await admin.patch(`/api/cms/pages/${saved.id}?locale=de&draft=true`, { data: { body: doc(`Entwurf ${stamp}`), _status: 'draft' } })
  expect(draft.status(), await draft.text()).toBe(200)

  // the team: through the preview address to the draft, under the banner, never stored
  const team = await as.page('admin', { viewport: PHONE, locale: 'de-CH' })
  const response = await team.goto(`/api/preview?path=${encodeURIComponent(`/de/${stamp}`)}`)
  expect(new URL(team.url()).pathname).toBe(`/de/${stamp}`)
  expect(response?.headers()['cache-control']).toContain('no-store')
  expect(response?.headers()['x-page-cache'] ?? 'none').not.toBe('hit')
  const banner = team.getByTestId('preview-banner')
  await expect(banner).toContainText('Vorschau: nicht veröffentlichte Fassung')
  await expect(team.getByText(`Entwurf ${stamp}`)).toBeVisible()
  await expect(team.getByText(`Veröffentlicht ${stamp}`)).toHaveCount(0)
  const box = await banner.boundingBox()
  expect(box!.x).toBeGreaterThanOrEqual(0)
  expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width)
  await team.screenshot({ path: test.info().outputPath('preview-phone.png') })
  expect(await seriousViolations(team), 'axe').toEqual([])

  // a visitor: the published text, with or without a forged draft-mode cookie
  await page.goto(`/de/${stamp}`)
  await expect(page.getByText(`Veröffentlicht ${stamp}`)).toBeVisible()
  await expect(page.getByTestId('preview-banner')).toHaveCount(0)
  await page.context().addCookies([{ name: '__prerender_bypass', value: 'forged', url: baseURL! }])
  await page.goto(`/de/${stamp}`)
  await expect(page.getByText(`Veröffentlicht ${stamp}`)).toBeVisible()
  await expect(page.getByText(`Entwurf ${stamp}`)).toHaveCount(0)
  expect((await page.request.get(`/api/preview?path=${encodeURIComponent(`/de/${stamp}`)}`, { maxRedirects: 0 })).status()).toBe(401)

  // the team leaves the preview: the published page again
  await banner.getByRole('link', { name: 'Vorschau verlassen' }).click()
  await expect(team.getByText(`Veröffentlicht ${stamp}`)).toBeVisible()
  await expect(team.getByTestId('preview-banner')).toHaveCount(0)

  await admin.delete(`/api/cms/pages/${saved.id}`)
})
