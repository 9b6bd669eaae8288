import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { seriousViolations } from './axe'
import { newAccount } from './lib/factories'
import { DEMO, loggedIn, logIn, newestMail } from './support'

// The elective year (ADR 0037) as a student would do it, in Italian on a phone: a new student lands on the elective
// year, records a placement where the demo student is right now, a second one that overlaps the
// first (refused, naming it) and then corrected; sees the demo student as a colleague; writes the
// review from the internship (linked back, its status shown); finds the institution in the finder
// and its WSJ reviews. axe on every screen; one placement recorded by keyboard only.

const PHONE = { width: 390, height: 844 }
const PASSWORD = 'Helvemed-E2e-2026'
const DAY = 86_400_000
const day = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10)
const shared = { email: '', institution: { id: 0, name: '' }, other: { id: 0, name: '' }, field: '', ids: [] as number[] }

/** A new Italian-speaking student with the tests' password (lib/factories.ts); her address. */
async function newStudent(baseURL: string, first: string): Promise<string> {
  return (await newAccount(baseURL, 'ROLE_STUDENT', { locale: 'it', first_name: first, last_name: 'Prova', password: PASSWORD })).email
}

async function axe(page: Page, label: string) {
  expect(await seriousViolations(page), label).toEqual([])
  await page.screenshot({ path: test.info().outputPath(`${label}-390.png`), fullPage: true })
}

/** Where the demo student is right now (there a new student meets her), and another institution. */
async function demoStudentPlaces(baseURL: string) {
  const lea = await loggedIn(baseURL, DEMO.student.email, DEMO.student.password)
  const own = (await (await lea.get('/api/fn/user/internships')).json()) as { institution: number; start: string; end: string; field: string }[]
  const today = day(0)
  const current = own.find((i) => i.start <= today && today <= i.end)
  expect(current, 'the demo student has a current internship').toBeTruthy()
  const rows = (await (await lea.get('/api/fn/user/internships-institutions')).json()) as { id: number; name: string }[]
  const institution = { id: current!.institution, name: rows.find((r) => r.id === current!.institution)?.name ?? '' }
  expect(institution.name).not.toBe('')
  const other = rows.find((r) => r.id !== current!.institution)
  return { institution, field: current!.field, other: { id: other!.id, name: other!.name } }
}

