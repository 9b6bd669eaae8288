import sharp from 'sharp'
import { request as apiRequest, type APIRequestContext, type Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { adminApi, DEMO } from './support'
import { seriousViolations } from './axe'

// Employer profiles (ADR 0031) as employers and the team would use them: an HR person puts a new clinic on the platform
// in French on a phone (a wrong postal code first), uploads a logo and a picture; the team approves
// it in /admin; the mail is in the outbox; the public page shows it. A link request to an existing
// profile and its approval in German; a facts edit in Italian that the public page shows with its
// date. axe on every wizard step and edit screen; the wizard completed with the keyboard only.

const PHONE = { width: 390, height: 844 }
const stamp = Date.now().toString(36)
const shared = { created: 0, name: `Clinique des Tilleuls ${stamp}`, linked: 0, linkedName: '', keyboard: 0 }

async function pngOf(width: number, height: number, colour: string): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer()
}

/** The newest outbox mail whose subject names `text` (the team's address depends on the environment). */
async function mailAbout(api: APIRequestContext, text: string, to?: string): Promise<{ to: string; subject: string; text: string } | undefined> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const where = `where[subject][like]=${encodeURIComponent(text)}${to ? `&where[to][equals]=${encodeURIComponent(to)}` : ''}`
    const docs = ((await (await api.get(`/api/cms/outbox?${where}&sort=-createdAt&limit=5`)).json()) as { docs: { to: string; subject: string; text: string }[] }).docs
    if (docs[0]) return docs[0]
    await new Promise((r) => setTimeout(r, 250))
  }
  return undefined
}

/** `label`: the status as the German admin names it (ADR 0053). */
async function setStatusInAdmin(page: Page, collection: 'institutions' | 'memberships', id: number, label: string) {
  await page.goto(`/admin/collections/${collection}/${id}`)
  await page.locator('#field-status .rs__control').click()
  await page.locator('.rs__option', { hasText: new RegExp(`^${label}$`) }).click()
  await page.locator('#action-save').click()
}

async function hrId(api: APIRequestContext): Promise<number> {
  return (await (await api.get(`/api/cms/users?where[email][equals]=${encodeURIComponent(DEMO.hr.email)}&depth=0`)).json()).docs[0].id
}

