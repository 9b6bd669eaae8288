import { expect, request, type APIRequestContext } from '@playwright/test'
import demoUsers from '../../scripts/seed/demo-users.json' with { type: 'json' }

export const DEMO = Object.fromEntries(demoUsers.map((u) => [u.email.split('@')[0], u])) as Record<'admin' | 'student' | 'doctor' | 'hr' | 'newbie', (typeof demoUsers)[number]>

/** A request context logged in as the given account (through Payload's login, same cookie as the site). */
export async function loggedIn(baseURL: string, email: string, password: string): Promise<APIRequestContext> {
  const ctx = await request.newContext({ baseURL })
  const res = await ctx.post('/api/cms/users/login', { data: { email, password } })
  expect(res.ok(), `login ${email}: ${res.status()}`).toBe(true)
  return ctx
}

/** The newest mail to an address, read through the admin API (the outbox is admin-only). */
export async function newestMail(baseURL: string, to: string): Promise<{ subject: string; text: string } | undefined> {
  const admin = await loggedIn(baseURL, DEMO.admin.email, DEMO.admin.password)
  for (let attempt = 0; attempt < 20; attempt++) {
    const res = await admin.get(`/api/cms/outbox?where[to][equals]=${encodeURIComponent(to)}&sort=-createdAt&limit=1`)
    const body = (await res.json()) as { docs: { subject: string; text: string }[] }
    if (body.docs[0]) return body.docs[0]
    await new Promise((r) => setTimeout(r, 250))
  }
  return undefined
}

export function linkIn(text: string, path: string): string {
  const match = new RegExp(`https?://[^\\s]+${path.replace(/[/?]/g, '\\$&')}[^\\s]*`).exec(text)
  if (!match) throw new Error(`no ${path} link in mail:\n${text}`)
  return new URL(match[0]).pathname + new URL(match[0]).search
}
