import { request } from '@playwright/test'
import { expect, test } from './fixtures'
import { adminApi } from './support'
import { seriousViolations } from './axe'
import { pdfQrCode, pdfText, swissQrFields } from '../support/pdf'

// Job ads (ADR 0032) as an HR person would use them, in German on a phone: a new ad through every wizard step
// (a salary range the wrong way round first, a reload in between), a discount code that does not
// exist and one that does, the terms, checkout; the ad is online, its invoice is in the outbox and
// its PDF reads back with the right amount in the Swiss QR-bill.

const PHONE = { width: 390, height: 844 }
const stamp = Date.now().toString(36).toUpperCase()

const shared = { jobId: 0, title: '' }

test.describe.configure({ mode: 'serial' })

test('an HR person creates, pays and publishes an ad in German on a phone', async ({ as, baseURL }) => {
  test.setTimeout(120_000)
  const admin = await adminApi(baseURL!)
  const code = `E2E${stamp}`
  expect((await admin.post('/api/cms/discount-codes', { data: { code, kind: 'percent', percent: 20, active: true } })).ok()).toBe(true)

  const page = await as.page('hr', { viewport: PHONE })
  await page.goto('/de/cockpit/jobs-create/new')
  await expect(page.getByTestId('ad-step-title')).toContainText('Schritt 1 von 6')
  await expect(page).toHaveTitle(/Stelleninserat erstellen/)
  expect(await seriousViolations(page), 'package').toEqual([])
  await page.getByRole('button', { name: 'Weiter' }).click()
  await expect(page.getByText('Bitte wähle ein Paket und eine Laufzeit.').first()).toBeVisible()
  await page.locator('input[name="variant_id"][value="202"]').check()
  await page.getByRole('button', { name: 'Weiter' }).click()
  // The package travels in the address; the draft is created by the next step.
  await expect(page).toHaveURL(/\/de\/cockpit\/jobs-create\/new\?step=common&variant=202$/)

  // (metadata streams in after the body: axe looks once the title is there)
  await expect(page).toHaveTitle(/Stelleninserat erstellen/)
  expect(await seriousViolations(page), 'common').toEqual([])
  const title = `Oberärztin Kardiologie ${stamp}`
  shared.title = title
  await page.locator('#field-title').fill(title)
  await page.locator('input[name="levels"]').first().check()
  await page.locator('input[name="fields"]').first().check()
  await page.locator('#field-locale').selectOption('de')
  await page.locator('#field-pensum_min').fill('80')
  await page.locator('#field-pensum_max').fill('100')
  await page.locator('#field-available_from_type').selectOption('agreement')
  await page.locator('#field-apply').fill('jobs@spital.example.ch')
  await page.getByRole('button', { name: 'Weiter' }).click()

  await expect(page).toHaveURL(/\/de\/cockpit\/jobs-create\/(\d+)\?step=salary$/)
  const jobId = Number(/jobs-create\/(\d+)/.exec(page.url())![1])
  shared.jobId = jobId
  await page.getByLabel('Lohnspanne angeben').check()
  await page.locator('#field-salary_min').fill("150'000")
  await page.locator('#field-salary_max').fill("120'000")
  await page.getByRole('button', { name: 'Weiter' }).click()
  await expect(page.locator('#field-salary_max-error')).toHaveText('Bitte Gehaltsbereich prüfen')
  await expect(page.locator('#field-salary_min')).toHaveValue("150'000")
  await page.locator('#field-salary_max').fill("180'000")
  await page.getByRole('button', { name: 'Weiter' }).click()

  await expect(page).toHaveURL(/step=format$/)
  // A reload keeps every saved step: back to the common step, the title is there.
  await page.goto(`/de/cockpit/jobs-create/${jobId}?step=common`)
  await expect(page.locator('#field-title')).toHaveValue(title)
  await page.goto(`/de/cockpit/jobs-create/${jobId}?step=format`)
  await expect(page).toHaveTitle(/Stelleninserat erstellen/)
  expect(await seriousViolations(page), 'format').toEqual([])
  // The small rich-text editor: bold with Ctrl+B, a list from its button, a gender star stays text.
  const teaser = page.locator('#field-teaser[contenteditable="true"]')
  await teaser.click()
  await page.keyboard.type('Wir suchen eine ')
  await page.keyboard.press('Control+b')
  await page.keyboard.type('erfahrene Oberärztin')
  await page.keyboard.press('Control+b')
  await page.keyboard.type(' für unser Herzteam mit 12 Ärzt*innen.')
  const task = page.locator('#field-task[contenteditable="true"]')
  await task.click()
  const taskField = page.locator('.field', { has: task })
  await taskField.getByRole('button', { name: '• Liste' }).click()
  await expect(taskField.getByRole('button', { name: '• Liste' })).toHaveAttribute('aria-pressed', 'true')
  await page.keyboard.type('Visiten und Konsilien\nEchokardiographie\nAusbildung der Assistenzärzte')
  expect(await seriousViolations(page), 'format with editors').toEqual([])
  await page.screenshot({ path: test.info().outputPath(`format-editor-390.png`), fullPage: false })
  await page.getByRole('button', { name: 'Weiter' }).click()
  // Saved as typed: back on the step, the editor shows the bold words and the list again.
  await expect(page).toHaveURL(/step=publication$/)
  await page.goto(`/de/cockpit/jobs-create/${jobId}?step=format`)
  await expect(teaser.locator('strong, .rich-text__bold')).toHaveText('erfahrene Oberärztin')
  await expect(task.locator('li')).toHaveCount(3)
  await page.getByRole('button', { name: 'Weiter' }).click()

  await expect(page).toHaveURL(/step=publication$/)
  await page.getByRole('button', { name: 'Weiter' }).click()

  await expect(page).toHaveURL(/step=summary$/)
  await expect(page.getByTestId('ad-preview')).toContainText(title)
  await expect(page.getByTestId('ad-preview')).toContainText('Echokardiographie')
  // The preview's apply button cannot take the user out of the wizard.
  await expect(page.getByTestId('ad-preview')).toHaveAttribute('inert', '')
  await expect(page.getByTestId('ad-total')).toContainText("CHF 1'190.00")
  await page.locator('#ad-code').fill('GIBTESNICHT')
  await page.getByRole('button', { name: 'Code prüfen' }).click()
  await expect(page.getByTestId('code-outcome')).toHaveText('Code nicht gefunden')
  await page.locator('#ad-code').fill(code)
  await page.getByRole('button', { name: 'Code prüfen' }).click()
  await expect(page.getByTestId('code-outcome')).toHaveText('Code gültig: Der Rabatt ist abgezogen.')
  await expect(page.getByTestId('ad-total')).toContainText('CHF 952.00')
  await expect(page).toHaveTitle(/Stelleninserat erstellen/)
  expect(await seriousViolations(page), 'summary').toEqual([])
  await page.getByRole('button', { name: 'Kostenpflichtig bestellen' }).click()
  await expect(page.locator('#field-terms-error')).toHaveText('Bitte stimme den AGB zu, um fortzufahren.')
  await page.locator('#field-terms').check()
  await page.screenshot({ path: test.info().outputPath(`summary-390.png`), fullPage: true })
  await page.getByRole('button', { name: 'Kostenpflichtig bestellen' }).click()
  await expect(page).toHaveURL(/\/de\/cockpit\/jobs$/)
  await expect(page.getByTestId('toast').filter({ hasText: 'Inserat erstellt.' })).toBeVisible()

  // Online at once, for everyone.
  const visitor = await (await page.context().browser()!.newContext({ viewport: PHONE })).newPage()
  const response = await visitor.goto(`/de/job/${jobId}`)
  expect(response?.status()).toBe(200)
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(title)
  await expect(visitor.locator('#job-teaser + .plain-text strong')).toHaveText('erfahrene Oberärztin')
  await expect(visitor.locator('#job-teaser + .plain-text')).toContainText('mit 12 Ärzt*innen.')
  await expect(visitor.locator('#job-task + .plain-text li')).toHaveText(['Visiten und Konsilien', 'Echokardiographie', 'Ausbildung der Assistenzärzte'])
  await visitor.context().close()

  // The order, its invoice in the outbox, and the PDF with the discounted amount plus VAT.
  const order = (await (await admin.get(`/api/cms/orders?where[job][equals]=${jobId}&depth=0`)).json()).docs[0] as {
    id: number
    payable: number
    discount_text: string
    institution: number
  }
  expect(order).toMatchObject({ discount_text: code, payable: 102_910 })
  // In the search: the employer's ads list it.
  const search = await (await page.context().browser()!.newContext({ viewport: PHONE })).newPage()
  await search.goto(`/de/jobs/arbeitgeber-${order.institution}`)
  await expect(search.locator('.job-card__title', { hasText: title })).toBeVisible()
  await search.context().close()
  const invoice = (await (await admin.get(`/api/cms/invoices?where[order][equals]=${order.id}&depth=0`)).json()).docs[0] as {
    id: number
    number: number
    billing: { email: string | null }
    billing_type: string
  }
  if (invoice.billing_type === 'email') {
    // the demo employer's billing address gets the invoices of other tests running beside this one
    const invoiceMail = async () => {
      const url = `/api/cms/outbox?where[to][equals]=${encodeURIComponent(invoice.billing.email!)}&sort=-createdAt&limit=50`
      const mails = (await (await admin.get(url)).json()).docs as { subject: string; attachments: string }[]
      return mails.find((m) => m.subject.includes(`Nr. ${invoice.number}`))?.attachments ?? ''
    }
    await expect.poll(invoiceMail, { timeout: 10_000 }).toMatch(/\.pdf \(application\/pdf, \d+ bytes\)/)
  }
  // The team finds it in /admin, with its PDF.
  const team = await as.page('admin', { viewport: { width: 1280, height: 900 } })
  await team.goto(`/admin/collections/invoices/${invoice.id}`)
  await expect(team.getByTestId('invoice-pdf-link')).toHaveAttribute('href', `/api/fn/user/invoice-pdf?id=${invoice.id}`)
  expect((await team.request.get(`/api/fn/user/invoice-pdf?id=${invoice.id}`)).headers()['content-type']).toBe('application/pdf')
  const hr = await as.api('hr')
  const pdf = await hr.get(`/api/fn/user/invoice-pdf?id=${invoice.id}`)
  expect(pdf.headers()['content-type']).toBe('application/pdf')
  const body = Buffer.from(await pdf.body())
  expect(await pdfText(body)).toContain("1'029.10")
  expect(swissQrFields((await pdfQrCode(body))!)).toMatchObject({ amount: '1029.10', currency: 'CHF', referenceType: 'QRR' })
  // Another employer's invoice is not there for them.
  const student = await as.api('student')
  expect((await student.get(`/api/fn/user/invoice-pdf?id=${invoice.id}`)).status()).toBe(404)
})

