import { expect, request, test } from '@playwright/test'
import { InitResponseSchema } from '../../src/modules/init/schemas'
import { DEMO, loggedIn } from './support'

test('GET /api/init answers its documented shape, small lists, per locale', async ({ baseURL }) => {
  const ctx = await request.newContext({ baseURL })
  const fr = await ctx.get('/api/init?locale=fr')
  expect(fr.status()).toBe(200)
  const body = InitResponseSchema.parse(await fr.json())
  expect(body.jobs.length).toBeGreaterThan(0)
  expect(body.jobs.length).toBeLessThanOrEqual(20)
  expect(body.essentials.regions).toHaveLength(26)
  expect(body.essentials.genders.map((g) => g.id).sort()).toEqual(['GENDER_DIVERSE', 'GENDER_FEMALE', 'GENDER_MALE', 'GENDER_UNSPECIFIED'])
  expect(body.essentials.regions.find((r) => r.id === 'GE')?.value).toBe('Genève')
  const de = InitResponseSchema.parse(await (await ctx.get('/api/init?locale=de')).json())
  expect(de.essentials.regions.find((r) => r.id === 'GE')?.value).toBe('Genf')
  const bad = await ctx.get('/api/init?locale=en')
  expect(bad.status()).toBe(400)
  expect((await bad.json()).fields.locale).toBeDefined()
})

test('session JSON, logout by DELETE, and CSRF protection', async ({ baseURL }) => {
  const anon = await request.newContext({ baseURL })
  expect(await (await anon.get('/api/_auth/session')).json()).toEqual({ user: null })

  const doctor = await loggedIn(baseURL!, DEMO.doctor.email, DEMO.doctor.password)
  const session = await (await doctor.get('/api/_auth/session')).json()
  expect(session.user).toMatchObject({ email: DEMO.doctor.email, role: 'ROLE_DOCTOR' })
  expect(session.user.password).toBeUndefined()

  const forged = await doctor.delete('/api/_auth/session', { headers: { origin: 'https://evil.example' } })
  expect(forged.status()).toBe(403)
  expect((await (await doctor.get('/api/_auth/session')).json()).user).not.toBeNull()

  const out = await doctor.delete('/api/_auth/session', { headers: { origin: new URL(baseURL!).origin } })
  expect(out.status()).toBe(200)
  expect((await (await doctor.get('/api/_auth/session')).json()).user).toBeNull()
})

test('security headers on every page', async ({ baseURL }) => {
  const res = await (await request.newContext({ baseURL })).get('/de')
  const h = res.headers()
  expect(h['content-security-policy']).toContain("frame-ancestors 'none'")
  expect(h['x-content-type-options']).toBe('nosniff')
  expect(h['referrer-policy']).toBe('strict-origin-when-cross-origin')
  expect(h['strict-transport-security']).toContain('max-age=')
})

test('postal code lookup answers localities, canton and coordinates, or its documented message', async ({ baseURL }) => {
  const ctx = await request.newContext({ baseURL })
  const zurich = await (await ctx.get('/api/fn/data/postal-code?zip=8001')).json()
  expect(zurich).toMatchObject({ zip: '8001', canton: 'ZH' })
  expect(zurich.localities).toContain('Zürich')
  expect(zurich.cord_lat).toBeGreaterThan(47)
  const unknown = await ctx.get('/api/fn/data/postal-code?zip=9999')
  expect(unknown.status()).toBe(404)
  expect((await unknown.json()).message).toBe('Postleitzahl nicht gefunden – bitte prüfe deine Eingabe.')
  const fr = await ctx.get('/api/fn/data/postal-code?zip=abc&locale=fr')
  expect(fr.status()).toBe(400)
  expect((await fr.json()).message).toBe('Code postal introuvable – merci de vérifier ta saisie.')
})

test('data calls answer their documented shapes; unknown -> 404, invalid -> 400, offline ads never', async ({ baseURL }) => {
  const { JobPublicSchema } = await import('../../src/modules/jobs/schemas')
  const { InstitutionPublicSchema } = await import('../../src/modules/institutions/schemas')
  const ctx = await request.newContext({ baseURL })
  const list = await (await ctx.get('/api/fn/data/jobs?locale=fr&filter=page-2')).json()
  expect(list.page).toBe(2)
  expect(list.items).toHaveLength(20)
  const first = list.items[0]
  const job = JobPublicSchema.parse(await (await ctx.get(`/api/fn/data/job?locale=fr&slug=${first.id}`)).json())
  expect(job.id).toBe(first.id)
  expect(job.employment_type.length).toBeGreaterThan(0)
  const bySlug = await ctx.get(`/api/fn/data/job?locale=de&slug=${encodeURIComponent(job.slug)}`)
  expect(bySlug.status()).toBe(200)
  expect((await ctx.get('/api/fn/data/job?locale=de&slug=999999999')).status()).toBe(404)
  const filtered = await (await ctx.get('/api/fn/data/jobs?locale=de&filter=teilzeit/assistenzarzt')).json()
  expect(filtered.canonical).toBe('/de/jobs/assistenzarzt/teilzeit')
  expect(filtered.total).toBeGreaterThan(0)
  expect(filtered.total).toBeLessThan(list.total)
  expect(filtered.items.every((j: { pensum_min: number }) => j.pensum_min < 100)).toBe(true)
  expect((await ctx.get('/api/fn/data/jobs?locale=de&filter=quatsch')).status()).toBe(400)
  const invalid = await ctx.get('/api/fn/data/job?locale=xx')
  expect(invalid.status()).toBe(400)
  expect(Object.keys((await invalid.json()).fields).sort()).toEqual(['locale', 'slug'])

  const admin = await loggedIn(baseURL!, DEMO.admin.email, DEMO.admin.password)
  const draft = (await (await admin.get('/api/cms/jobs?where[status][equals]=draft&limit=1&depth=0')).json()).docs[0]
  expect((await ctx.get(`/api/fn/data/job?locale=de&slug=${draft.id}`)).status()).toBe(404)
  expect((await ctx.get(`/de/job/${draft.id}`)).status()).toBe(404)

  const institution = InstitutionPublicSchema.parse(await (await ctx.get(`/api/fn/data/institution?locale=it&slug=${job.institution.id}`)).json())
  expect(institution.id).toBe(job.institution.id)
  const institutions = await (await ctx.get('/api/fn/data/institutions?locale=de&limit=5')).json()
  expect(institutions.items).toHaveLength(5)
  expect(institutions.total).toBeGreaterThan(150)
})

test('online job pages carry JobPosting JSON-LD (under the ad’s own language, ADR 0033)', async ({ page, baseURL }) => {
  const ctx = await request.newContext({ baseURL })
  const { items } = await (await ctx.get('/api/fn/data/jobs?locale=de')).json()
  await page.goto(`/${items[0].locale}/job/${items[0].id}`)
  const raw = await page.locator('script[type="application/ld+json"]').first().textContent()
  const data = JSON.parse(raw ?? '{}')
  expect(data['@type']).toBe('JobPosting')
  // The title without its workload ("… 80–100 %").
  expect(items[0].title.startsWith(data.title)).toBe(true)
  expect(data.title).not.toMatch(/\d\s*%/)
  expect(data.jobLocation.address.addressCountry).toBe('CH')
  expect(data.identifier.value).toBe(String(items[0].id))
})
