import { expect, test } from './fixtures'
import { adminApi } from './support'
import { seriousViolations } from './axe'

// Pages with blocks (ADR 0061) on a phone: the team's page editor shows the blocks; the team builds
// a page with every block (through the admin API: the block UI is slow to drive), saves it as a
// draft, publishes it; a visitor then sees every block, in the page's section colour, axe-clean.
const PHONE = { width: 390, height: 844 }
test.use({ viewport: PHONE })

type Doc = { id: number }

test('the team builds a page with every block and publishes it; a visitor on a phone sees it', async ({ as, baseURL, page }) => {
  test.setTimeout(120_000)
  const team = await as.page('admin', { viewport: PHONE, locale: 'de-CH' })
  await team.goto('/admin/collections/pages/create')
  await team.locator('form[data-form-ready="true"]').first().waitFor()
  await expect(team.getByRole('heading', { level: 3, name: /^Blöcke/ })).toBeVisible()
  await expect(team.getByText('Bereichsfarbe', { exact: true }).first()).toBeAttached()
  await team.getByRole('button', { name: 'Block hinzufügen' }).click()
  for (const block of ['Text', 'Navigations-Schaltflächen', 'Fusszeilen-Titel', 'Fusszeilen-Schaltflächen', 'Eingebettetes HTML', 'Video', 'Bild mit Legende', 'Teaser-Raster'])
    await expect(team.getByText(block, { exact: true }).last(), block).toBeAttached()

  const admin = await adminApi(baseURL!)
  const first = async (path: string) => ((await (await admin.get(path)).json()) as { docs: Doc[] }).docs[0]!.id
  const image = await first('/api/cms/media?where[kind][equals]=content&where[mimeType][equals]=image/svg%2Bxml&limit=1&depth=0')
  const offer = await first('/api/cms/links?where[identifier][equals]=offer&limit=1&depth=0')
  const stamp = `e2e-${Date.now().toString(36)}`
  const body = {
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
          children: [{ type: 'text', text: `Einleitung ${stamp}`, format: 1, style: '', mode: 'normal', detail: 0, version: 1 }],
        },
      ],
    },
  }
  const layout = [
    { blockType: 'rich-text', body },
    {
      blockType: 'navigation-buttons',
      buttons: [{ label: 'Kardiologie in Bern', style: 'primary', link: { kind: 'internal', route: 'jobs', filters: 'kardiologie/kanton-bern' } }],
    },
    { blockType: 'html', html: '<p>Eingebettet <strong>fett</strong></p><script>window.hacked = true</script>' },
    { blockType: 'video', url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ', title: 'Hochformat-Video', ratio: '9:16' },
    { blockType: 'image', image, alt: 'Spitalgang', caption: `Legende ${stamp}` },
    { blockType: 'teasers', source: 'articles', count: 2 },
    { blockType: 'footer-title', title: 'Noch Fragen?' },
    { blockType: 'footer-buttons', buttons: [{ label: 'Angebot', style: 'link', link: { kind: 'story', story: offer } }] },
  ]
  const created = await admin.post('/api/cms/pages?locale=de&draft=true', { data: { title: `Blöcke ${stamp}`, path: stamp, section: 'job', layout, _status: 'draft' } })
  expect(created.status(), await created.text()).toBe(201)
  const { doc } = (await created.json()) as { doc: Doc }
  expect((await page.request.get(`/de/${stamp}`)).status()).toBe(404)

  const published = await admin.patch(`/api/cms/pages/${doc.id}?locale=de`, { data: { _status: 'published' } })
  expect(published.status(), await published.text()).toBe(200)

  await page.goto(`/de/${stamp}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Blöcke ${stamp}`)
  await expect(page.locator('.content-page')).toHaveAttribute('data-section', 'job')
  await expect(page.getByText(`Einleitung ${stamp}`)).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Weiterführende Seiten' }).getByRole('link', { name: 'Kardiologie in Bern' })).toHaveAttribute(
    'href',
    '/de/jobs/kardiologie/kanton-bern',
  )
  await expect(page.locator('.page-block--html strong')).toHaveText('fett')
  expect(await page.evaluate(() => (window as { hacked?: boolean }).hacked)).toBeUndefined()
  await expect(page.getByRole('img', { name: 'Spitalgang' })).toBeVisible()
  await expect(page.getByText(`Legende ${stamp}`)).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Aus dem E-Journal' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: 'Noch Fragen?' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Angebot', exact: true })).toHaveAttribute('href', '/de/angebot')
  // nothing from YouTube before the visitor presses play
  await expect(page.locator('iframe')).toHaveCount(0)
  expect(await seriousViolations(page), 'axe').toEqual([])
  await page.locator('.page-block--video-portrait').getByTestId('video-play').click()
  await expect(page.locator('.page-block--video-portrait iframe')).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\/aqz-KE-bpKQ/)

  await admin.delete(`/api/cms/pages/${doc.id}`)
})

test('the demo guide shows every block in French', async ({ page }) => {
  await page.goto('/fr/guide-annee-a-option')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Guide de l’année à option')
  await expect(page.locator('.prose table thead th').first()).toHaveText('Moment')
  await expect(page.locator('.prose mark')).toHaveText('ta chance')
  await expect(page.getByRole('link', { name: 'Stages en cardiologie dans le canton de Berne' })).toHaveAttribute('href', '/fr/jobs/cardiologie/canton-berne')
  await expect(page.locator('.page-block--footer-buttons').getByRole('link', { name: 'Pour les employeurs' })).toHaveAttribute('href', '/fr/offre')
  expect(await seriousViolations(page), 'axe').toEqual([])
})
