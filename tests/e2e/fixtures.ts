import { test as base, request, type APIRequestContext, type BrowserContext, type BrowserContextOptions, type Page } from '@playwright/test'
import { DEMO, sessionState } from './support'

// `test` with the demo accounts at hand: `as.page('doctor', { viewport })` is a page of a fresh
// browser context that is already logged in, `as.api('hr')` a logged-in request context. Nobody
// clicks through the login form for it (a session made directly and reused, support.ts
// sessionState, lib/session.ts); tests about logging in use the form on purpose (support.ts logIn).
export type DemoRole = 'student' | 'doctor' | 'hr' | 'admin'

export interface LoggedInAs {
  page(role: DemoRole, options?: BrowserContextOptions): Promise<Page>
  api(role: DemoRole): Promise<APIRequestContext>
}

export const test = base.extend<{ as: LoggedInAs }>({
  as: async ({ browser, baseURL }, provide) => {
    const contexts: BrowserContext[] = []
    const apis: APIRequestContext[] = []
    const state = (role: DemoRole) => sessionState(baseURL!, DEMO[role].email, DEMO[role].password)
    await provide({
      async page(role, options = {}) {
        const context = await browser.newContext({ ...options, baseURL, storageState: await state(role) })
        contexts.push(context)
        return context.newPage()
      },
      async api(role) {
        const api = await request.newContext({ baseURL, storageState: await state(role) })
        apis.push(api)
        return api
      },
    })
    await Promise.all([...contexts.map((c) => c.close()), ...apis.map((a) => a.dispose())])
  },
})

export { expect } from '@playwright/test'
