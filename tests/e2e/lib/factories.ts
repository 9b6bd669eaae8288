import { expect, type APIRequestContext } from '@playwright/test'
import type { Locale } from '../../../src/i18n/locales'
import { adminApi, DEMO } from '../support'
import { db } from './session'

// Data of a test's own, made through the team's REST API (`/api/cms`, so the collections' hooks and
// rules run as for the team's own edits), each with a unique stamp: a spec that counts, caches or
// changes something works on rows no other test reads, and runs beside the others (ADR 0058).
// tests/support/factories.ts is the integration tests' counterpart (Payload's local API).

/** The password of every account made here (passes the password policy). */
export const FACTORY_PASSWORD = 'Helvemed-E2e-2026'

export type FactoryRole = 'ROLE_STUDENT' | 'ROLE_DOCTOR' | 'ROLE_INSTITUTION' | 'ROLE_ADMIN'

let counter = 0
/** A stamp no other test (nor an earlier run on the same database) uses: letters only, so it is also a search word. */
export function uniqueStamp(): string {
  const n = BigInt(Date.now()) * 1000n + BigInt(process.pid % 1000) * 10n + BigInt(counter++ % 10)
  return n
    .toString(26)
    .split('')
    .map((d) => String.fromCharCode(97 + parseInt(d, 26)))
    .join('')
}

async function created<T>(res: Awaited<ReturnType<APIRequestContext['post']>>, what: string): Promise<T> {
  expect(res.status(), `${what}: ${await res.text()}`).toBe(201)
  return ((await res.json()) as { doc: T }).doc
}

/** The id of the first row of an essentials list (region, category, field, level). */
export async function firstEssential(baseURL: string, collection: 'regions' | 'categories' | 'fields' | 'levels'): Promise<number> {
  const api = await adminApi(baseURL)
  const { docs } = (await (await api.get(`/api/cms/${collection}?limit=1&depth=0&sort=id`)).json()) as { docs: { id: number }[] }
  expect(docs[0], `the demo data has ${collection}`).toBeTruthy()
  return docs[0]!.id
}

export interface Account {
  id: number
  email: string
  password: string
}

export interface AccountOptions {
  locale?: Locale
  first_name?: string
  last_name?: string
  password?: string
  stamp?: string
  /**
   * A team account with the demo team account's second factor (a copy of its sealed secret, as a
   * TOTP setup leaves it): /admin is the team's only on a session that passed a second factor
   * (ADR 0017), and the tests' sessions are made directly (lib/session.ts). Without it a new team
   * account is led through the setup at its first login.
   */
  secondFactor?: boolean
}

/** A verified account of a role (no verification mail), with the factory's password unless given. */
export async function newAccount(baseURL: string, role: FactoryRole, opts: AccountOptions = {}): Promise<Account> {
  const api = await adminApi(baseURL)
  const email = `e2e-${role.slice(5).toLowerCase()}-${opts.stamp ?? uniqueStamp()}@example.ch`
  const doc = await created<{ id: number }>(
    await api.post('/api/cms/users', {
      data: {
        email,
        password: opts.password ?? FACTORY_PASSWORD,
        first_name: opts.first_name ?? 'Tina',
        last_name: opts.last_name ?? 'Test',
        gender: 'GENDER_FEMALE',
        role,
        locale: opts.locale ?? 'de',
        _verified: true,
      },
    }),
    `account ${email}`,
  )
  if (opts.secondFactor) {
    const { rowCount } = await db().query(
      `INSERT INTO account_second_factors (user_id, secret_sealed, last_step, failed_codes, enabled_at)
       SELECT $1, f.secret_sealed, NULL, 0, now() FROM account_second_factors f JOIN users u ON u.id = f.user_id WHERE lower(u.email) = lower($2)`,
      [doc.id, DEMO.admin.email],
    )
    expect(rowCount, 'the demo team account has a second factor').toBe(1)
  }
  return { id: doc.id, email, password: opts.password ?? FACTORY_PASSWORD }
}

export interface Institution {
  id: number
  name: string
  /** the account that manages it (an active membership), when asked for */
  manager?: Account
}

