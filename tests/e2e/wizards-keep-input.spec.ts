import type { Locator, Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { adminApi } from './support'

// The wizards keep what was typed (ADR 0042), as a new HR person would meet them, in French on a phone: a mistake on
// every step of the job-ad wizard and of the employer-profile wizard, and after each refusal every
// field (checkboxes, selects, radios, dates, rich text) still holds what was typed; the error summary
// takes the focus once per submit, never while typing; both wizards are then completed without
// retyping. The job wizard once more with the keyboard only. Typing is key by key (pressSequentially),
// as on a phone, so a focus that jumps away loses characters.

const PHONE = { width: 390, height: 844 }
const stamp = Date.now().toString(36)
const created = { jobs: [] as number[], institutions: [] as number[] }

async function type(field: Locator, text: string) {
  await field.click()
  await field.press('ControlOrMeta+a')
  await field.press('Backspace')
  await field.pressSequentially(text)
}

/** Presses Tab until `target` has the focus (the keyboard-only walk). */
async function tabTo(page: Page, target: Locator) {
  for (let i = 0; i < 150; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return
    await page.keyboard.press('Tab')
  }
  throw new Error('never reached by Tab')
}

function inDays(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)
}

test.describe.configure({ mode: 'serial' })

test.afterAll(async ({ baseURL }) => {
  const admin = await adminApi(baseURL!)
  for (const id of created.jobs) await admin.delete(`/api/cms/jobs/${id}`)
  for (const id of created.institutions) {
    await admin.delete(`/api/cms/memberships?where[institution][equals]=${id}`)
    if (!(await admin.delete(`/api/cms/institutions/${id}`)).ok()) {
      await admin.patch(`/api/cms/institutions/${id}`, { data: { status: 'rejected', reject_reason: 'End-to-end test data' } })
    }
  }
})