test.describe.serial('employer profiles', () => {
  test.afterAll(async ({ baseURL }) => {
    // Leave the demo data as it was, so the suite can run again on the same database.
    const admin = await adminApi(baseURL!)
    for (const id of [shared.created, shared.keyboard].filter(Boolean)) {
      await admin.delete(`/api/cms/memberships?where[institution][equals]=${id}`)
      // Rows that point at it (statistics of its public page) can keep it; then it leaves the public at least.
      if (!(await admin.delete(`/api/cms/institutions/${id}`)).ok()) {
        await admin.patch(`/api/cms/institutions/${id}`, { data: { status: 'rejected', reject_reason: 'End-to-end test data' } })
      }
    }
    if (shared.linked) await admin.delete(`/api/cms/memberships?where[institution][equals]=${shared.linked}&where[user][equals]=${await hrId(admin)}`)
  })

  test('an HR person creates a profile in French on a phone: wrong postal code, fixed; logo and picture', async ({ as }) => {
    const page = await as.page('hr', { viewport: PHONE })
    await page.goto('/fr/cockpit/institutions/create')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("Nouveau profil d'employeur")
    await expect(page.locator('#institution-step-common')).toContainText('Étape 1 sur 3')
    await expect(page.locator('#institution-step-billing')).toBeHidden()
    expect(await seriousViolations(page), 'step common').toEqual([])

    await page.getByLabel("Nom de l'employeur").fill(shared.name)
    // Not a university hospital: the employer search tests count those.
    await page.locator('#field-category').selectOption('PRIVATE_CLINIC')
    await page.locator('#field-main_lang').selectOption('fr')
    await page.getByLabel('Site web').fill('www.tilleuls.example.ch')
    await page.getByLabel('Rue et numéro').first().fill('Avenue des Tilleuls 12')
    // A postal code that does not exist: its message at the input (no toast over the field); nothing typed is lost.
    await page.locator('#field-contact_zip').fill('9990')
    await expect(page.locator('#field-contact_zip-error')).toHaveText('Code postal introuvable – merci de vérifier ta saisie.')
    await expect(page.getByTestId('toast').filter({ hasText: 'Code postal introuvable' })).toHaveCount(0)
    await expect(page.getByLabel("Nom de l'employeur")).toHaveValue(shared.name)
    await page.screenshot({ path: test.info().outputPath(`create-zip-error-390.png`), fullPage: true })
    await page.locator('#field-contact_zip').fill('1003')
    await expect(page.locator('#field-contact_city')).toHaveValue('Lausanne')
    await expect(page.locator('#field-region')).toHaveValue('VD')
    await expect(page.locator('#field-contact_zip-error')).toHaveCount(0)
    await page.locator('#field-contact_person').fill('Claire Dubois')
    await page.locator('#field-contact_phone').fill('021 555 12 34')
    await page.locator('#field-contact_mail').fill('rh@tilleuls.example.ch')
    await page.getByRole('button', { name: 'Suivant' }).click()

    await expect(page.locator('#institution-step-billing')).toBeFocused()
    await expect(page.locator('#institution-step-billing')).toContainText('Étape 2 sur 3')
    expect(await seriousViolations(page), 'step billing').toEqual([])
    await page.getByLabel('Destinataire de la facture').fill('Clinique des Tilleuls SA')
    await page.locator('#field-billing_address').fill('Case postale 44')
    await page.locator('#field-billing_zip').fill('1003')
    await expect(page.locator('#field-billing_city')).toHaveValue('Lausanne')
    await page.locator('#field-billing_email').fill('factures@tilleuls.example.ch')
    // A reload keeps the draft.
    await page.reload()
    await expect(page.getByText('Nous avons restauré ton brouillon.')).toBeVisible()
    await expect(page.locator('#institution-step-billing')).toBeVisible()
    await expect(page.locator('#field-billing_email')).toHaveValue('factures@tilleuls.example.ch')
    await page.getByRole('button', { name: 'Demander le profil' }).click()

    await expect(page).toHaveURL(/\/fr\/cockpit\/institutions\/media-(\d+)\?new=1$/)
    shared.created = Number(/media-(\d+)/.exec(page.url())![1])
    await expect(page.getByTestId('toast').filter({ hasText: 'Demande de profil employeur envoyée.' })).toBeVisible()
    await expect(page.getByTestId('wizard-media-step')).toContainText('Étape 3 sur 3')
    expect(await seriousViolations(page), 'step media').toEqual([])

    const logoForm = page.locator('form', { has: page.locator('#file-logo') })
    await logoForm.locator('#file-logo').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: await pngOf(300, 300, '#0b5f66') })
    await logoForm.getByRole('button', { name: 'Téléverser' }).click()
    await expect(page.locator('img.media-current__logo')).toBeVisible()
    // Not approved yet: the logo, under a random name, loads for the requester
    // and is a 404 for anybody else.
    const logo = page.locator('img.media-current__logo')
    const logoSrc = (await logo.getAttribute('src'))!
    expect(logoSrc).toMatch(/^\/media\/[0-9a-f]{32}(-\d+x\d+)?\.webp$/)
    await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
    const stranger = await apiRequest.newContext({ baseURL: new URL(page.url()).origin })
    expect((await stranger.get(logoSrc)).status()).toBe(404)
    await stranger.dispose()
    const galleryForm = page.locator('form', { has: page.locator('#file-images') })
    await galleryForm.locator('#file-images').setInputFiles({ name: 'hall.png', mimeType: 'image/png', buffer: await pngOf(1800, 1200, '#216e3a') })
    await galleryForm.getByLabel("Description de l'image (Français)").fill("Le hall d'entrée")
    await galleryForm.getByRole('button', { name: 'Téléverser' }).click()
    await expect(page.getByTestId('media-gallery').locator('img')).toHaveCount(1)
    // Not an image: refused with a clear message, nothing stored.
    await galleryForm.locator('#file-images').setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('not an image at all') })
    await galleryForm.getByRole('button', { name: 'Téléverser' }).click()
    await expect(page.getByText("Ce fichier n'est pas une image au format JPEG, PNG, WebP ou AVIF.")).toBeVisible()
    await expect(page.getByTestId('media-gallery').locator('img')).toHaveCount(1)
    // A video by its address: only YouTube and Vimeo.
    const videoForm = page.locator('form', { has: page.locator('#field-video_url') })
    await videoForm.locator('#field-video_url').fill('https://example.com/film.mp4')
    await videoForm.getByRole('button', { name: 'Ajouter la vidéo' }).click()
    await expect(videoForm.getByText("Merci d'indiquer l'adresse d'une vidéo YouTube ou Vimeo.")).toBeVisible()
    await videoForm.locator('#field-video_url').fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ')
    await videoForm.locator('#field-video_title').fill('Visite de la clinique')
    await videoForm.getByRole('button', { name: 'Ajouter la vidéo' }).click()
    await expect(page.getByTestId('media-videos')).toContainText('Visite de la clinique')
    await page.screenshot({ path: test.info().outputPath(`create-media-390.png`), fullPage: true })

    // The list shows it as waiting, and the team got a mail.
    await page.goto('/fr/cockpit/institutions')
    const item = page.getByTestId('profiles-requested').locator(`li[data-institution-id="${shared.created}"]`)
    await expect(item.getByTestId('profile-status')).toHaveText('En cours de vérification')
    // Not public yet.
    const anonymous = await page.context().browser()!.newContext()
    expect((await anonymous.request.get(`/fr/institution/${shared.created}`)).status()).toBe(404)
    await anonymous.close()
  })

  test('the team approves it in /admin; the requester is mailed; the public page shows it', async ({ as, baseURL }) => {
    const admin = await adminApi(baseURL!)
    const teamMail = await mailAbout(admin, shared.name)
    expect(teamMail, 'the team was told').toBeTruthy()
    const page = await as.page('admin', { viewport: { width: 1280, height: 900 } })
    await setStatusInAdmin(page, 'institutions', shared.created, 'Aktiv')
    await expect.poll(async () => (await (await admin.get(`/api/cms/institutions/${shared.created}?depth=0`)).json()).status, { timeout: 15_000 }).toBe('active')
    await expect.poll(async () => (await mailAbout(admin, shared.name, DEMO.hr.email))?.text ?? '', { timeout: 10_000 }).toContain(`/cockpit/institutions/${shared.created}`)

    // The team's badge (members cannot set it) shows with the facts.
    expect((await admin.patch(`/api/cms/institutions/${shared.created}`, { data: { facts: { is_vsao: true } } })).ok()).toBe(true)

    const visitor = await (await page.context().browser()!.newContext({ viewport: PHONE })).newPage()
    const thirdParty: string[] = []
    visitor.on('request', (r) => {
      const url = new URL(r.url())
      if (url.protocol.startsWith('http') && !/^(localhost|127\.0\.0\.1)$/.test(url.hostname)) thirdParty.push(r.url())
    })
    await visitor.goto(`/fr/institution/${shared.created}`)
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(shared.name)
    await expect(visitor.getByTestId('institution-badges')).toHaveText("Contrôlé par l'ASMAC")
    // The video: nothing from YouTube before the visitor presses play, then the no-cookie player.
    const videos = visitor.getByTestId('institution-videos')
    await expect(videos).toContainText('Visite de la clinique')
    await expect(videos.locator('iframe')).toHaveCount(0)
    expect(thirdParty).toEqual([])
    await videos.getByRole('button', { name: 'Lire la vidéo : Visite de la clinique' }).click()
    await expect(videos.locator('iframe')).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\/dQw4w9WgXcQ/)
    await expect(visitor.locator('.institution-profile__logo')).toBeVisible()
    const picture = visitor.getByTestId('institution-gallery').locator('img')
    await expect(picture).toHaveAttribute('alt', "Le hall d'entrée")
    await expect(picture).toHaveAttribute('srcset', /\.webp 320w/)
    await visitor.screenshot({ path: test.info().outputPath(`public-fr-390.png`), fullPage: true })
    await visitor.context().close()

    // The HR person now manages it.
    const hr = await as.page('hr', { viewport: PHONE })
    await hr.goto('/fr/cockpit/institutions')
    await expect(hr.getByTestId('profiles-active').locator(`li[data-institution-id="${shared.created}"]`).getByTestId('profile-status')).toHaveText('Public')
  })

  test('a link request to an existing profile in German, approved by the team', async ({ as, baseURL }) => {
    const admin = await adminApi(baseURL!)
    const hr = await as.api('hr')
    const mine = (await (await hr.get('/api/fn/user/institutions')).json()) as { active: number[]; requested: number[] }
    const candidates = (await (await admin.get('/api/cms/institutions?where[status][equals]=active&depth=0&limit=50&sort=name')).json()).docs as { id: number; name: string }[]
    const target = candidates.find((c) => !mine.active.includes(c.id) && !mine.requested.includes(c.id) && c.name.length > 6)!
    shared.linked = target.id
    shared.linkedName = target.name

    const page = await as.page('hr', { viewport: PHONE })
    await page.goto('/de/cockpit/institutions/link')
    expect(await seriousViolations(page), 'link search').toEqual([])
    await page.getByRole('searchbox', { name: 'Arbeitgeber nach Name, Ort oder PLZ suchen' }).fill(target.name.slice(0, 12))
    await page.getByRole('button', { name: 'Suchen' }).click()
    await page
      .getByTestId('link-results')
      .getByRole('link', { name: `Verwaltung beantragen – ${target.name}` })
      .click()
    await expect(page.getByRole('heading', { name: new RegExp(target.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) })).toBeVisible()
    expect(await seriousViolations(page), 'link confirm').toEqual([])
    await page.getByLabel('Nachricht an unser Team (optional)').fill('Ich leite das HR der Klinik.')
    await page.getByRole('button', { name: 'Anfrage senden' }).click()
    await expect(page.getByTestId('toast').filter({ hasText: 'Verknüpfung beantragt' })).toBeVisible()
    await expect(page).toHaveURL(/\/de\/cockpit\/institutions$/)
    const item = page.getByTestId('profiles-requested').locator(`li[data-institution-id="${target.id}"]`)
    await expect(item.getByTestId('profile-status')).toHaveText('Verwaltung beantragt')
    // A requested member sees the request, and nothing to edit.
    await expect(item.getByRole('link', { name: /Stammdaten/ })).toHaveCount(0)
    expect((await page.request.get(`/de/cockpit/institutions/facts-${target.id}`)).status()).toBe(404)

    const membership = (await (await admin.get(`/api/cms/memberships?where[institution][equals]=${target.id}&where[user][equals]=${await hrId(admin)}&depth=0`)).json())
      .docs[0] as {
      id: number
      note: string
    }
    expect(membership.note).toBe('Ich leite das HR der Klinik.')
    const team = await as.page('admin', { viewport: { width: 1280, height: 900 } })
    await setStatusInAdmin(team, 'memberships', membership.id, 'Aktiv')
    await expect.poll(async () => (await (await admin.get(`/api/cms/memberships/${membership.id}?depth=0`)).json()).status, { timeout: 15_000 }).toBe('active')
    await page.reload()
    await expect(page.getByTestId('profiles-active').locator(`li[data-institution-id="${target.id}"]`)).toBeVisible()
  })

  test('facts edited in Italian show on the public page with their date; every edit screen passes axe', async ({ as }) => {
    const page = await as.page('hr', { viewport: PHONE })
    const id = shared.created
    // A child screen opens under its profile, where the visitor was (no jump to the top).
    await page.goto('/it/cockpit/institutions')
    const factsLink = page.locator(`li[data-institution-id="${id}"]`).getByRole('link', { name: /^Fatti e cifre/ })
    await factsLink.scrollIntoViewIfNeeded()
    const before = await page.evaluate(() => window.scrollY)
    expect(before).toBeGreaterThan(0)
    await factsLink.click()
    await expect(page).toHaveURL(new RegExp(`/it/cockpit/institutions/facts-${id}$`))
    await expect(page.getByTestId('profile-panel')).toBeVisible()
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(before / 2)
    for (const screen of ['edit', 'billing', 'description', 'media', 'facts']) {
      await page.goto(`/it/cockpit/institutions/${screen}-${id}`)
      await expect(page.getByTestId('profile-panel')).toBeVisible()
      expect(await seriousViolations(page), screen).toEqual([])
    }
    await page.getByLabel('Salario medico assistente, 1° anno').fill("98'500")
    await page.getByLabel('Vacanze').fill('5')
    await page.getByLabel('Custodia dei bambini (nido)').selectOption('yes')
    await page.getByLabel('Altre prestazioni').fill('Abbonamento metà-prezzo pagato.')
    await page.getByRole('button', { name: 'Salva' }).click()
    await expect(page.getByTestId('toast').filter({ hasText: 'Fatti e cifre salvati.' })).toBeVisible()
    await expect(page.getByLabel('Salario medico assistente, 1° anno')).toHaveValue("98'500")
    // Bad input keeps what was typed and names the field.
    await page.getByLabel('Vacanze').fill('tante')
    await page.getByRole('button', { name: 'Salva' }).click()
    await expect(page.locator('#field-holidays-error')).toBeVisible()
    await expect(page.getByLabel('Vacanze')).toHaveValue('tante')
    await expect(page.getByLabel('Altre prestazioni')).toHaveValue('Abbonamento metà-prezzo pagato.')
    await page.screenshot({ path: test.info().outputPath(`facts-it-390.png`), fullPage: true })

    const today = new Date().toLocaleDateString('de-CH', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'Europe/Zurich' })
    const visitor = await (await page.context().browser()!.newContext({ viewport: PHONE })).newPage()
    await visitor.goto(`/it/institution/${id}`)
    const facts = visitor.locator('section[aria-labelledby="institution-facts"]')
    await expect(facts).toContainText("CHF 98'500")
    await expect(facts).toContainText('Abbonamento metà-prezzo pagato.')
    await expect(facts).toContainText(today)
    await visitor.context().close()
  })

  test('the create wizard can be completed with the keyboard only', async ({ as }) => {
    const page = await as.page('hr', { viewport: { width: 1280, height: 900 } })
    await page.goto('/de/cockpit/institutions/create')
    const name = `Praxis Tastatur ${stamp}`
    // The wizard is ready when it shows one step at a time (before, it is the plain form for no-JS).
    await expect(page.locator('#institution-step-billing')).toBeHidden()
    await page.getByLabel('Name des Arbeitgebers').focus()
    await page.keyboard.type(name)
    await page.keyboard.press('Tab') // category
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('Tab') // main language
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('Tab') // parent: none
    await page.keyboard.press('Tab') // website
    await page.keyboard.press('Tab') // street
    await page.keyboard.type('Bahnhofstrasse 1')
    await page.keyboard.press('Tab') // zip
    await page.keyboard.type('8001')
    await expect(page.locator('#field-contact_city')).toHaveValue('Zürich')
    await page.keyboard.press('Tab') // city (filled in)
    await page.keyboard.press('Tab') // region (preselected)
    await expect(page.locator('#field-region')).toHaveValue('ZH')
    for (let i = 0; i < 5; i++) await page.keyboard.press('Tab') // person, phone, mail, hidden, next
    await expect(page.getByRole('button', { name: 'Weiter' })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page.locator('#institution-step-billing')).toBeFocused()
    // The billing address starts from the contact address; the keyboard changes what differs.
    await expect(page.locator('#field-billing_zip')).toHaveValue('8001')
    await page.keyboard.press('Tab') // billing name
    await page.keyboard.press('ControlOrMeta+a')
    await page.keyboard.type('Praxis Tastatur AG')
    await page.keyboard.press('Tab') // department
    await page.keyboard.press('Tab') // street
    await page.keyboard.press('ControlOrMeta+a')
    await page.keyboard.type('Postfach 9')
    await page.keyboard.press('Tab') // zip (from the contact address)
    await expect(page.locator('#field-billing_city')).toHaveValue('Zürich')
    await page.keyboard.press('Tab') // city
    await page.keyboard.press('Tab') // billing type (e-mail checked)
    await page.keyboard.press('Tab') // billing e-mail
    await page.keyboard.type('rechnung@tastatur.example.ch')
    await page.keyboard.press('Tab') // back
    await page.keyboard.press('Tab') // submit
    await expect(page.getByRole('button', { name: 'Profil beantragen' })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/de\/cockpit\/institutions\/media-(\d+)\?new=1$/)
    shared.keyboard = Number(/media-(\d+)/.exec(page.url())![1])
  })
})
