import { expect, test } from '@playwright/test'
import { seriousViolations } from './axe'
import { DEMO, newestMail, sessionState } from './support'

// The offer inquiry (ADR 0059): an employer on a phone, in French, follows "Pour les employeurs",
// reads the packages and the indicative prices, sends the offer inquiry with a mistake first, fixes
// it and sees the confirmation; the copy reaches them, and the team finds the inquiry in /admin,
// in German, with Swiss dates.

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }
// A person's typing pace: the form refuses a submission made within 3 s of its display as a bot's
// (src/modules/offers/form-token.ts, MIN_FILL_MS); the ~160 characters below take about 4 s at this
// pace, where a headless browser typing at machine speed sent the form in under 3 s.
const TYPING = { delay: 25 }
const stamp = Date.now().toString(36)
const institution = `Hôpital du Lac ${stamp}`
const email = `claire.dupont.${stamp}@hopital-du-lac.ch`

test('an employer sends an offer inquiry in French on a phone, mistake first; the team sees it in /admin in German', async ({ browser, baseURL }) => {
  // typing key by key on a phone, then /admin: longer than the default minute on a busy machine
  test.setTimeout(180_000)
  const context = await browser.newContext({ ...PHONE, baseURL })
  const page = await context.newPage()
  await page.goto('/fr')
  await page.getByRole('contentinfo').getByRole('link', { name: 'Pour les employeurs', exact: true }).click()
  await expect(page).toHaveURL(/\/fr\/offre$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Trouver des médecins – avec des annonces d’emploi sur Helvemed')
  await expect(page).toHaveTitle(/^Annonces d’emploi pour les employeurs/)
  await expect(page.locator('link[rel="alternate"][hreflang="de-CH"]')).toHaveAttribute('href', /\/de\/angebot$/)
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/fr\/offre$/)

  // The packages as the team priced them (the products of the job wizard), with what premium-social includes.
  const social = page.getByTestId('offer-package-premium-social')
  await expect(social.getByRole('heading', { level: 3 })).toHaveText('Premium Social')
  await expect(social).toContainText('90 jours')
  await expect(social).toContainText("CHF 1'990.00")
  await expect(social).toContainText('budget réseaux sociaux de CHF 300.00 inclus')
  await expect(social).toContainText('notre équipe promeut ton annonce sur les réseaux sociaux')
  await expect(page.getByTestId('offer-package-premium')).toContainText('« Annonce à la une »')
  await expect(page.getByTestId('offer-brackets')).toContainText("11 annonces ou plus – Prix indicatif\u00a0: dès CHF 17'000 par an")
  await expect(page.getByTestId('offer-brackets')).toContainText("jusqu’à CHF 6'600 par an")
  expect(await seriousViolations(page), 'the employers’ page').toEqual([])
  await page.screenshot({ path: test.info().outputPath('offer-fr-390.png'), fullPage: true })

  // The form's token has come (the page itself may be a kept copy).
  await expect(page.locator('input[name="form_token"]')).not.toHaveValue('')
  const form = page.getByTestId('offer-form')
  await form.getByLabel('Prénom').pressSequentially('Claire', TYPING)
  await form.getByLabel(/^Nom/).pressSequentially('Dupont', TYPING)
  // the mistake: no @ in the address, and no number of ads chosen
  await form.getByLabel('Adresse e-mail').pressSequentially(email.replace('@', '-'), TYPING)
  await form.getByLabel('Hôpital, clinique ou cabinet').pressSequentially(institution, TYPING)
  await form.getByLabel('Site web').pressSequentially('www.hopital-du-lac.ch', TYPING)
  await form.getByLabel('Message').pressSequentially('Nous publions environ huit postes de médecin assistant par an.', TYPING)
  await form.getByLabel('J’accepte que Helvemed me contacte au sujet de cette demande.').check()
  await form.getByRole('button', { name: 'Envoyer la demande' }).click()

  const summary = page.getByTestId('form-error')
  await expect(summary).toHaveText('Merci de corriger les champs signalés.')
  await expect(summary).toBeFocused()
  await expect(form.locator('#field-email-error')).toHaveText('Saisis une adresse e-mail valide.')
  await expect(form.locator('#field-bracket-error')).toHaveText('Choisis combien d’annonces tu prévois par an.')
  // what was typed is still there
  await expect(form.getByLabel('Prénom')).toHaveValue('Claire')
  await expect(form.getByLabel('Hôpital, clinique ou cabinet')).toHaveValue(institution)
  await expect(form.getByLabel('Message')).toHaveValue('Nous publions environ huit postes de médecin assistant par an.')
  await expect(form.getByLabel('J’accepte que Helvemed me contacte au sujet de cette demande.')).toBeChecked()
  expect(await seriousViolations(page), 'the form with its errors').toEqual([])
  await page.screenshot({ path: test.info().outputPath('offer-fr-errors-390.png'), fullPage: true })

  await form.getByLabel('Adresse e-mail').fill('')
  await form.getByLabel('Adresse e-mail').pressSequentially(email)
  await form.getByText('4 à 10 annonces').click()
  await form.getByRole('button', { name: 'Envoyer la demande' }).click()
  const sent = page.getByTestId('offer-sent')
  await expect(sent).toHaveText(`Merci pour ta demande\u00a0! Nous te répondons dans les deux jours ouvrables. Une copie de ta demande est envoyée à ${email}.`)
  await page.screenshot({ path: test.info().outputPath('offer-fr-sent-390.png'), fullPage: true })
  await context.close()

  const copy = await newestMail(baseURL!, email)
  expect(copy?.subject).toBe('Ta demande chez Helvemed')
  expect(copy?.text).toContain("4 à 10 annonces (Prix indicatif\u00a0: jusqu’à CHF 16'000 par an)")

  // The team, in German: the list with the inquiry open and a Swiss date, then the inquiry itself.
  const team = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 }, storageState: await sessionState(baseURL!, DEMO.admin.email, DEMO.admin.password) })
  const admin = await team.newPage()
  await admin.goto('/admin/collections/offer-inquiries')
  await expect(admin.getByRole('heading', { name: 'Offertanfragen' })).toBeVisible()
  const row = admin.locator('tr', { hasText: institution })
  await expect(row).toContainText('Offen')
  await expect(row).toContainText("4 bis 10 Inserate (bis CHF 16'000 pro Jahr)")
  await expect(row).toContainText(/\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}/)
  await admin.screenshot({ path: test.info().outputPath('admin-list-1280.png') })
  await row.getByRole('link', { name: institution }).click()
  await expect(admin.getByLabel('Vorname')).toHaveValue('Claire')
  await expect(admin.getByLabel('E-Mail-Adresse')).toHaveValue(email)
  await expect(admin.getByLabel('Website')).toHaveValue('https://www.hopital-du-lac.ch')
  await expect(admin.getByText('Notiz des Teams')).toBeVisible()
  await admin.screenshot({ path: test.info().outputPath('admin-edit-1280.png'), fullPage: true })
  await team.close()
})