test('the job-ad wizard keeps every input after a mistake on each step (French, phone)', async ({ as }) => {
  test.setTimeout(180_000)
  const page = await as.page('hr', { viewport: PHONE })
  const summary = page.getByTestId('form-error')
  const next = page.getByRole('button', { name: 'Suivant' })

  // 1 package: nothing chosen.
  await page.goto('/fr/cockpit/jobs-create/new')
  await next.click()
  await expect(summary).toBeFocused()
  await expect(page.locator('#field-variant_id-error')).toHaveText('Merci de choisir un forfait et une durée.')
  await page.locator('input[name="variant_id"][value="202"]').check()
  await next.click()
  await expect(page).toHaveURL(/\/fr\/cockpit\/jobs-create\/new\?step=common&variant=202$/)

  // 2 common: three mistakes at once (pensum the wrong way round, no apply target).
  const title = `Médecin adjoint·e cardiologie ${stamp}`
  const levels = page.locator('input[name="levels"]')
  const fields = page.locator('input[name="fields"]')
  // A required select starts with an empty choice (Nu checker), the draft's defaults are chosen.
  for (const id of ['#field-institution', '#field-locale', '#field-available_from_type']) await expect(page.locator(`${id} option`).first()).toHaveAttribute('value', '')
  await expect(page.locator('#field-locale')).toHaveValue('fr')
  await type(page.locator('#field-title'), title)
  await levels.nth(0).check()
  await levels.nth(2).check()
  await fields.nth(0).check()
  await fields.nth(3).check()
  await type(page.locator('#field-pensum_min'), '90')
  await type(page.locator('#field-pensum_max'), '60')
  await page.locator('#field-available_from_type').selectOption('date')
  await page.locator('#field-available_from').fill(inDays(60))
  await type(page.locator('#field-apply'), 'pas une adresse')
  await next.click()
  await expect(summary).toBeFocused()
  await expect(page.locator('#field-pensum_max-error')).toHaveText('Le taux « de » ne peut pas dépasser le taux « à ».')
  await expect(page.locator('#field-apply-error')).toHaveText("Merci d'indiquer une adresse web ou une adresse e-mail.")
  const keptCommon = async (pensumMax: string) => {
    await expect(page.locator('#field-title')).toHaveValue(title)
    for (const box of [levels.nth(0), levels.nth(2), fields.nth(0), fields.nth(3)]) await expect(box).toBeChecked()
    await expect(levels.nth(1)).not.toBeChecked()
    await expect(page.locator('#field-locale')).toHaveValue('fr')
    await expect(page.locator('#field-pensum_min')).toHaveValue('90')
    await expect(page.locator('#field-pensum_max')).toHaveValue(pensumMax)
    await expect(page.locator('#field-available_from_type')).toHaveValue('date')
    await expect(page.locator('#field-available_from')).toHaveValue(inDays(60))
    await expect(page.locator('#field-apply')).toHaveValue('pas une adresse')
  }
  await keptCommon('60')
  await page.screenshot({ path: test.info().outputPath(`job-common-error-390.png`), fullPage: true })
  // Typing after the error stays in the field.
  await page.locator('#field-title').click()
  await page.locator('#field-title').press('End')
  await page.locator('#field-title').pressSequentially(' Abc')
  await expect(page.locator('#field-title')).toBeFocused()
  await expect(page.locator('#field-title')).toHaveValue(`${title} Abc`)
  await type(page.locator('#field-title'), title)
  // A second refusal keeps everything too ("Entrée en fonction" included).
  await type(page.locator('#field-pensum_max'), '100')
  await next.click()
  await expect(page.locator('#field-apply-error')).toBeVisible()
  await expect(page.locator('#field-pensum_max-error')).toHaveCount(0)
  await expect(summary).toBeFocused()
  await keptCommon('100')
  await type(page.locator('#field-apply'), 'rh@clinique.example.ch')
  await next.click()
  await expect(page).toHaveURL(/\/fr\/cockpit\/jobs-create\/(\d+)\?step=salary$/)
  const jobId = Number(/jobs-create\/(\d+)/.exec(page.url())![1])
  created.jobs.push(jobId)

  // 3 salary: says why; no choice, then a monthly figure.
  await expect(page.getByText('Google affiche les annonces avec leur salaire')).toBeVisible()
  await next.click()
  await expect(summary).toBeFocused()
  await expect(page.locator('#field-salary_stated-error')).toHaveText('Merci d’indiquer une fourchette salariale ou de choisir « Non indiqué ».')
  await page.getByLabel('Indiquer une fourchette salariale').check()
  await type(page.locator('#field-salary_min'), '9500')
  await type(page.locator('#field-salary_max'), "130'000")
  await next.click()
  await expect(summary).toBeFocused()
  await expect(page.locator('#field-salary_min-error')).toHaveText("Merci d’indiquer le salaire brut annuel à 100 %, p. ex. 95'000 (et non mensuel).")
  await expect(page.getByLabel('Indiquer une fourchette salariale')).toBeChecked()
  await expect(page.locator('#field-salary_max')).toHaveValue("130'000")
  await page.screenshot({ path: test.info().outputPath(`job-salary-error-390.png`), fullPage: true })
  await type(page.locator('#field-salary_min'), "115'000")
  await next.click()
  await expect(page).toHaveURL(/step=format$/)

  // 4 format: a link that is not https, with a text already written in the editor.
  await page.getByLabel("Lien vers ta page d'emploi (intégrée)").check()
  const teaser = page.locator('#field-teaser[contenteditable="true"]')
  await teaser.click()
  await page.keyboard.type('Une équipe soudée vous attend.')
  await type(page.locator('#field-link'), 'http://clinique.example.ch/poste')
  await next.click()
  await expect(summary).toBeFocused()
  await expect(page.locator('#field-link-error')).toHaveText("Merci d'indiquer une adresse https.")
  await expect(page.getByLabel("Lien vers ta page d'emploi (intégrée)")).toBeChecked()
  await expect(teaser).toHaveText('Une équipe soudée vous attend.')
  await expect(page.locator('#field-link')).toHaveValue('http://clinique.example.ch/poste')
  await page.screenshot({ path: test.info().outputPath(`job-format-error-390.png`), fullPage: true })
  await page.getByLabel('Texte (en sections)').check()
  await next.click()
  await expect(page).toHaveURL(/step=publication$/)

  // 5 publication: a day in the past.
  await page.locator('#field-online_from').fill('2020-01-06')
  await next.click()
  await expect(summary).toBeFocused()
  await expect(page.locator('#field-online_from-error')).toHaveText('Cette date est dans le passé.')
  await expect(page.locator('#field-online_from')).toHaveValue('2020-01-06')
  await page.screenshot({ path: test.info().outputPath(`job-publication-error-390.png`), fullPage: true })
  await page.locator('#field-online_from').fill(inDays(3))
  await next.click()
  await expect(page).toHaveURL(/step=summary$/)

  // 6 summary: one h1 (the preview's title is not a second one); the terms first.
  await expect(page.locator('h1')).toHaveCount(1)
  await expect(page.getByTestId('ad-preview')).toContainText(title)
  await expect(page.getByTestId('ad-preview')).toContainText('Une équipe soudée vous attend.')
  await page.getByRole('button', { name: 'Commander avec obligation de payer' }).click()
  await expect(summary).toBeFocused()
  await expect(page.locator('#field-terms-error')).toHaveText("Merci d'accepter les CG pour continuer.")
  await page.screenshot({ path: test.info().outputPath(`job-summary-error-390.png`), fullPage: true })
  await page.locator('#field-terms').check()
  await page.getByRole('button', { name: 'Commander avec obligation de payer' }).click()
  await expect(page).toHaveURL(/\/fr\/cockpit\/jobs$/)
})

