import { request } from '@playwright/test'
import { expect, test } from './fixtures'
import { FIELDS } from '../../src/modules/essentials/data/fields'
import { DEMO, loggedIn, newestMail } from './support'
import { seriousViolations } from './axe'

// Reviews, the writing side (ADR 0013), as people would do it: a doctor writes a review in Italian through
// every wizard step on a phone (one step by keyboard only, a reload in between), the team
// publishes it in /admin, the employer answers it publicly and sends the author a message (relayed
// by mail, no author address anywhere), a student reads it with the answer; a WSJ-exclusive review
// stays hidden from a doctor. axe on every wizard step. Reviews appear in URLs, pages, calls and
// mails by their random public id only (ADR 0018); the row id is for /admin.

const PHONE = { width: 390, height: 844 }
type Step = 'common' | 'work' | 'work_life' | 'team' | 'superior' | 'admin' | 'learning' | 'mutual' | 'other' | 'visibility' | 'summary'

const PUBLIC_ID = /^[0-9a-f]{32}$/
/** reviewId: the review's public id; reviewRow: its row id (only /admin and /api/cms use it) */
const shared = { reviewId: '', reviewRow: 0, institution: { id: 0, name: '' }, field: '', message: '', answer: '' }

test.describe.serial('writing, moderating and answering a review', () => {
  test.beforeAll(async ({ baseURL }) => {
    const admin = await loggedIn(baseURL!, DEMO.admin.email, DEMO.admin.password)
    const hr = (await (await admin.get(`/api/cms/users?where[email][equals]=${encodeURIComponent(DEMO.hr.email)}&depth=0`)).json()).docs[0]
    const memberships = (await (await admin.get(`/api/cms/memberships?where[user][equals]=${hr.id}&where[status][equals]=active&depth=1&limit=10`)).json()).docs as {
      institution: { id: number; name: string; reviewable?: boolean; status: string }
    }[]
    const target = memberships.map((m) => m.institution).find((i) => i.status === 'active' && i.reviewable !== false)
    expect(target, 'an institution the demo employer manages').toBeTruthy()
    shared.institution = { id: target!.id, name: target!.name }
    // A field the demo doctor has not reviewed there (the 12-month rule), so the test can run again.
    const doctor = await loggedIn(baseURL!, DEMO.doctor.email, DEMO.doctor.password)
    const own = (await (await doctor.get('/api/fn/user/reviews')).json()) as { owner: { institution: { id: number }; field: { id: string } | null }[] }
    const used = new Set(own.owner.filter((r) => r.institution.id === shared.institution.id).map((r) => r.field?.id))
    shared.field = FIELDS.map((f) => f.key).find((key) => !used.has(key)) ?? 'SURGERY'
  })

  test('a doctor writes a review in Italian through every step, on a phone', async ({ as }) => {
    // A walk through every screen with a dozen axe scans: beside the other workers on a loaded machine it needs more than the suite's 90 s (ADR 0058).
    test.setTimeout(180_000)
    const page = await as.page('doctor', { viewport: PHONE })
    await page.goto('/it/cockpit/reviews/create')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Valuta un datore di lavoro')
    const next = page.getByRole('button', { name: 'Avanti' })
    const atStep = async (step: Step) => {
      await expect(page.locator(`#step-${step}-title`)).toBeVisible()
      expect(await seriousViolations(page), step).toEqual([])
    }

    // 1 common: a next without answers shows the errors, linked to their fields, and stays.
    await atStep('common')
    await next.click()
    await expect(page.getByTestId('wizard-errors')).toBeFocused()
    await expect(page.getByTestId('wizard-errors')).toContainText('Scegli un datore di lavoro dall’elenco.')
    await expect(page.locator('#review-institution')).toHaveAttribute('aria-describedby', /review-institution-error/)
    await page.screenshot({ path: test.info().outputPath(`step-common-errors-390.png`), fullPage: true })
    await page.getByLabel('Cerca un datore di lavoro').fill(shared.institution.name.split(' ').slice(0, 2).join(' '))
    await page.locator('#review-institution').selectOption(String(shared.institution.id))
    await page.locator('#review-field').selectOption(shared.field)
    await page.locator('#review-level').selectOption('ASSISTANT_PHYSICIAN')
    await page.getByLabel('Lavoro ancora lì').check()
    await page.locator('#review-duration').selectOption('THREE')
    await page.getByLabel('Tempo pieno').check()
    await page.locator('input[name="has_housing"][value="no"]').check()
    await page.getByLabel(/Salario lordo annuo/).fill("108'000")
    await next.click()

    // 2 work conditions: times are HH:MM.
    await atStep('work')
    await expect(page.locator('#step-work-title')).toBeFocused()
    await page.getByLabel(/Orario di lavoro effettivo/).fill('54')
    await page.locator('#review-work_start_time').fill('07:00')
    await page.locator('#review-work_end_time').fill('18:45')
    await page.locator('input[name="work_has_night"][value="yes"]').check()
    await page.locator('input[name="work_has_picket"][value="yes"]').check()
    await page.locator('input[name="work_rating"][value="3"]').check()
    await page.locator('#review-work_feedback').fill('Molti turni, ma ben organizzati.')
    await next.click()

    // 3 work-life, then a reload: the draft brings everything back.
    await atStep('work_life')
    await page.locator('input[name="work_life_rating"][value="2"]').check()
    await page.locator('#review-work_life_feedback').fill('Poco tempo libero nei mesi invernali.')
    await next.click()
    await expect(page.locator('#step-team-title')).toBeVisible()
    await page.reload()
    await expect(page.getByText('Abbiamo ripristinato la tua bozza.')).toBeVisible()
    await expect(page.locator('#step-team-title')).toBeVisible()
    await expect(page.locator('input[name="work_life_rating"][value="2"]')).toBeChecked()
    expect(await page.locator('#review-institution').inputValue()).toBe(String(shared.institution.id))

    // 4 team: keyboard only. Focus is on the step heading; Tab reaches the rating group, arrows pick.
    await atStep('team')
    await page.locator('#step-team-title').focus()
    await page.keyboard.press('Tab')
    await expect(page.locator('input[name="team_rating"][value="1"]')).toBeFocused()
    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight')
    await expect(page.locator('input[name="team_rating"][value="4"]')).toBeChecked()
    await page.keyboard.press('Tab')
    await expect(page.locator('#review-team_feedback')).toBeFocused()
    await page.keyboard.type('Squadra unita e disponibile.')
    await page.keyboard.press('Tab')
    await expect(page.getByRole('button', { name: 'Indietro' })).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(next).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page.locator('#step-superior-title')).toBeFocused()

    // 5-8 the rated sections.
    for (const [step, rating] of [
      ['superior', '4'],
      ['admin', '2'],
      ['learning', '5'],
      ['mutual', '4'],
    ] as const) {
      await atStep(step)
      await page.locator(`input[name="${step}_rating"][value="${rating}"]`).check()
      await next.click()
    }

    // 9 other; Back keeps what was entered.
    await atStep('other')
    await page.locator('input[name="recommend"][value="yes"]').check()
    await page.locator('#review-improvement').fill('Più tempo per la formazione strutturata.')
    await page.getByRole('button', { name: 'Indietro' }).click()
    await expect(page.locator('input[name="mutual_rating"][value="4"]')).toBeChecked()
    await next.click()
    await expect(page.locator('#review-improvement')).toHaveValue('Più tempo per la formazione strutturata.')
    await next.click()

    // 10 visibility: open to everyone with a login (the default).
    await atStep('visibility')
    await expect(page.locator('input[name="is_wsj_exclusive"][value="false"]')).toBeChecked()
    await next.click()

    // 11 summary: the three confirmations are required, with their messages.
    await atStep('summary')
    await page.locator('input[name="summary_rating"][value="4"]').check()
    await page.locator('#review-summary_feedback').fill('Buona formazione, team solidale, orari impegnativi ma corretti.')
    await page.getByRole('button', { name: 'Invia la valutazione' }).click()
    const errors = page.getByTestId('wizard-errors')
    await expect(errors).toContainText('Conferma di non aver usato nomi di persone.')
    await expect(errors).toContainText('Conferma di aver valutato in modo corretto.')
    await expect(errors).toContainText('Accetta le condizioni d’uso per continuare.')
    expect(await seriousViolations(page), 'summary with errors').toEqual([])
    await page.screenshot({ path: test.info().outputPath(`step-summary-errors-390.png`), fullPage: true })
    await page.getByLabel('Non ho usato nomi di persone.').check()
    await page.getByLabel('Ho valutato in modo oggettivo, imparziale e collegiale.').check()
    await page.getByLabel('Accetto le condizioni d’uso.').check()
    await page.getByRole('button', { name: 'Invia la valutazione' }).click()

    await expect(page).toHaveURL(/\/it\/cockpit\/reviews$/)
    await expect(page.getByTestId('toast').filter({ hasText: 'Grazie! La tua valutazione verrà verificata' })).toBeVisible()
    const item = page.getByTestId('reviews-owner').locator('li[data-review-id]').first()
    await expect(item).toContainText(shared.institution.name)
    await expect(item.getByTestId('review-status')).toHaveText('In verifica')
    shared.reviewId = (await item.getAttribute('data-review-id')) ?? ''
    expect(shared.reviewId).toMatch(PUBLIC_ID)
    await expect(item.getByRole('link', { name: /Vedi/ })).toHaveAttribute('href', `/it/cockpit/reviews/view-${shared.reviewId}`)
    expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.includes('review-draft')))).toEqual([])
    expect(await seriousViolations(page), 'cockpit list').toEqual([])
    await page.screenshot({ path: test.info().outputPath(`cockpit-owner-390.png`), fullPage: true })
  })

  test('the team publishes it in /admin', async ({ as, baseURL }) => {
    const page = await as.page('admin', { viewport: { width: 1280, height: 900 } })
    const api = await as.api('admin')
    // The team finds the review from its public id (the link a user sends) in /admin.
    const found = (await (await api.get(`/api/cms/reviews?where[public_id][equals]=${shared.reviewId}&depth=0`)).json()).docs as { id: number; public_id: string }[]
    expect(found).toHaveLength(1)
    shared.reviewRow = found[0]!.id
    await page.goto(`/admin/collections/reviews/${shared.reviewRow}`)
    await expect(page.locator('#field-public_id')).toHaveValue(shared.reviewId)
    await expect(page.locator('#field-public_id')).toBeDisabled()
    await page.locator('#field-status .rs__control').click()
    await page.locator('.rs__option', { hasText: /^Veröffentlicht$/ }).click()
    await page.locator('#action-save').click()
    await expect.poll(async () => (await (await api.get(`/api/cms/reviews/${shared.reviewRow}?depth=0`)).json()).status, { timeout: 15_000 }).toBe('published')
    expect((await (await api.get(`/api/cms/reviews/${shared.reviewRow}?depth=0`)).json()).public_id).toBe(shared.reviewId)
    // The author's mail links the review by its public id.
    const mail = await newestMail(baseURL!, DEMO.doctor.email)
    expect(mail?.text).toContain(`/cockpit/reviews/view-${shared.reviewId}`)
  })

  test('the employer answers publicly and sends the author a message through the relay', async ({ as, baseURL }) => {
    const page = await as.page('hr', { viewport: PHONE })
    await page.goto('/de/cockpit/reviews')
    const item = page.getByTestId('reviews-new').locator(`li[data-review-id="${shared.reviewId}"]`)
    await expect(item).toBeVisible()
    expect(await seriousViolations(page), 'manager list').toEqual([])
    // No row id of a review in the employer's page: links, data attributes and DOM ids use public ids.
    const listHtml = await page.content()
    expect(listHtml).not.toMatch(new RegExp(`(view|edit|feedback|message)-${shared.reviewRow}\\b|data-review-id="${shared.reviewRow}"|-${shared.reviewRow}-title`))
    for (const id of [...listHtml.matchAll(/data-review-id="([^"]*)"/g)].map((m) => m[1])) expect(id).toMatch(PUBLIC_ID)

    // Opening a child screen keeps the place on the page (no jump to the top).
    const answerLink = item.getByRole('link', { name: /Öffentlich antworten/ })
    await answerLink.scrollIntoViewIfNeeded()
    await page.evaluate(() => window.scrollBy(0, 120))
    const before = await page.evaluate(() => window.scrollY)
    await answerLink.click()
    await expect(page).toHaveURL(new RegExp(`/de/cockpit/reviews/feedback-${shared.reviewId}$`))
    await expect(page.getByTestId('review-panel')).toBeVisible()
    if (before > 0) expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0)
    await expect(page.locator('#cockpit-panel-title')).toBeFocused()

    shared.answer = `Vielen Dank für Ihre Rückmeldung – wir prüfen die Dienstplanung (${Date.now()}).`
    await page.getByLabel('Name', { exact: true }).fill('Claudia Keller')
    await page.getByLabel('Funktion', { exact: true }).fill('Leiterin Personal')
    await page.getByLabel('Antwort', { exact: true }).fill(shared.answer)
    expect(await seriousViolations(page), 'feedback form').toEqual([])
    await page.getByRole('button', { name: 'Antwort veröffentlichen' }).click()
    await expect(page.getByTestId('toast').filter({ hasText: 'Antwort veröffentlicht.' })).toBeVisible()
    await expect(page).toHaveURL(new RegExp(`/de/cockpit/reviews/view-${shared.reviewId}$`))
    await expect(page.getByTestId('review-panel')).toContainText(shared.answer)

    await page.getByTestId('review-panel').getByRole('link', { name: 'Nachricht senden' }).click()
    await expect(page).toHaveURL(new RegExp(`/de/cockpit/reviews/message-${shared.reviewId}$`))
    shared.message = `Guten Tag, wir würden gern mehr über die Dienstplanung erfahren. (${Date.now()})`
    await page.getByLabel('Deine Nachricht').fill(shared.message)
    await page.getByRole('button', { name: 'Nachricht senden' }).click()
    await expect(page.getByTestId('toast').filter({ hasText: 'Nachricht weitergeleitet.' })).toBeVisible()
    await page.screenshot({ path: test.info().outputPath(`manager-message-390.png`), fullPage: true })

    // Nothing the employer sees names the author.
    const html = await page.content()
    for (const secret of [DEMO.doctor.email, DEMO.doctor.last_name]) expect(html).not.toContain(secret)

    // The relay mail reaches the author, with the message and the employer's name, and names nobody.
    const mail = await newestMail(baseURL!, DEMO.doctor.email)
    expect(mail?.text).toContain(shared.message)
    expect(mail?.text).toContain(DEMO.hr.email)
    expect(mail?.subject).toContain(shared.institution.name)
    expect(mail?.text).toContain(`/cockpit/reviews/view-${shared.reviewId}`)
    for (const secret of [DEMO.doctor.email, DEMO.doctor.last_name, DEMO.doctor.first_name]) {
      expect(mail?.text).not.toContain(secret)
      expect(mail?.subject).not.toContain(secret)
    }
  })

  test('a student reads the review with the employer answer', async ({ as }) => {
    const page = await as.page('student', { viewport: PHONE })
    const api = await as.api('student')
    await page.goto(`/de/cockpit/reviews/view-${shared.reviewId}`)
    await expect(page.getByTestId('review-panel')).toContainText(shared.answer)
    await expect(page.getByTestId('review-panel')).toContainText('Buona formazione, team solidale')
    // The single-review view shows the categories and work facts open.
    const more = page.getByTestId('review-panel').locator('details.review-card__more')
    await expect(more).toHaveAttribute('open')
    await expect(more.getByText('Molti turni, ma ben organizzati.')).toBeVisible()
    await expect(more.locator('.review-card__facts')).toBeVisible()
    const read = await (await api.get(`/api/fn/user/review?id=${shared.reviewId}`)).json()
    expect(read.id).toBe(shared.reviewId)
    expect(read.institution).toMatchObject({ id: shared.institution.id, feedback: true, feedback_content: shared.answer, feedback_name: 'Claudia Keller' })
    expect(JSON.stringify(read)).not.toContain(DEMO.doctor.email)
  })
})

