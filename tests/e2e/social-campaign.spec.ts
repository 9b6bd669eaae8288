import { expect, test } from './fixtures'
import { adminApi } from './support'

// ADR 0040: a premium-social order is the team's to-do in /admin; the employer sees the campaign's
// state on the ad in the cockpit as the team moves it on. The order is written through the team's
// CMS API as checkout writes it (the demo data have no orders).

test('the team works off a social campaign and the employer follows its state in the cockpit', async ({ as, baseURL }) => {
  test.setTimeout(120_000)
  const admin = await adminApi(baseURL!)
  const hr = await as.page('hr', { viewport: { width: 390, height: 844 } })
  await hr.goto('/de/cockpit/jobs')
  const jobId = Number(await hr.getByTestId('jobs-active').locator('li[data-job-id]').first().getAttribute('data-job-id'))
  const job = (await (await admin.get(`/api/cms/jobs/${jobId}?depth=0`)).json()) as { institution: number }
  const created = await admin.post('/api/cms/orders', {
    data: {
      kind: 'extend',
      institution: job.institution,
      job: jobId,
      product_key: 'premium-social',
      product_title: 'Premium Social',
      variant_id: 302,
      duration: 60,
      social_budget: 200,
      subtotal: 149_000,
      discount: 0,
      net: 149_000,
      vat: 12_069,
      total: 161_069,
      payable: 161_070,
    },
  })
  expect(created.status()).toBe(201)
  const order = ((await created.json()) as { doc: { id: number; social_campaign_status: string; social_campaign_from: string } }).doc
  expect(order.social_campaign_status).toBe('todo')
  expect(order.social_campaign_from).toBeTruthy()

  // The team's to-do in /admin.
  const team = await as.page('admin', { viewport: { width: 1280, height: 900 } })
  await team.goto('/admin/collections/orders')
  await team.getByTestId('social-campaign-links').getByRole('link', { name: 'Social-Kampagnen zu erledigen' }).click()
  await expect(team).toHaveURL(/social_campaign_status/)
  await expect(team.locator(`a[href*="/admin/collections/orders/${order.id}"]`).first()).toBeVisible()
  await team.screenshot({ path: test.info().outputPath('social-campaign-admin.png') })

  // The employer sees it on the ad, then the team marks it running and done.
  const campaign = hr.locator(`li[data-job-id="${jobId}"]`).getByTestId('social-campaign')
  await hr.reload()
  await expect(campaign).toContainText('Social-Media-Kampagne')
  await expect(campaign).toContainText('In Vorbereitung')
  await expect(campaign).toContainText('CHF 200')
  await hr.locator(`li[data-job-id="${jobId}"]`).screenshot({ path: test.info().outputPath('social-campaign-cockpit-390.png') })
  for (const [state, text] of [
    ['running', 'Läuft'],
    ['done', 'Abgeschlossen'],
  ] as const) {
    expect((await admin.patch(`/api/cms/orders/${order.id}`, { data: { social_campaign_status: state } })).status()).toBe(200)
    await hr.reload()
    await expect(campaign).toContainText(text)
  }
  // Another employer's ad shows nothing of it: the student is no employer at all, and the order stays the team's.
  const student = await as.api('student')
  expect((await student.get(`/api/cms/orders/${order.id}`)).status()).toBeGreaterThanOrEqual(401)
  await admin.delete(`/api/cms/orders/${order.id}`)
})
