import { type APIRequestContext, type Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { adminApi, completeCodeStep, DEMO } from './support'

// Review form feedback, in the browser:
// - an employer's answer with a one-letter name and an empty function: the messages show at the
//   fields, each naming its rule ("mindestens 2 Zeichen", not "fülle dieses Feld aus"), and no
//   "write to support" toast; after a valid save only the success toast is on screen;
// - "Eigene Bewertung schreiben" on an institution page: a visitor logs in (code step included)
//   and lands in the wizard with that employer chosen;
// - the one-review-per-year rule answers at step 1 (not after step 11), once, with a link to the
//   author's own review, and without a toast.

const PHONE = { width: 390, height: 844 }
const TWELVE_MONTHS_AGO = () => new Date(Date.now() - 360 * 24 * 3600 * 1000).toISOString()

type Doc = { id: number; public_id: string; institution: { id: number; name: string; status: string; reviewable?: boolean }; field: { key: string } }

async function docs<T>(api: APIRequestContext, path: string): Promise<T[]> {
  const res = await api.get(path)
  expect(res.ok(), path).toBe(true)
  return ((await res.json()) as { docs: T[] }).docs
}

const supportToast = (page: Page) => page.getByTestId('toast').filter({ hasText: /schreib uns|write to|Écris-nous|Scrivici/ })

test.describe('form messages, the early 12-month rule and the write-a-review link', () => {
  test('an employer answer with input mistakes: messages at the fields, no support toast; a valid save shows only the success toast', async ({ as, baseURL }) => {
    const admin = await adminApi(baseURL!)
    const hr = (await docs<{ id: number }>(admin, `/api/cms/users?where[email][equals]=${encodeURIComponent(DEMO.hr.email)}&depth=0`))[0]!
    const managed = (await docs<{ institution: number }>(admin, `/api/cms/memberships?where[user][equals]=${hr.id}&where[status][equals]=active&depth=0&limit=20`)).map(
      (m) => m.institution,
    )
    const reviews = await docs<{ public_id: string; is_wsj_exclusive?: boolean }>(
      admin,
      `/api/cms/reviews?where[institution][in]=${managed.join(',')}&where[status][equals]=published&where[is_wsj_exclusive][not_equals]=true&depth=0&limit=1&sort=-createdAt`,
    )
    expect(reviews, 'a published review of an institution the demo employer manages').toHaveLength(1)
    const reviewId = reviews[0]!.public_id

    const page = await as.page('hr', { viewport: PHONE })
    await page.goto(`/de/cockpit/reviews/feedback-${reviewId}`)
    const name = page.getByLabel('Name', { exact: true })
    const fn = page.getByLabel('Funktion', { exact: true })
    const content = page.getByLabel('Antwort', { exact: true })
    await name.fill('C')
    await fn.fill('')
    await content.fill('Vielen Dank für Ihre offene Rückmeldung zur Dienstplanung.')
    await page.getByRole('button', { name: 'Antwort veröffentlichen' }).click()

    // Each rule its own message, at its field; what was typed stays.
    await expect(page.locator('#field-name-error')).toHaveText('Bitte gib mindestens 2 Zeichen ein.')
    await expect(page.locator('#field-function-error')).toHaveText('Bitte fülle dieses Feld aus.')
    await expect(name).toHaveAttribute('aria-invalid', 'true')
    await expect(name).toHaveValue('C')
    await expect(page.getByTestId('form-error')).toBeVisible()
    // An input mistake is no failure: no "write to support" toast (it would come with the answer just shown).
    await expect(page.getByTestId('toast')).toHaveCount(0)
    await page.screenshot({ path: test.info().outputPath(`feedback-errors-390.png`), fullPage: true })

    await name.fill('Claudia Keller')
    await fn.fill('Leiterin Personal')
    await page.getByRole('button', { name: 'Antwort veröffentlichen' }).click()
    await expect(page.getByTestId('toast').filter({ hasText: 'Antwort veröffentlicht.' })).toBeVisible()
    await expect(page.getByTestId('toast')).toHaveCount(1)
    await expect(supportToast(page)).toHaveCount(0)

    // The same rules in French and Italian, each with its own wording.
    for (const [lang, save, short, required] of [
      ['fr', 'Publier la réponse', 'Saisis au moins 2 caractères.', 'Merci de remplir ce champ.'],
      ['it', 'Pubblica la risposta', 'Inserisci almeno 2 caratteri.', 'Compila questo campo.'],
    ] as const) {
      await page.goto(`/${lang}/cockpit/reviews/feedback-${reviewId}`)
      await page.locator('#field-name').fill('C')
      await page.locator('#field-function').fill('')
      await page.getByRole('button', { name: save }).click()
      await expect(page.locator('#field-name-error')).toHaveText(short)
      await expect(page.locator('#field-function-error')).toHaveText(required)
      await expect(page.getByTestId('toast')).toHaveCount(0)
      await page.screenshot({ path: test.info().outputPath(`feedback-errors-${lang}-390.png`) })
    }
  })

  test('a visitor follows "Eigene Bewertung schreiben", logs in, and the 12-month rule answers at step 1 with a link to the own review', async ({ browser, baseURL }) => {
    const admin = await adminApi(baseURL!)
    const doctor = (await docs<{ id: number }>(admin, `/api/cms/users?where[email][equals]=${encodeURIComponent(DEMO.doctor.email)}&depth=0`))[0]!
    const own = await docs<Doc>(admin, `/api/cms/reviews?where[author][equals]=${doctor.id}&where[createdAt][greater_than]=${TWELVE_MONTHS_AGO()}&depth=1&limit=50&sort=-createdAt`)
    const review = own.find((r) => r.institution.status === 'active' && r.institution.reviewable !== false)
    expect(review, 'a recent review by the demo doctor of a reviewable institution').toBeTruthy()
    const { institution, field, public_id: existing } = review!

    // A fresh browser: the visitor is not logged in.
    const context = await browser.newContext({ baseURL, viewport: PHONE })
    const page = await context.newPage()
    await page.goto(`/de/institution/${institution.id}`)
    const write = page.getByTestId('write-review').first()
    await expect(write).toHaveText('Eigene Bewertung schreiben')
    await write.click()
    await expect(page).toHaveURL(/\/de\/login\?next=/)
    await page.locator('input[name="email"]').fill(DEMO.doctor.email)
    await page.locator('input[name="password"]').fill(DEMO.doctor.password)
    await page
      .locator('form')
      .filter({ has: page.locator('input[name="password"]') })
      .locator('button[type="submit"]')
      .click()
    await page.waitForURL((url) => url.pathname !== '/de/login')
    await completeCodeStep(page, DEMO.doctor.email)

    // Back in the wizard, with the employer already chosen.
    await expect(page).toHaveURL(new RegExp(`/de/cockpit/reviews/create-${institution.id}$`))
    await expect(page.locator('#review-institution')).toHaveValue(String(institution.id))

    // Step 1 with the field already reviewed there: the rule answers now, not after step 11.
    await page.locator('#review-field').selectOption(field.key)
    await page.locator('#review-level').selectOption({ index: 1 })
    await page.locator('input[name="employment_status"]').first().check()
    await page.locator('#review-duration').selectOption({ index: 1 })
    await page.locator('input[name="pensum"]').first().check()
    await page.locator('input[name="has_housing"]').first().check()
    await page.getByRole('button', { name: 'Weiter' }).click()

    await expect(page.locator('#step-common-title')).toBeVisible()
    const message = 'Du hast diesen Arbeitgeber in diesem Fachgebiet in den letzten 12 Monaten bereits bewertet.'
    await expect(page.locator('#review-field-error')).toContainText(message)
    // Said once (at the field, the summary links to it), with the way to the own review.
    await expect(page.locator('form.wizard').getByText(message)).toHaveCount(1)
    await expect(page.getByTestId('wizard-errors')).toContainText('Fachgebiet')
    const link = page.getByTestId('review-field-link')
    await expect(link).toHaveText('Deine bestehende Bewertung öffnen')
    await expect(link).toHaveAttribute('href', `/de/cockpit/reviews/view-${existing}`)
    await expect(page.getByTestId('toast')).toHaveCount(0)
    await page.screenshot({ path: test.info().outputPath(`wizard-duplicate-390.png`), fullPage: true })

    await link.click()
    await expect(page).toHaveURL(new RegExp(`/de/cockpit/reviews/view-${existing}$`))
    await expect(page.getByTestId('own-status')).toBeVisible()
    await context.close()
  })
})