test('on a wide screen the packages stand side by side and the page passes axe, in German', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto('/de/angebot')
  await expect(page.getByRole('heading', { level: 2, name: 'Pakete und Preise pro Inserat' })).toBeVisible()
  const [basic, social] = await Promise.all([page.getByTestId('offer-package-basic').boundingBox(), page.getByTestId('offer-package-premium-social').boundingBox()])
  expect(Math.abs(basic!.y - social!.y)).toBeLessThan(2)
  await expect(page.getByTestId('offer-brackets')).toContainText("1 bis 3 Inserate – Richtwert: bis CHF 6'600 pro Jahr")
  expect(await seriousViolations(page), '/de/angebot at 1280 px').toEqual([])
  await page.screenshot({ path: test.info().outputPath('offer-de-1280.png'), fullPage: true })
})

test('the employers’ page answers under each language’s word; another language’s word moves there', async ({ request }) => {
  for (const path of ['/de/angebot', '/fr/offre', '/it/offerta']) expect((await request.get(path)).status(), path).toBe(200)
  const moved = await request.get('/fr/angebot', { maxRedirects: 0 })
  expect(moved.status()).toBe(308)
  expect(moved.headers()['location']).toMatch(/\/fr\/offre$/)
  // The page may be a kept copy: it carries no form token; each visitor's browser asks for its own.
  await request.get('/de/angebot')
  const kept = await request.get('/de/angebot')
  expect(await kept.text()).not.toMatch(/name="form_token"[^>]*value="\d/)
  const [first, second] = await Promise.all([request.get('/api/fn/offer/form-token'), request.get('/api/fn/offer/form-token')])
  expect(first.headers()['cache-control']).toBe('no-store')
  const tokens = [((await first.json()) as { token: string }).token, ((await second.json()) as { token: string }).token]
  expect(tokens[0]).toMatch(/^\d{13}\.[\w-]{22}\.[\w-]{43}$/)
  expect(tokens[0]).not.toBe(tokens[1])
  const sitemap = await (await request.get('/sitemap/pages.xml')).text()
  expect(sitemap).toContain('/it/offerta</loc>')
  expect(sitemap).toMatch(/hreflang="de-CH" href="[^"]+\/de\/angebot"/)
})