test('in Italian the employer pauses, reactivates, extends and finally deletes the ad', async ({ as, baseURL }) => {
  test.setTimeout(120_000)
  const admin = await adminApi(baseURL!)
  const page = await as.page('hr', { viewport: PHONE })
  const anonymous = await request.newContext({ baseURL })
  // online: the ad; ended: the page that says it is no longer advertised (noindex); gone: 404.
  const publicState = async () => {
    const res = await anonymous.get(`/it/job/${shared.jobId}`, { maxRedirects: 0 })
    if (res.status() === 404) return 'gone'
    const html = await res.text()
    return html.includes('data-testid="job-ended"') && html.includes('noindex') ? 'ended' : 'online'
  }
  const job = async () => (await (await admin.get(`/api/cms/jobs/${shared.jobId}?depth=0`)).json()) as { online_until: string; paused: boolean }
  await page.goto('/it/cockpit/jobs')
  await expect(page).toHaveTitle(/Annunci di lavoro/)
  expect(await seriousViolations(page), 'list').toEqual([])
  const item = page.getByTestId('jobs-active').locator(`li[data-job-id="${shared.jobId}"]`)
  await expect(item).toContainText(shared.title)

  // Edit the text: a numbered list from the editor's button, saved and shown on the public page.
  await item.getByRole('link', { name: /^Modifica/ }).click()
  await expect(page).toHaveURL(new RegExp(`/it/cockpit/jobs/edit-${shared.jobId}$`))
  const offer = page.locator('#field-offer[contenteditable="true"]')
  await offer.click()
  await page.locator('.field', { has: offer }).getByRole('button', { name: '1. Elenco' }).click()
  await page.keyboard.type('Formazione continua\nAsilo nido')
  expect(await seriousViolations(page), 'edit').toEqual([])
  await page.getByTestId('job-panel').getByRole('button', { name: 'Salva' }).click()
  await expect(page.getByTestId('toast').filter({ hasText: 'Annuncio salvato.' })).toBeVisible()
  const shown = await anonymous.get(`/it/job/${shared.jobId}`)
  expect(await shown.text()).toContain('<ol><li>Formazione continua</li><li>Asilo nido</li></ol>')

  // Pause: hidden at once, the end date unchanged.
  const until = (await job()).online_until
  await item.getByRole('link', { name: /^Metti in pausa/ }).click()
  await expect(page).toHaveURL(new RegExp(`/it/cockpit/jobs/pause-${shared.jobId}$`))
  await page.getByTestId('job-panel').getByRole('button', { name: 'Metti in pausa' }).click()
  await expect(page.getByTestId('toast').filter({ hasText: 'Annuncio messo in pausa.' })).toBeVisible()
  await expect(item.getByTestId('job-paused')).toHaveText('In pausa')
  expect(await publicState()).toBe('ended')
  expect((await job()).online_until).toBe(until)
  // Reactivate: online again.
  await item.getByRole('link', { name: /^Riattiva/ }).click()
  await page.getByTestId('job-panel').getByRole('button', { name: 'Riattiva' }).click()
  await expect(page.getByTestId('toast').filter({ hasText: 'Annuncio riattivato.' })).toBeVisible()
  await expect(item.getByTestId('job-paused')).toHaveCount(0)
  expect(await publicState()).toBe('online')

  // Extend by 30 days with the ad's own package: before the confirm the screen says the new end,
  // the package and the amount; after it the screen closes and names the new end and the invoice.
  await item.getByRole('link', { name: /^Proroga/ }).click()
  const extend = page.getByTestId('job-panel')
  await expect(extend.getByTestId('extend-summary')).toContainText('Scegli una durata')
  // Another package is an explicit choice, folded away under the ad's own.
  await expect(extend.getByTestId('extend-other')).toBeHidden()
  await extend.locator('input[name="variant_id"][value="201"]').check()
  await expect(extend.getByTestId('extend-summary')).toContainText('Pacchetto: Premium')
  await expect(extend.getByTestId('extend-summary')).toContainText('CHF 745.90, IVA 8.1 % inclusa')
  expect(await seriousViolations(page), 'extend').toEqual([])
  await extend.getByRole('button', { name: 'Proroga con obbligo di pagamento' }).dblclick()
  await expect(page.getByTestId('toast').filter({ hasText: 'Annuncio prolungato.' })).toBeVisible()
  const done = page.getByTestId('extend-done')
  await expect(done).toContainText('è ora online fino al')
  // where the screen was, in view and focused (the list kept its scroll)
  await expect(done).toBeFocused()
  await expect(done).toBeInViewport()
  await expect(page.getByTestId('job-panel')).toHaveCount(0)
  await expect.poll(async () => new Date((await job()).online_until).getTime() - new Date(until).getTime()).toBe(30 * 86_400_000)
  const orders = (await (await admin.get(`/api/cms/orders?where[job][equals]=${shared.jobId}&depth=0&sort=createdAt`)).json()).docs as { kind: string; product_key: string }[]
  expect(orders.map((o) => `${o.kind} ${o.product_key}`)).toEqual(['create premium', 'extend premium'])
  const pdf = await page.request.get((await done.getByTestId('extend-invoice').getAttribute('href'))!)
  expect(pdf.headers()['content-type']).toBe('application/pdf')
  expect(await pdfText(await pdf.body())).toContain('745.90')

  // Delete: the screen says paid ads are not refunded; confirmed, the ad is gone.
  await item.getByRole('link', { name: /^Elimina/ }).click()
  const panel = page.getByTestId('job-panel')
  await expect(panel).toContainText('Gli annunci pagati non vengono rimborsati')
  await panel.getByRole('button', { name: 'Elimina definitivamente' }).click()
  await expect(panel.locator('#field-confirm-error')).toBeVisible()
  await panel.locator('#field-confirm').check()
  await panel.getByRole('button', { name: 'Elimina definitivamente' }).click()
  await expect(page.getByTestId('toast').filter({ hasText: 'Annuncio eliminato.' })).toBeVisible()
  await expect(page).toHaveURL(/\/it\/cockpit\/jobs$/)
  await expect(page.locator(`li[data-job-id="${shared.jobId}"]`)).toHaveCount(0)
  expect(await publicState()).toBe('gone')
  await anonymous.dispose()
})