test('an abandoned first visit of the job wizard leaves no draft', async ({ as, baseURL }) => {
  const admin = await adminApi(baseURL!)
  const count = async () => ((await (await admin.get('/api/cms/jobs?where[status][equals]=draft&limit=1&depth=0')).json()) as { totalDocs: number }).totalDocs
  const before = await count()
  const page = await as.page('hr', { viewport: PHONE })
  await page.goto('/fr/cockpit/jobs-create/new')
  await page.locator('input[name="variant_id"][value="201"]').check()
  await page.getByRole('button', { name: 'Suivant' }).click()
  await expect(page).toHaveURL(/step=common&variant=201$/)
  // "Retour" keeps the chosen package.
  await page.getByRole('link', { name: 'Retour' }).click()
  await expect(page).toHaveURL(/\/fr\/cockpit\/jobs-create\/new\?variant=201$/)
  await expect(page.locator('input[type="radio"][name="variant_id"][value="201"]')).toBeChecked()
  expect(await count()).toBe(before)
})

test('the job-ad wizard can be completed with the keyboard only', async ({ as }) => {
  test.setTimeout(120_000)
  const page = await as.page('hr', { viewport: { width: 1280, height: 900 } })
  const next = page.getByRole('button', { name: 'Suivant' })
  await page.goto('/fr/cockpit/jobs-create/new')
  await tabTo(page, page.locator('input[name="variant_id"]').first())
  await page.keyboard.press('Space')
  await tabTo(page, next)
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/step=common&variant=/)

  await tabTo(page, page.locator('#field-title'))
  await page.keyboard.type(`Médecin assistant·e clavier ${stamp}`)
  await tabTo(page, page.locator('input[name="levels"]').first())
  await page.keyboard.press('Space')
  await tabTo(page, page.locator('input[name="fields"]').first())
  await page.keyboard.press('Space')
  await tabTo(page, page.locator('#field-apply'))
  await page.keyboard.type('rh@clavier.example.ch')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/fr\/cockpit\/jobs-create\/(\d+)\?step=salary$/)
  created.jobs.push(Number(/jobs-create\/(\d+)/.exec(page.url())![1]))

  await tabTo(page, page.getByLabel('Indiquer une fourchette salariale'))
  await page.keyboard.press('ArrowDown') // "not stated"
  await expect(page.getByLabel('Non indiqué', { exact: false })).toBeChecked()
  await tabTo(page, next)
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/step=format$/)

  await tabTo(page, page.locator('#field-teaser[contenteditable="true"]'))
  await page.keyboard.type('Rejoignez notre équipe.')
  await tabTo(page, next)
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/step=publication$/)
  await tabTo(page, next)
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/step=summary$/)

  await tabTo(page, page.locator('#field-terms'))
  await page.keyboard.press('Space')
  await tabTo(page, page.getByRole('button', { name: 'Commander avec obligation de payer' }))
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/fr\/cockpit\/jobs$/)
})

