import { expect, request, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test'
import { Secret, TOTP } from 'otpauth'
import demoUsers from '../../scripts/seed/demo-users.json' with { type: 'json' }
import { createSessionToken } from './lib/session'

type DemoUser = (typeof demoUsers)[number] & { totp_secret?: string }
export const DEMO = Object.fromEntries(demoUsers.map((u) => [u.email.split('@')[0], u])) as Record<'admin' | 'student' | 'doctor' | 'hr' | 'newbie', DemoUser>

/** TOTP secrets the tests know, by account (the seed gives the demo team account a fixed one). */
const secrets = new Map<string, string>((demoUsers as DemoUser[]).filter((u) => u.totp_secret).map((u) => [u.email, u.totp_secret!]))
export function rememberTotpSecret(email: string, secret: string): void {
  secrets.set(email, secret.replace(/\s+/g, ''))
}

const usedSteps = new Map<string, number>()

/**
 * A code for the secret that the server has not seen yet: the server refuses a step it already
 * accepted (and any older one), and accepts one step ahead. So: the current step, else the next
 * one, else wait for time to catch up.
 */
export async function freshTotp(secret: string): Promise<string> {
  const key = secret.replace(/\s+/g, '')
  const now = Math.floor(Date.now() / 30_000)
  const step = Math.max(now, (usedSteps.get(key) ?? -1) + 1)
  if (step > now + 1) await new Promise((r) => setTimeout(r, (step - 1) * 30_000 - Date.now() + 1_000))
  usedSteps.set(key, step)
  return TOTP.generate({ secret: Secret.fromBase32(key), timestamp: step * 30_000 + 1, period: 30, digits: 6, algorithm: 'SHA1' })
}

/** The code step after the password (skipped when the account has no second factor). */
export async function completeCodeStep(page: Page, email: string): Promise<void> {
  if (!/\/login\/code$/.test(new URL(page.url()).pathname)) return
  const secret = secrets.get(email)
  if (!secret) throw new Error(`${email} asks for a code, and the tests know no secret for it`)
  // A server that saw a code from an earlier test process refuses it as reused: try the next one.
  for (let attempt = 0; attempt < 3; attempt++) {
    await page.locator('input[name="code"]').fill(await freshTotp(secret))
    const answered = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname.endsWith('/login/code'), { timeout: 30_000 })
    await page
      .locator('form')
      .filter({ has: page.locator('input[name="code"]') })
      .locator('button[type="submit"]')
      .click()
    await answered
    await page.waitForURL((url) => !url.pathname.endsWith('/login/code'), { timeout: 5_000 }).catch(() => undefined)
    if (!new URL(page.url()).pathname.endsWith('/login/code')) return
  }
  throw new Error(`${email}: no code accepted`)
}

/** Logs a page in through our login form (the only login there is), code step included. */
export async function logIn(page: Page, email: string, password: string, opts: { lang?: string; next?: string } = {}): Promise<void> {
  const lang = opts.lang ?? 'de'
  await page.goto(`/${lang}/login${opts.next ? `?next=${encodeURIComponent(opts.next)}` : ''}`)
  await page.locator('input[name="email"]').fill(email)
  await page.locator('input[name="password"]').fill(password)
  await page
    .locator('form')
    .filter({ has: page.locator('input[name="password"]') })
    .locator('button[type="submit"]')
    .click()
  await page.waitForURL((url) => url.pathname !== `/${lang}/login`)
  await completeCodeStep(page, email)
}

/** Logs a browser context in (its pages and its `request` share the session). */
export async function logInContext(context: BrowserContext, email: string, password: string): Promise<void> {
  const page = await context.newPage()
  await logIn(page, email, password)
  await page.close()
}

export type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>

/**
 * Sessions by base URL and account, made directly (lib/session.ts: no login form, no TOTP step to
 * wait for) and reused while the server still knows them: a test that logs one out, or changes the
 * account, makes the next caller get a new one. Each Playwright worker keeps its own.
 */
const sessions = new Map<string, StorageState>()

async function stillLoggedIn(baseURL: string, state: StorageState): Promise<boolean> {
  const ctx = await request.newContext({ baseURL, storageState: state })
  try {
    return Boolean(((await (await ctx.get('/api/_auth/session')).json()) as { user: unknown }).user)
  } finally {
    await ctx.dispose()
  }
}

/** The session cookie of a new session of the account, for a context on baseURL. */
export async function sessionCookie(baseURL: string, email: string): Promise<StorageState['cookies'][number]> {
  return {
    name: 'payload-token',
    value: await createSessionToken(email),
    domain: new URL(baseURL).hostname,
    path: '/',
    expires: -1,
    httpOnly: true,
    secure: false,
    sameSite: 'Lax',
  }
}

/** Logs a browser context in without the form (its pages and its `request` share the session). */
export async function useSession(context: BrowserContext, baseURL: string, email: string): Promise<void> {
  await context.addCookies([await sessionCookie(baseURL, email)])
}

/** The cookies of a logged-in session of the account, new or reused. */
export async function sessionState(baseURL: string, email: string, _password?: string): Promise<StorageState> {
  const key = `${baseURL} ${email}`
  const known = sessions.get(key)
  if (known && (await stillLoggedIn(baseURL, known))) return known
  const state: StorageState = { cookies: [await sessionCookie(baseURL, email)], origins: [] }
  expect(await stillLoggedIn(baseURL, state), `a session made for ${email} (tests/e2e/lib/session.ts) is not accepted by the server`).toBe(true)
  sessions.set(key, state)
  return state
}

/** A request context logged in as the given account (a reused session, see sessionState). */
export async function loggedIn(baseURL: string, email: string, password: string): Promise<APIRequestContext> {
  return request.newContext({ baseURL, storageState: await sessionState(baseURL, email, password) })
}

const adminContexts = new Map<string, Promise<APIRequestContext>>()
/** The team's API context, logged in once per test process (each login spends a TOTP step). */
export async function adminApi(baseURL: string): Promise<APIRequestContext> {
  let ctx = adminContexts.get(baseURL)
  if (ctx && (await (await ctx).get('/api/_auth/session').then((r) => r.json() as Promise<{ user: unknown }>)).user) return ctx
  ctx = loggedIn(baseURL, DEMO.admin.email, DEMO.admin.password)
  adminContexts.set(baseURL, ctx)
  return ctx
}

/** The newest mail to an address, read through the admin API (the outbox is admin-only). */
export async function newestMail(baseURL: string, to: string, opts: { subject?: RegExp } = {}): Promise<{ subject: string; text: string } | undefined> {
  const admin = await adminApi(baseURL)
  for (let attempt = 0; attempt < 20; attempt++) {
    const res = await admin.get(`/api/cms/outbox?where[to][equals]=${encodeURIComponent(to)}&sort=-createdAt&limit=5`)
    const body = (await res.json()) as { docs: { subject: string; text: string }[] }
    const mail = body.docs.find((m) => !opts.subject || opts.subject.test(m.subject))
    if (mail) return mail
    await new Promise((r) => setTimeout(r, 250))
  }
  return undefined
}

export function linkIn(text: string, path: string): string {
  const match = new RegExp(`https?://[^\\s]+${path.replace(/[/?]/g, '\\$&')}[^\\s]*`).exec(text)
  if (!match) throw new Error(`no ${path} link in mail:\n${text}`)
  return new URL(match[0]).pathname + new URL(match[0]).search
}
