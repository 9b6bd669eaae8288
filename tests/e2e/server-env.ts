// The e2e server's address and environment: one place for Playwright's `webServer`
// (playwright.config.ts) and `npm run test:e2e:prepare` (scripts/e2e-prepare.ts), which migrates,
// seeds and builds for that server while Vitest runs (ADR 0058, Session 16).
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100)
export const BASE_URL = `http://localhost:${E2E_PORT}`

/** The environment `server/start.ts` gets for the e2e run (on top of the caller's). */
export function e2eServerEnv() {
  return {
    PORT: String(E2E_PORT),
    DATA_DIR: process.env.E2E_DATA_DIR ?? '.data-e2e',
    EMBEDDED_PG_PORT: process.env.E2E_PG_PORT ?? '54339',
    PUBLIC_URL: BASE_URL,
    // Plain http on localhost: Playwright's API client (unlike Chromium) drops Secure cookies there.
    SECURE_COOKIES: 'false',
    // The daily alert mails would land in the outbox the tests read (the integration tests run that task).
    JOBS_AUTORUN: 'false',
  }
}