/** An active institution named with a unique stamp; `manager: true` adds an employer account that manages it. */
export async function newInstitution(baseURL: string, opts: { name?: string; manager?: boolean; data?: Record<string, unknown> } = {}): Promise<Institution> {
  const api = await adminApi(baseURL)
  const stamp = uniqueStamp()
  const name = opts.name ?? `Testspital ${stamp}`
  const [region, category] = await Promise.all([firstEssential(baseURL, 'regions'), firstEssential(baseURL, 'categories')])
  const doc = await created<{ id: number }>(
    await api.post('/api/cms/institutions', {
      data: { name, slug: `testspital-${stamp}`, status: 'active', region, category, main_lang: 'de', ...opts.data },
    }),
    `institution ${name}`,
  )
  const institution: Institution = { id: doc.id, name }
  if (opts.manager) {
    institution.manager = await newAccount(baseURL, 'ROLE_INSTITUTION', { stamp })
    await created(await api.post('/api/cms/memberships', { data: { user: institution.manager.id, institution: doc.id, status: 'active' } }), 'membership')
  }
  return institution
}

export interface Job {
  id: number
  title: string
}

/**
 * A published German text ad of the institution, online from a minute ago for 30 days (or as
 * `data` says: `product` for a package, `online_until`, `paused`, …); the title carries a stamp.
 */
export async function newJob(baseURL: string, institution: number, opts: { title?: string; data?: Record<string, unknown> } = {}): Promise<Job> {
  const api = await adminApi(baseURL)
  const stamp = uniqueStamp()
  const title = opts.title ?? `Assistenzarzt Innere Medizin ${stamp}`
  const [field, level] = await Promise.all([firstEssential(baseURL, 'fields'), firstEssential(baseURL, 'levels')])
  const now = Date.now()
  const doc = await created<{ id: number }>(
    await api.post('/api/cms/jobs', {
      data: {
        title,
        slug: `assistenzarzt-${stamp}`,
        institution,
        locale: 'de',
        fields: [field],
        levels: [level],
        pensum_min: 80,
        pensum_max: 100,
        available_from_type: 'immediate',
        type: 'text',
        content: { teaser: 'Ein Team, das Weiterbildung ernst nimmt.', task: 'Stationsarbeit und Notfall.' },
        status: 'published',
        online_from: new Date(now - 60_000).toISOString(),
        online_until: new Date(now + 30 * 86_400_000).toISOString(),
        ...opts.data,
      },
    }),
    `job ${title}`,
  )
  return { id: doc.id, title }
}

/**
 * A free listing of the institution read from its website (ADR 0071): crawled, not taken over,
 * with its original on the employer's site; online as newJob's ads (or as `data` says).
 */
export async function newCrawledJob(baseURL: string, institution: number, opts: { title?: string; data?: Record<string, unknown> } = {}): Promise<Job & { original: string }> {
  const original = `https://karriere.example.ch/stellen/${uniqueStamp()}`
  const job = await newJob(baseURL, institution, { title: opts.title, data: { crawler_job: true, has_full_access: false, original, apply: original, ...opts.data } })
  return { ...job, original }
}

/** A published review of the institution by the author (rated 4, a short summary); `data` adds or overrides fields. */
export async function newReview(baseURL: string, spec: { author: number; institution: number; data?: Record<string, unknown> }): Promise<{ id: number; public_id: string }> {
  const api = await adminApi(baseURL)
  const [field, level] = await Promise.all([firstEssential(baseURL, 'fields'), firstEssential(baseURL, 'levels')])
  return created(
    await api.post('/api/cms/reviews', {
      data: {
        author: spec.author,
        institution: spec.institution,
        field,
        level,
        status: 'published',
        summary_rating: 4,
        summary_feedback: 'Gute Weiterbildung und ein faires Team.',
        ...spec.data,
      },
    }),
    'review',
  )
}

/** A placement of the elective year (dates as YYYY-MM-DD). */
export async function newInternship(baseURL: string, spec: { user: number; institution: number; start: string; end: string; field?: number }): Promise<{ id: number }> {
  const api = await adminApi(baseURL)
  const field = spec.field ?? (await firstEssential(baseURL, 'fields'))
  return created(await api.post('/api/cms/internships', { data: { ...spec, field } }), 'internship')
}