test('the profile wizard keeps every input and the phone keyboard (French, phone)', async ({ as }) => {
  test.setTimeout(120_000)
  const page = await as.page('hr', { viewport: PHONE })
  const summary = page.getByTestId('wizard-errors')
  const name = `Clinique Abc ${stamp}`
  await page.goto('/fr/cockpit/institutions/create')
  await expect(page.locator('#institution-step-billing')).toBeHidden()

  // A refusal first: the summary takes the focus once; typing afterwards stays in the field.
  await page.getByRole('button', { name: 'Suivant' }).click()
  await expect(summary).toBeFocused()
  const nameInput = page.getByLabel("Nom de l'employeur")
  await nameInput.click()
  await nameInput.pressSequentially(name)
  await expect(nameInput).toBeFocused()
  await expect(nameInput).toHaveValue(name)

  // "Fait partie de": hospital groups and profiles with children, not every institution.
  const parents = await page.locator('#field-parent option').count()
  expect(parents).toBeGreaterThan(1)
  expect(parents).toBeLessThan(40)

  await page.locator('#field-category').selectOption('PRIVATE_CLINIC')
  await page.locator('#field-main_lang').selectOption('fr')
  await type(page.getByLabel('Rue et numéro').first(), 'Avenue des Alpes 3')
  // An unknown postal code: the message at the field, no toast over it; a known one takes it away.
  await type(page.locator('#field-contact_zip'), '9990')
  await expect(page.locator('#field-contact_zip-error')).toHaveText('Code postal introuvable – merci de vérifier ta saisie.')
  await expect(page.getByTestId('toast')).toHaveCount(0)
  await page.screenshot({ path: test.info().outputPath(`profile-zip-error-390.png`), fullPage: true })
  await type(page.locator('#field-contact_zip'), '1003')
  await expect(page.locator('#field-contact_city')).toHaveValue('Lausanne')
  await expect(page.locator('#field-region')).toHaveValue('VD')
  await expect(page.locator('#field-contact_zip-error')).toHaveCount(0)

  // A restored draft keeps the town and the canton the code filled in.
  await page.reload()
  await expect(page.getByText('Nous avons restauré ton brouillon.')).toBeVisible()
  await expect(page.locator('#field-contact_zip')).toHaveValue('1003')
  await expect(page.locator('#field-contact_city')).toHaveValue('Lausanne')
  await expect(page.locator('#field-region')).toHaveValue('VD')

  await page.getByLabel('Ne pas afficher publiquement', { exact: false }).check()
  await type(page.locator('#field-contact_mail'), 'pas-un-mail')
  await page.getByRole('button', { name: 'Suivant' }).click()
  await expect(summary).toBeFocused()
  await expect(page.locator('#field-contact_mail-error')).toBeVisible()
  await expect(nameInput).toHaveValue(name)
  await expect(page.locator('#field-category')).toHaveValue('PRIVATE_CLINIC')
  await expect(page.locator('#field-main_lang')).toHaveValue('fr')
  await expect(page.locator('#field-contact_city')).toHaveValue('Lausanne')
  await expect(page.locator('#field-region')).toHaveValue('VD')
  await expect(page.getByLabel('Ne pas afficher publiquement', { exact: false })).toBeChecked()
  await page.screenshot({ path: test.info().outputPath(`profile-common-error-390.png`), fullPage: true })
  // Typing in the field the summary pointed at: every key lands (the phone keyboard stays open).
  await page.locator('#field-contact_mail').click()
  await page.locator('#field-contact_mail').press('ControlOrMeta+a')
  await page.locator('#field-contact_mail').pressSequentially('rh@alpes.example.ch')
  await expect(page.locator('#field-contact_mail')).toBeFocused()
  await expect(page.locator('#field-contact_mail')).toHaveValue('rh@alpes.example.ch')
  await page.getByRole('button', { name: 'Suivant' }).click()

  // Billing starts from the contact address.
  await expect(page.locator('#institution-step-billing')).toBeFocused()
  await expect(page.locator('#field-billing_name')).toHaveValue(name)
  await expect(page.locator('#field-billing_address')).toHaveValue('Avenue des Alpes 3')
  await expect(page.locator('#field-billing_zip')).toHaveValue('1003')
  await expect(page.locator('#field-billing_city')).toHaveValue('Lausanne')
  await expect(page.locator('#field-billing_email')).toHaveValue('rh@alpes.example.ch')
  await page.locator('input[name="billing_type"][value="print"]').check()
  await page.locator('#field-billing_name').click()
  await page.locator('#field-billing_name').press('ControlOrMeta+a')
  await page.locator('#field-billing_name').press('Backspace')
  await page.getByRole('button', { name: 'Demander le profil' }).click()
  await expect(summary).toBeFocused()
  await expect(page.locator('#field-billing_name-error')).toBeVisible()
  await expect(page.locator('input[name="billing_type"][value="print"]')).toBeChecked()
  await expect(page.locator('#field-billing_city')).toHaveValue('Lausanne')
  await page.screenshot({ path: test.info().outputPath(`profile-billing-error-390.png`), fullPage: true })
  await page.locator('#field-billing_name').pressSequentially(`${name} SA`)
  await expect(page.locator('#field-billing_name')).toHaveValue(`${name} SA`)
  await page.getByRole('button', { name: 'Demander le profil' }).click()
  await expect(page).toHaveURL(/\/fr\/cockpit\/institutions\/media-(\d+)\?new=1$/)
  created.institutions.push(Number(/media-(\d+)/.exec(page.url())![1]))
})

test('the header of a signed-in user never shows the login link while the session is asked', async ({ as }) => {
  const page = await as.page('hr', { viewport: PHONE })
  // The server's HTML (what shows before the session call answers) holds a neutral placeholder.
  const html = await (await page.request.get('/fr/jobs')).text()
  expect(html).toContain('data-testid="user-area-pending"')
  expect(html).not.toMatch(/<a[^>]*data-testid="user-area"/)
  await page.goto('/fr/jobs')
  await expect(page.getByTestId('user-area')).toHaveText('Cockpit')
})
