import { existsSync } from 'node:fs'
import { defineConfig, devices } from '@playwright/test'
import { BASE_URL, e2eServerEnv } from './tests/e2e/server-env'

// End-to-end tests drive the production build, started exactly as `npm start` does, on its own
// data directory and ports, in Debian's Chromium.
export { BASE_URL }

// Specs that change what every other test sees run after the parallel project (ADR 0058): a global
// setting (the billing settings; the analytics setup that puts a consent banner on every page), or
// app processes of their own that run the due tasks on the suite's data (two-processes: the overdue
// banner of task-runs-admin would go). They do not disturb one another, so they run two at a time: the analytics and
// billing settings are read by no other spec of the group, and two-processes asks for its kept page
// until it is kept (lib/kept.ts). Every other spec makes the data it counts, caches or changes
// (tests/e2e/lib/factories.ts) and runs in parallel; media-bucket too (its own process with its own
// bucket and media folder, no tasks, one upload of its own).
const AFTER = ['two-processes.spec.ts', 'invoices-creditor.spec.ts', 'consent.spec.ts'].map((f) => `**/${f}`)
// server-restart kills the suite's app process: last, with nothing beside it. shared-cache too: its
// Varnish must see no purge but its own edits' (consent's setup change beside it empties every page).
const LAST = ['**/server-restart.spec.ts', '**/shared-cache.spec.ts']

// Debian's headless shell (package chromium-headless-shell) when installed: the same Chromium build
// without the full browser's window and GPU process, about half the browser's CPU for the same tests
// (ADR 0058, Session 17); the full browser otherwise. CHROMIUM_PATH overrides.
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell'
const CHROMIUM = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium')

// Workers match the cores (2 on CI); E2E_WORKERS overrides.
const WORKERS = Number(process.env.E2E_WORKERS ?? 2)

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: WORKERS,
  retries: process.env.CI ? 1 : 0,
  // Two workers share the cores with the server: the long wizard tests (a dozen axe runs) need more than 60 s on a loaded machine.
  timeout: 90_000,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: BASE_URL,
    // A trace is recorded for the retry of a failed test, not for every test (recording every
    // action's snapshot took a fifth of the browser's and the runner's CPU; ADR 0058, Session 17).
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  projects: [
    { name: 'chromium', testIgnore: [...AFTER, ...LAST], use: { ...devices['Desktop Chrome'], channel: undefined } },
    {
      name: 'alone',
      testMatch: AFTER,
      dependencies: ['chromium'],
      fullyParallel: false,
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
    { name: 'last', testMatch: LAST, dependencies: ['alone'], workers: 1, use: { ...devices['Desktop Chrome'], channel: undefined } },
  ],
  webServer: {
    // node directly (not npm): Playwright stops the server with SIGTERM, which npm does not pass on.
    command: 'node --import tsx server/start.ts',
    url: `${BASE_URL}/api/_auth/session`,
    timeout: 15 * 60_000,
    reuseExistingServer: !process.env.CI,
    stdout: 'pipe',
    stderr: 'pipe',
    // Migrated, seeded and built beforehand by `npm run test:e2e:prepare` in `npm test` (ADR 0058, Session 16).
    env: e2eServerEnv(),
  },
})
