import { expect, test } from '@playwright/test'

// The root layout is rendered once per request (ADR 0075): with the @modal slot in the root layout,
// Next rendered the whole layout a second time for its not-found boundary, a second <html>, header
// and footer in every page's RSC payload.
test('a page holds the root layout once in its RSC payload, a 404 too', async ({ request }) => {
  const list = await (await request.get('/de/jobs')).text()
  const job = /href="(\/de\/job\/\d+)[?"]/.exec(list)?.[1]
  expect(job, 'a job on the search page').toBeTruthy()
  for (const path of [job!, '/fr', `/it/non-esiste-${Date.now()}`]) {
    const flight = await (await request.get(path, { headers: { RSC: '1' } })).text()
    expect(flight.match(/\["\$","html",/g)?.length, `${path}: <html> elements`).toBe(1)
    expect(flight.match(/"className":"skip-link"/g)?.length, `${path}: skip links`).toBe(1)
  }
})
