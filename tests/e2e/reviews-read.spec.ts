import { expect, request, test } from '@playwright/test'
import { DEMO, logInContext } from './support'
import { seriousViolations } from './axe'

// Reading reviews on an institution page (ADR 0012): everyone sees the
// count and the averages, a logged-in student reads the texts, an anonymous visitor does not.

interface InitInstitution {
  id: number
  /** public ids (ADR 0018) */
  reviews: string[]
  reviews_wsj: string[]
}

async function reviewedInstitution(baseURL: string): Promise<InitInstitution> {
  const ctx = await request.newContext({ baseURL })
  const { institutions } = (await (await ctx.get('/api/init?locale=de')).json()) as { institutions: InitInstitution[] }
  const best = [...institutions].sort((a, b) => b.reviews.length - a.reviews.length)[0]
  if (!best || best.reviews.length === 0) throw new Error('the demo data has no institution with published reviews')
  return best
}

test('a student reads review texts; an anonymous visitor sees count and averages only', async ({ browser, baseURL }) => {
  const inst = await reviewedInstitution(baseURL!)
  const path = `/de/institution/${inst.id}`
  const published = inst.reviews.length + inst.reviews_wsj.length

  // A logged-in student: the list of texts, newest first, with the employer's answers.
  const studentContext = await browser.newContext()
  await logInContext(studentContext, DEMO.student.email, DEMO.student.password)
  const student = await studentContext.newPage()
  await student.goto(path)
  const section = student.locator('section#reviews')
  await expect(section.getByRole('heading', { level: 2, name: 'Bewertungen' })).toBeVisible()
  const cards = section.locator('.review-card')
  await expect(cards.first()).toBeVisible()
  expect(await cards.count()).toBe(Math.min(10, published))
  // The overall text is shown on the card itself.
  const overallText = cards.first().locator(':scope > .plain-text').first()
  await expect(overallText).toBeVisible()
  const firstText = (await overallText.innerText()).trim()
  expect(firstText.length).toBeGreaterThan(10)
  // Dates by month only: "Verfasst im November 2026", never a day.
  await expect(cards.first()).toContainText(/Verfasst im \p{L}+ \d{4}/u)
  await expect(cards.first()).not.toContainText(/\d{1,2}\.\d{1,2}\.\d{4}/)
  // The category ratings and work facts are folded into a closed <details>: in the page (and for
  // assistive technology), shown on request.
  const more = cards.first().locator('details.review-card__more')
  const summary = more.locator('summary')
  await expect(summary).toHaveText('Alle Bewertungskategorien und Arbeitsbedingungen anzeigen')
  await expect(more).not.toHaveAttribute('open')
  await expect(more.locator('.review-card__sections')).toContainText('Work-Life-Balance')
  await expect(more.locator('.review-card__sections')).toBeHidden()
  expect(await seriousViolations(student), `${path} as student`).toEqual([])
  // On a 390 px phone the section fits the screen (no sideways scrolling) and the cards are short.
  await student.setViewportSize({ width: 390, height: 844 })
  expect(await student.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  const collapsedHeight = (await cards.first().boundingBox())!.height
  await section.screenshot({ path: test.info().outputPath('reviews-phone.png') })
  expect((await summary.boundingBox())!.height).toBeGreaterThanOrEqual(44)
  // By keyboard: the summary takes focus and Enter opens the categories.
  await summary.focus()
  await expect(summary).toBeFocused()
  await student.keyboard.press('Enter')
  await expect(more).toHaveAttribute('open')
  await expect(more.locator('.review-card__sections dt').first()).toBeVisible()
  expect((await cards.first().boundingBox())!.height).toBeGreaterThan(collapsedHeight)
  expect(await student.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  expect(await seriousViolations(student), `${path} as student, categories open`).toEqual([])
  await cards.first().screenshot({ path: test.info().outputPath('review-card-open-phone.png') })
  // Without JavaScript the <details> opens just the same.
  const noScript = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 }, storageState: await studentContext.storageState() })
  const plain = await noScript.newPage()
  await plain.goto(path)
  const plainMore = plain.locator('section#reviews .review-card').first().locator('details.review-card__more')
  await expect(plainMore.locator('.review-card__sections')).toBeHidden()
  await plainMore.locator('summary').click()
  await expect(plainMore.locator('.review-card__sections dt').first()).toBeVisible()
  await noScript.close()
  await studentContext.close()

  // Anonymous: count and averages, a login link, no review text.
  const anonymousContext = await browser.newContext()
  const page = await anonymousContext.newPage()
  await page.goto(path)
  const anon = page.locator('section#reviews')
  await expect(anon.locator('.result-count')).toContainText(`${published} veröffentlichte Bewertung`)
  await expect(anon.locator('.review-averages')).toContainText('Gesamteindruck')
  await expect(anon.locator('.review-averages')).toContainText(/\d(\.\d)? von 5/)
  await expect(anon.getByRole('link', { name: 'Anmelden und Bewertungen lesen' })).toHaveAttribute('href', `/de/login?next=${encodeURIComponent(path)}`)
  await expect(anon.locator('.review-card')).toHaveCount(0)
  expect(await page.content()).not.toContain(firstText)
  // Structured data from the published reviews.
  const ld = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((t) => JSON.parse(t) as Record<string, unknown>)
  const rating = ld.find((d) => d['@type'] === 'EmployerAggregateRating')
  expect(rating).toMatchObject({ bestRating: 5, worstRating: 1, itemReviewed: { '@type': 'Organization' } })
  expect(rating?.ratingCount).toBe(published)
  expect(await seriousViolations(page), `${path} anonymous`).toEqual([])
  await anon.screenshot({ path: test.info().outputPath('reviews-anonymous.png') })
  await anonymousContext.close()
})