test('a WSJ-exclusive review is hidden from a doctor and shown to a student', async ({ baseURL }) => {
  const admin = await loggedIn(baseURL!, DEMO.admin.email, DEMO.admin.password)
  const wsj = (await (await admin.get('/api/cms/reviews?where[is_wsj_exclusive][equals]=true&where[status][equals]=published&limit=1&depth=0')).json()).docs[0] as {
    id: number
    public_id: string
  }
  expect(wsj).toBeTruthy()
  const doctor = await loggedIn(baseURL!, DEMO.doctor.email, DEMO.doctor.password)
  expect(await (await doctor.get(`/api/fn/user/review?id=${wsj.public_id}`)).json()).toBeNull()
  // The 404 page, with its status.
  const hiddenRes = await doctor.get(`/de/cockpit/reviews/view-${wsj.public_id}`)
  expect(hiddenRes.status()).toBe(404)
  const hidden = await hiddenRes.text()
  expect(hidden).toContain('Oops, Seite nicht gefunden')
  expect(hidden).not.toContain('data-testid="review-panel"')
  const student = await loggedIn(baseURL!, DEMO.student.email, DEMO.student.password)
  expect((await (await student.get(`/api/fn/user/review?id=${wsj.public_id}`)).json())?.is_wsj_exclusive).toBe(true)
  expect(await (await student.get(`/de/cockpit/reviews/view-${wsj.public_id}`)).text()).toContain('data-testid="review-panel"')
  // By its row id the review is found nowhere: no screen (404), no call (400).
  expect((await student.get(`/de/cockpit/reviews/view-${wsj.id}`)).status()).toBe(404)
  expect((await student.get(`/api/fn/user/review?id=${wsj.id}`)).status()).toBe(400)
})