test.describe.serial('the elective year on a phone, in Italian', () => {
  test.beforeAll(async ({ baseURL }) => {
    shared.email = await newStudent(baseURL!, 'Giulia')
    Object.assign(shared, await demoStudentPlaces(baseURL!))
  })

  test('records two placements (an overlap is refused, then corrected), meets a colleague, reviews, finds', async ({ page, baseURL }) => {
    // A walk through every screen with a dozen axe scans: beside the other workers on a loaded machine it needs more than the suite's 90 s (ADR 0058).
    test.setTimeout(180_000)
    await page.setViewportSize(PHONE)
    // A student lands on the elective year right after the login.
    await logIn(page, shared.email, PASSWORD, { lang: 'it' })
    await expect(page).toHaveURL(/\/it\/cockpit\/internships$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Anno opzionale')
    await expect(page.getByTestId('internships-empty')).toBeVisible()
    await axe(page, 'empty')

    // First placement: where the demo student is, overlapping her dates.
    await page.getByRole('link', { name: 'Aggiungi una sottoassistenza' }).first().click()
    await expect(page).toHaveURL(/\/it\/cockpit\/internships\/create$/)
    await expect(page.locator('#cockpit-panel-title')).toBeFocused()
    await page.getByRole('button', { name: 'Salva la sottoassistenza' }).click()
    await expect(page.getByTestId('form-error')).toBeFocused()
    await expect(page.locator('#field-institution-error')).toHaveText('Scegli un istituto dall’elenco o segnalane uno nuovo.')
    await axe(page, 'create-errors')
    await page.getByLabel('Cerca un ospedale o una clinica').fill(shared.institution.name.split(' ').slice(0, 2).join(' '))
    await page.locator('#field-institution').selectOption(String(shared.institution.id))
    await page.locator('#field-field').selectOption(shared.field)
    await page.locator('#field-start').fill(day(-7))
    await page.locator('#field-end').fill(day(20))
    await page.getByRole('button', { name: 'Salva la sottoassistenza' }).click()
    await expect(page.getByTestId('toast').filter({ hasText: 'Sottoassistenza salvata.' })).toBeVisible()
    await expect(page).toHaveURL(/\/it\/cockpit\/internships$/)
    await expect(page.getByTestId('internship-item')).toHaveCount(1)

    // Second placement: overlapping the first is refused with a message that names it; values stay.
    await page.goto('/it/cockpit/internships/create')
    await page.locator('#field-institution').selectOption(String(shared.other.id))
    await page.locator('#field-field').selectOption(shared.field)
    await page.locator('#field-start').fill(day(15))
    await page.locator('#field-end').fill(day(45))
    await page.getByRole('button', { name: 'Salva la sottoassistenza' }).click()
    const refusal = page.getByTestId('form-error')
    await expect(refusal).toContainText('Queste date si sovrappongono alla tua sottoassistenza')
    await expect(refusal).toContainText(shared.institution.name)
    await expect(refusal).toBeFocused()
    await expect(page.locator('#field-institution')).toHaveValue(String(shared.other.id))
    await expect(page.locator('#field-start')).toHaveValue(day(15))
    await axe(page, 'create-overlap')
    await page.locator('#field-start').fill(day(21))
    await page.getByRole('button', { name: 'Salva la sottoassistenza' }).click()
    await expect(page.getByTestId('toast').filter({ hasText: 'Sottoassistenza salvata.' })).toBeVisible()
    await expect(page.getByTestId('internship-item')).toHaveCount(2)
    await axe(page, 'timeline')
    shared.ids = ((await (await page.request.get('/api/fn/user/internships')).json()) as { id: number }[]).map((i) => i.id)

    // The colleague: the demo student, first name and initial only; the screen opens in place.
    const first = page.getByTestId('internship-item').filter({ hasText: shared.institution.name })
    await expect(first.getByTestId('internship-colleagues-count')).not.toHaveText('Nessun collega')
    await page.evaluate(() => window.scrollTo(0, 200))
    await first.getByRole('link', { name: /^Colleghi/ }).click()
    await expect(page).toHaveURL(/\/internships\/colleagues-\d+$/)
    const colleagues = page.getByTestId('colleagues')
    await expect(colleagues).toContainText(`${DEMO.student.first_name} ${DEMO.student.last_name.charAt(0)}.`)
    await expect(colleagues).not.toContainText(DEMO.student.last_name)
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0)
    await axe(page, 'colleagues')
    const colleaguesPath = new URL(page.url()).pathname

    // Messages need the student's own opt-in (so the colleague can answer); the relay hides addresses.
    await expect(page.getByText('Per scrivere ai colleghi, consenti prima tu stesso i messaggi')).toBeVisible()
    await page.goto('/it/cockpit/user/edit')
    await page.getByLabel('I colleghi possono scrivermi tramite Helvemed (senza vedere il mio indirizzo)').check()
    await page.getByRole('button', { name: 'Salva le impostazioni' }).click()
    await expect(page.getByTestId('toast').filter({ hasText: 'Impostazioni salvate.' })).toBeVisible()
    await axe(page, 'settings')
    await page.goto(colleaguesPath)
    const lea = `${DEMO.student.first_name} ${DEMO.student.last_name.charAt(0)}.`
    await page.getByText(`Messaggio a ${lea}`).click()
    const message = 'Ciao! Anch’io sono qui questo mese: ci vediamo per un caffè dopo la visita?'
    const form = page.getByRole('form', { name: `Messaggio a ${lea}` })
    await form.getByLabel('Il tuo messaggio').fill(message)
    await form.getByRole('button', { name: 'Invia il messaggio' }).click()
    await expect(page.getByTestId('toast').filter({ hasText: 'Messaggio inoltrato.' })).toBeVisible()
    const mail = await newestMail(baseURL!, DEMO.student.email, { subject: /Giulia P\./ })
    expect(mail?.text).toContain(message)
    expect(mail?.text).not.toContain(shared.email)
    await page.goto(colleaguesPath)
    await first.getByRole('link', { name: /^Vedi/ }).click()
    await expect(page.getByTestId('internship-facts')).toContainText(shared.institution.name)
    await axe(page, 'view')
    await first.getByRole('link', { name: /^Elimina/ }).click()
    await expect(page.getByText('Una valutazione collegata resta invariata.')).toBeVisible()
    await axe(page, 'delete')

    // The review from the internship: institution and field are set, WSJ-exclusive by default.
    await first.getByRole('link', { name: /^Valuta/ }).click()
    await expect(page).toHaveURL(/\/internships\/review-\d+$/)
    await expect(page.getByText(shared.institution.name).first()).toBeVisible()
    await expect(page.locator('#review-field')).toHaveValue(shared.field)
    const next = page.getByRole('button', { name: 'Avanti' })
    await expect(page.locator('#step-common-title')).toBeVisible()
    await axe(page, 'review-common')
    await page.getByLabel('Lavoro ancora lì').check()
    await page.locator('#review-duration').selectOption('ONE_OR_LESS')
    await page.getByLabel('Tempo pieno').check()
    await page.locator('input[name="has_housing"][value="yes"]').check()
    await next.click()
    await expect(page.locator('#step-work-title')).toBeVisible()
    await page.getByLabel(/Orario di lavoro effettivo/).fill('48')
    await page.locator('#review-work_start_time').fill('07:15')
    await page.locator('#review-work_end_time').fill('17:30')
    await page.locator('input[name="work_has_night"][value="no"]').check()
    await page.locator('input[name="work_has_picket"][value="yes"]').check()
    await page.locator('input[name="work_rating"][value="4"]').check()
    await next.click()
    for (const step of ['work_life', 'team', 'superior', 'admin', 'learning', 'mutual']) {
      await expect(page.locator(`#step-${step}-title`)).toBeVisible()
      await page.locator(`input[name="${step}_rating"][value="4"]`).check()
      await next.click()
    }
    await expect(page.locator('#step-other-title')).toBeVisible()
    await page.locator('input[name="recommend"][value="yes"]').check()
    await next.click()
    await expect(page.locator('#step-visibility-title')).toBeVisible()
    await expect(page.locator('input[name="is_wsj_exclusive"][value="true"]')).toBeChecked()
    await next.click()
    await page.locator('input[name="summary_rating"][value="4"]').check()
    await page.locator('#review-summary_feedback').fill('Sottoassistenza ben organizzata, team accogliente e molto da imparare.')
    await page.getByLabel('Non ho usato nomi di persone.').check()
    await page.getByLabel('Ho valutato in modo oggettivo, imparziale e collegiale.').check()
    await page.getByLabel('Accetto le condizioni d’uso.').check()
    await page.getByRole('button', { name: 'Invia la valutazione' }).click()
    await expect(page).toHaveURL(/\/it\/cockpit\/internships$/)
    await expect(page.getByTestId('toast').filter({ hasText: 'Valutazione collegata. Il nostro team la verificherà prima della pubblicazione.' })).toBeVisible()
    await expect(first.getByTestId('internship-review-status')).toHaveText('Valutazione in verifica')
    await expect(first.getByRole('link', { name: /Vedi la valutazione/ })).toHaveAttribute('href', /\/it\/cockpit\/reviews\/view-[0-9a-f]{32}$/)

    // The finder: the institution with its figures; its WSJ reviews open in place.
    await page.getByRole('link', { name: 'Cerca sottoassistenze' }).first().click()
    await expect(page).toHaveURL(/\/it\/cockpit\/internships-finder$/)
    await axe(page, 'finder')
    await page.getByTestId('finder-fold').locator('summary').click()
    await page.locator('#finder-field').selectOption(shared.field)
    await page.locator('#finder-sort').selectOption('internships')
    await page.getByRole('button', { name: 'Mostra' }).click()
    await expect(page).toHaveURL(new RegExp(`field=${shared.field}`))
    const card = page.locator(`li[data-institution-id="${shared.institution.id}"]`)
    await expect(card).toBeVisible()
    const internships = Number(await card.locator('tbody tr td').first().textContent())
    expect(internships).toBeGreaterThanOrEqual(2)
    await axe(page, 'finder-filtered')
    const withReviews = page
      .locator('li[data-testid="finder-item"]')
      .filter({ has: page.getByRole('link', { name: /^Leggi le valutazioni AO/ }) })
      .first()
    await withReviews
      .getByRole('link', { name: /^Leggi le valutazioni AO/ })
      .first()
      .click()
    await expect(page).toHaveURL(/\/internships-finder\/reviews-\d+\?/)
    await expect(page.getByTestId('finder-reviews').locator('article').first()).toBeVisible()
    await axe(page, 'finder-reviews')
  })

  test("another student's internship is the 404 page on every screen; other roles get 403", async ({ as }) => {
    expect(shared.ids.length).toBe(2)
    const lea = await as.api('student')
    for (const screen of ['view', 'delete', 'review', 'colleagues'])
      for (const id of shared.ids) expect((await lea.get(`/it/cockpit/internships/${screen}-${id}`)).status(), `${screen}-${id}`).toBe(404)
    expect(await (await lea.get(`/api/fn/user/internships-colleagues?id=${shared.ids[0]}`)).json()).toEqual([])
    for (const role of ['doctor', 'hr'] as const) {
      const api = await as.api(role)
      for (const path of ['/it/cockpit/internships', '/it/cockpit/internships/create', `/it/cockpit/internships/view-${shared.ids[0]}`, '/it/cockpit/internships-finder'])
        expect((await api.get(path)).status(), `${role} ${path}`).toBe(403)
    }
  })
})

