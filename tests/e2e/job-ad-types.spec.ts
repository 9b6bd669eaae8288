import { expect, request, test } from '@playwright/test'
import { adminApi } from './support'

// Job ads of type pdf (inline viewer, download, open in a new tab) and link (sandboxed embed of the
// employer's page plus a prominent open-in-new-tab link). Demo ads of both types come from the seed.

/** An online ad of a type: published ones from the public CMS read, the first the job data call finds online. */
async function onlineAdOfType(baseURL: string, type: 'pdf' | 'link'): Promise<{ id: number; title: string }> {
  // The backoffice API is the team's (ADR 0014): the published ads of a type come from there.
  const ctx = await adminApi(baseURL)
  const { docs } = await (await ctx.get(`/api/cms/jobs?where[type][equals]=${type}&where[status][equals]=published&depth=0&limit=100&sort=-online_from`)).json()
  for (const job of docs as { id: number; title: string }[]) {
    if ((await ctx.get(`/api/fn/data/job?locale=de&slug=${job.id}`)).status() === 200) return job
  }
  throw new Error(`demo data has no online ${type} ad`)
}

test('a pdf ad shows the PDF inline, with download and open-in-new-tab links; the upload may be framed by our pages only', async ({ page, baseURL }) => {
  const ctx = await request.newContext({ baseURL })
  const job = await onlineAdOfType(baseURL!, 'pdf')
  const jobPage = await page.goto(`/de/job/${job.id}`)
  expect(jobPage?.headers()['x-frame-options']).toBe('DENY')

  const ad = page.getByRole('region', { name: 'Inserat' })
  const frame = ad.getByTestId('job-ad-frame')
  const pdfUrl = await frame.getAttribute('src')
  expect(pdfUrl).toMatch(/^\/media\/.+\.pdf$/)
  await expect(frame).toHaveAttribute('title', `Inserat: ${job.title}`)
  await expect(ad.getByTestId('job-ad-download')).toHaveAttribute('href', pdfUrl!)
  await expect(ad.getByTestId('job-ad-download')).toHaveAttribute('download', '')
  const open = ad.getByRole('link', { name: 'Inserat in neuem Tab öffnen' })
  await expect(open).toHaveAttribute('href', pdfUrl!)
  await expect(open).toHaveAttribute('target', '_blank')
  await expect(open).toHaveAttribute('rel', /noopener/)

  const pdf = await ctx.get(pdfUrl!)
  expect(pdf.status()).toBe(200)
  expect(pdf.headers()['content-type']).toContain('application/pdf')
  expect(pdf.headers()['x-frame-options']).toBe('SAMEORIGIN')
  expect(pdf.headers()['content-security-policy']).toContain("frame-ancestors 'self'")
})

test('a link ad embeds the employer page in a sandboxed frame and offers it in a new tab', async ({ page, baseURL }) => {
  const job = await onlineAdOfType(baseURL!, 'link')
  const response = await page.goto(`/de/job/${job.id}`)
  const ad = page.getByRole('region', { name: 'Inserat' })
  const open = ad.getByRole('link', { name: 'Inserat in neuem Tab öffnen' })
  const href = await open.getAttribute('href')
  expect(href).toMatch(/^https:\/\//)
  // This page alone may frame the employer's origin (ADR 0016), not any https page.
  const frameSrc = /frame-src ([^;]*)/.exec(response?.headers()['content-security-policy'] ?? '')?.[1]?.split(' ') ?? []
  expect(frameSrc).toContain(new URL(href!).origin)
  expect(frameSrc).not.toContain('https:')
  await expect(open).toHaveAttribute('target', '_blank')
  await expect(open).toHaveAttribute('rel', 'noopener')
  await expect(open).toBeVisible()

  const frame = ad.getByTestId('job-ad-frame')
  await expect(frame).toHaveAttribute('src', href!)
  await expect(frame).toHaveAttribute('title', `Inserat: ${job.title}`)
  const sandbox = (await frame.getAttribute('sandbox')) ?? ''
  expect(sandbox.split(' ')).toEqual(expect.arrayContaining(['allow-scripts', 'allow-popups']))
  expect(sandbox).not.toContain('allow-top-navigation')
})

test('a text ad has no frame', async ({ page, baseURL }) => {
  const ctx = await request.newContext({ baseURL })
  const { items } = await (await ctx.get('/api/fn/data/jobs?locale=de')).json()
  for (const item of items as { id: number }[]) {
    const detail = await (await ctx.get(`/api/fn/data/job?locale=de&slug=${item.id}`)).json()
    if (detail.type !== 'text') continue
    await page.goto(`/de/job/${item.id}`)
    await expect(page.getByTestId('job-ad-frame')).toHaveCount(0)
    return
  }
  throw new Error('no text ad on the first page')
})
