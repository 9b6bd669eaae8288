import fs from 'node:fs'
import { expect, test } from '@playwright/test'
import { BASE_URL } from '../../playwright.config'

// `npm start` (server/start.ts) starts the app process again when it dies, and keeps PostgreSQL
// running meanwhile: kill next-server hard and the platform answers again within a bounded time.

const port = new URL(BASE_URL).port

/** The next-server process serving our port (Linux: /proc; its title is "next-server (vX)", its environment has PORT). */
function nextServerPid(): number | null {
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const cmd = fs.readFileSync(`/proc/${entry}/cmdline`, 'utf8')
      if (!cmd.startsWith('next-server')) continue
      const env = fs.readFileSync(`/proc/${entry}/environ`, 'utf8').split('\0')
      if (env.includes(`PORT=${port}`)) return Number(entry)
    } catch {
      // ended meanwhile, or not ours to read
    }
  }
  return null
}

test('a killed app process is restarted and serves pages again', async ({ page, request }) => {
  test.setTimeout(120_000)
  test.skip(!fs.existsSync('/proc/self/environ'), 'needs Linux /proc to find the server process')
  const before = nextServerPid()
  expect(before, `no next-server with PORT=${port}`).not.toBeNull()

  process.kill(before!, 'SIGKILL')
  const killedAt = Date.now()

  // Back within a minute: 1 s back-off plus the app's start.
  await expect
    .poll(
      async () => {
        try {
          return (await request.get('/api/_auth/session', { timeout: 5000 })).status()
        } catch {
          return 0
        }
      },
      { timeout: 60_000, intervals: [500] },
    )
    .toBe(200)
  const after = nextServerPid()
  expect(after).not.toBeNull()
  expect(after).not.toBe(before)
  console.log(`next-server ${before} killed, ${after} answering after ${((Date.now() - killedAt) / 1000).toFixed(1)} s`)

  // The database stayed up: a page with data renders.
  const res = await page.goto('/de/jobs')
  expect(res?.status()).toBe(200)
  await expect(page.locator('main')).toBeVisible()
})