// Beside the walk above (a student of its own, the demo data): the two workers share the file.
test('a placement recorded by keyboard only', async ({ browser, baseURL }) => {
  const email = await newStudent(baseURL!, 'Chiara')
  const { other } = await demoStudentPlaces(baseURL!)
  const context = await browser.newContext({ baseURL, viewport: PHONE })
  const page = await context.newPage()
  await logIn(page, email, PASSWORD, { lang: 'it' })
  await page.goto('/it/cockpit/internships/create')
  await expect(page.locator('#cockpit-panel-title')).toBeFocused()
  // From the screen's heading past its close link (and the form's error summary, if any) to the search.
  const search = page.getByLabel('Cerca un ospedale o una clinica')
  for (let i = 0; i < 4 && !(await search.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab')
  await expect(search).toBeFocused()
  await page.keyboard.type(other.name)
  await page.keyboard.press('Tab')
  await expect(page.locator('#field-institution')).toBeFocused()
  await page.keyboard.press('ArrowDown')
  await expect(page.locator('#field-institution')).toHaveValue(String(other.id))
  await page.keyboard.press('Tab')
  await expect(page.locator('#field-request')).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(page.locator('#field-field')).toBeFocused()
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('Tab')
  await expect(page.locator('#field-start')).toBeFocused()
  // Chromium's date input takes its segments in the browser's own order (month, day, year here).
  const typeDay = async (value: string) => {
    const [y, m, d] = value.split('-')
    await page.keyboard.type(`${m}${d}${y}`)
  }
  await typeDay(day(100))
  await expect(page.locator('#field-start')).toHaveValue(day(100))
  // Tab leaves the date input after its calendar button.
  const end = page.locator('#field-end')
  for (let i = 0; i < 3 && !(await end.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab')
  await expect(end).toBeFocused()
  await typeDay(day(130))
  await expect(page.locator('#field-end')).toHaveValue(day(130))
  await page.keyboard.press('Enter')
  await expect(page.getByTestId('toast').filter({ hasText: 'Sottoassistenza salvata.' })).toBeVisible()
  await expect(page.getByTestId('internship-item')).toHaveCount(1)
  await expect(page.getByTestId('internship-item')).toContainText(other.name)
  await context.close()
})

test('the calls answer students only', async ({ as }) => {
  for (const role of ['doctor', 'hr'] as const) {
    const api = await as.api(role)
    for (const path of ['internships', 'internships-colleagues?id=1', 'internships-institutions', 'internships-reviews?id=1&field=SURGERY'])
      expect((await api.get(`/api/fn/user/${path}`)).status(), `${role} ${path}`).toBe(403)
  }
})