test('another employer’s ad is not there for the screens and calls; students are turned away', async ({ as, baseURL }) => {
  const hr = await as.api('hr')
  const student = await as.api('student')
  expect((await student.get('/de/cockpit/jobs', { maxRedirects: 0 })).status()).toBe(403)
  expect((await student.get('/de/cockpit/jobs-create/new', { maxRedirects: 0 })).status()).toBe(403)
  // The deleted ad, and an id that is not the employer's, are the 404 page.
  for (const screen of ['edit', 'pause', 'extend', 'delete']) expect((await hr.get(`/de/cockpit/jobs/${screen}-${shared.jobId}`)).status()).toBe(404)
  expect((await hr.get(`/de/cockpit/jobs-create/${shared.jobId}`)).status()).toBe(404)
  // The team opens every screen of any employer's ad.
  const team = await as.api('admin')
  const anyAd = ((await (await team.get('/api/fn/user/jobs?filter=active')).json()) as { id: number }[])[0]!
  expect((await team.get('/de/cockpit/jobs')).status()).toBe(200)
  expect((await team.get('/de/cockpit/jobs-create/new')).status()).toBe(200)
  for (const screen of ['edit', 'pause', 'extend', 'delete']) expect((await team.get(`/de/cockpit/jobs/${screen}-${anyAd.id}`)).status(), screen).toBe(200)
  // A crawled ad of theirs is taken over by buying a package: its screen is the extend screen.
  const page = await as.page('hr', { viewport: PHONE })
  await page.goto('/de/cockpit/jobs')
  const pending = page.getByTestId('jobs-pendingAccess').locator('li').first()
  await pending.getByRole('link', { name: /^Übernehmen \(Paket kaufen\)/ }).click()
  await expect(page.getByTestId('job-panel').getByRole('heading')).toContainText('Übernehmen (Paket kaufen):')
  // The calls: only logged-in employers and the team, only their own ads.
  const anonymous = await request.newContext({ baseURL })
  expect((await anonymous.get('/api/fn/user/jobs?filter=active')).status()).toBe(401)
  expect((await anonymous.get(`/api/fn/user/job?id=${shared.jobId}`)).status()).toBe(401)
  expect((await student.get('/api/fn/user/jobs?filter=active')).status()).toBe(403)
  expect((await hr.get('/api/fn/user/jobs?filter=everything')).status()).toBe(400)
  const active = (await (await hr.get('/api/fn/user/jobs?filter=active')).json()) as { id: number; institution: { id: number } }[]
  expect(active.length).toBeGreaterThan(0)
  expect(active.map((j) => j.id)).not.toContain(shared.jobId)
  expect(((await (await hr.get(`/api/fn/user/job?id=${active[0]!.id}`)).json()) as { id: number }).id).toBe(active[0]!.id)
  expect(await (await hr.get(`/api/fn/user/job?id=${shared.jobId}`)).json()).toBeNull()
  const doctor = await as.api('doctor')
  expect(await (await doctor.get(`/api/fn/user/job?id=${active[0]!.id}`)).json()).toBeNull()
  expect(await (await doctor.get('/api/fn/user/jobs?filter=active')).json()).toEqual([])
  await anonymous.dispose()
})
