import { expect, test } from './fixtures'
import { LOADING_JOKES } from '../../src/modules/essentials/data/loading-jokes'

test('a slow cockpit screen shows a medical joke while it loads, and the page itself arrives in one piece', async ({ as }) => {
  const page = await as.page('doctor')
  // Without JavaScript's help the first load is complete HTML: no loading message in it.
  const first = await page.goto('/de/cockpit/user')
  expect(first?.status()).toBe(200)
  expect(await first!.text()).not.toContain('data-testid="navigation-loading"')

  // The next screen answers slowly: the joke appears, then goes once the screen is there.
  await page.route('**/de/cockpit/user/password**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500))
    await route.continue()
  })
  await page.locator('a[href="/de/cockpit/user/password"]').first().click()
  const loading = page.getByTestId('navigation-loading')
  await expect(loading).toBeVisible()
  const text = (await loading.locator('p').textContent())?.trim()
  expect(LOADING_JOKES.de).toContain(text)
  await expect(page).toHaveURL(/\/de\/cockpit\/user\/password$/)
  await expect(loading).toBeHidden()
})