test('review screens and calls check who asks', async ({ baseURL }) => {
  const anon = await request.newContext({ baseURL })
  expect((await anon.get('/api/fn/user/reviews')).status()).toBe(401)
  expect((await anon.get('/api/fn/user/review?id=1')).status()).toBe(401)
  expect((await anon.get('/de/cockpit/reviews/create', { maxRedirects: 0 })).status()).toBe(401)
  const hr = await loggedIn(baseURL!, DEMO.hr.email, DEMO.hr.password)
  // Employers answer reviews but do not write them: the 403 page.
  const createRes = await hr.get('/de/cockpit/reviews/create')
  expect(createRes.status()).toBe(403)
  const create = await createRes.text()
  expect(create).toContain('Oops, hier geht&#x27;s nicht weiter')
  expect(create).not.toContain('step-common-title')
  expect((await hr.get('/api/fn/user/review?id=abc')).status()).toBe(400)
  const student = await loggedIn(baseURL!, DEMO.student.email, DEMO.student.password)
  const doctorOwn = (await (await (await loggedIn(baseURL!, DEMO.doctor.email, DEMO.doctor.password)).get('/api/fn/user/reviews')).json()).owner as { id: string }[]
  expect(doctorOwn[0]!.id).toMatch(PUBLIC_ID)
  // Another user's review cannot be edited, answered or messaged: the 404 page, like an id that does not exist.
  for (const screen of ['edit', 'feedback', 'message']) {
    const res = await student.get(`/de/cockpit/reviews/${screen}-${doctorOwn[0]!.id}`)
    expect(res.status(), screen).toBe(404)
    const html = await res.text()
    expect(html, screen).toContain('Oops, Seite nicht gefunden')
    expect(html, screen).not.toContain('data-testid="review-panel"')
  }
})

// The cockpit renders each page in one piece (no loading boundary), so the wizard works as one form.
test('without JavaScript the wizard is one form that posts to the server and keeps what was typed', async ({ as }) => {
  const page = await as.page('student', { javaScriptEnabled: false })
  await page.goto('/de/cockpit/reviews/create')
  for (const step of ['common', 'work', 'team', 'visibility', 'summary']) await expect(page.locator(`#step-${step}-title`)).toBeVisible()
  await page.locator('#review-work_hours').fill('47')
  await page.locator('#review-summary_feedback').fill('Ohne JavaScript geschrieben, aber noch nicht fertig.')
  await page.getByRole('button', { name: 'Bewertung absenden' }).click()
  await expect(page.getByTestId('wizard-errors')).toContainText('Bitte bestätige, dass du keine Personennamen verwendet hast.')
  await expect(page.locator('#review-work_hours')).toHaveValue('47')
  await expect(page.locator('#review-summary_feedback')).toHaveValue('Ohne JavaScript geschrieben, aber noch nicht fertig.')
})
