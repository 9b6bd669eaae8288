import type { SeedOptions } from './cli'
import { generateInstitutions } from './generate/institutions'
import { generateInternships } from './generate/internships'
import { generateJobs } from './generate/jobs'
import { generateReviews } from './generate/reviews'
import type { UserSpec } from './generate/types'
import { generateUsers, hrMemberships, loadDemoUsers, pickHrInstitutions, userIndex } from './generate/users'
import { insertBillingSettings, insertDemoInvoices } from './insert/billing'
import { insertContent } from './insert/content'
import { insertLegalPages, insertGuidePage } from './insert/pages'
import type { SeedContext } from './insert/context'
import { insertEssentials } from './insert/essentials'
import { insertInstitutions } from './insert/institutions'
import { insertJobs, shouldBulkInsert } from './insert/jobs'
import { insertInternships, insertReviews } from './insert/reviews'
import { insertDemoSecondFactors } from './insert/second-factor'
import { insertStatistics } from './insert/statistics'
import { insertMemberships, insertUsers } from './insert/users'
import { Random } from './random'

/** Institutions that get reviews (and students): about 120, weighted towards the big ones. */
const REVIEWED_INSTITUTIONS = 120
const MAX_PDF_JOBS = 40

async function step<T>(ctx: SeedContext, label: string, fn: () => Promise<T>): Promise<T> {
  const started = Date.now()
  const result = await fn()
  ctx.log(`${label.padEnd(28)} ${((Date.now() - started) / 1000).toFixed(1)} s`)
  return result
}

/** Generates and writes everything; returns the users (for the logins table). */
export async function seed(ctx: SeedContext, options: SeedOptions): Promise<UserSpec[]> {
  const rng = new Random(options.seed)

  const ids = await step(ctx, 'essentials', () => insertEssentials(ctx))

  const institutions = generateInstitutions(rng.fork('institutions'), ctx.anchor)
  const institutionIds = await step(ctx, `institutions (${institutions.length})`, () => insertInstitutions(ctx, rng.fork('artwork'), institutions, ids))

  const users = generateUsers(rng.fork('users'), loadDemoUsers())
  const hr = pickHrInstitutions(institutions)
  const memberships = hrMemberships(userIndex(users, 'hr@helvemed.test'), hr)
  const userIds = await step(ctx, `users (${users.length})`, async () => {
    const created = await insertUsers(ctx, users)
    await insertMemberships(ctx, memberships, created, institutionIds)
    await insertDemoSecondFactors(ctx)
    return created
  })

  const jobs = generateJobs({
    rng: rng.fork('jobs'),
    anchor: ctx.anchor,
    count: options.jobs,
    institutions,
    featured: hr.active,
    maxPdf: MAX_PDF_JOBS,
  })
  const bulk = shouldBulkInsert(options.jobs, options.bulk)
  await step(ctx, `jobs (${options.jobs}, ${bulk ? 'SQL bulk' : 'Payload API'})`, () => insertJobs(ctx, jobs, { ids, institutionIds, institutions }, options.jobs, bulk))

  const reviewRng = rng.fork('reviews')
  const reviewable = institutions.flatMap((inst, index) => (inst.status === 'active' && inst.reviewable ? [index] : []))
  const pool = [...new Set([...hr.active, ...reviewRng.weightedSample(reviewable, (i) => institutions[i]?.jobWeight ?? 1, REVIEWED_INSTITUTIONS)])]
  const studentPool = pool.filter((i) => !['PRACTICE', 'OTHER'].includes(institutions[i]?.category ?? 'OTHER'))
  const demoStudent = userIndex(users, 'student@helvemed.test')
  const internships = generateInternships({
    rng: rng.fork('internships'),
    anchor: ctx.anchor,
    institutions,
    pool: studentPool,
    students: users.flatMap((u, i) => (u.role === 'ROLE_STUDENT' ? [i] : [])),
    demoStudent,
  })
  const reviews = generateReviews({
    rng: reviewRng,
    anchor: ctx.anchor,
    institutions,
    users,
    internships,
    memberships,
    pool,
    demoStudent,
    demoDoctor: userIndex(users, 'doctor@helvemed.test'),
  })
  const refs = { ids, userIds, institutionIds }
  const reviewIds = await step(ctx, `reviews (${reviews.length})`, () => insertReviews(ctx, reviews, refs))
  await step(ctx, `internships (${internships.length})`, () => insertInternships(ctx, internships, { ...refs, reviewIds }))

  await step(ctx, 'content and settings', () => insertContent(ctx, rng.fork('content'), institutions, institutionIds))
  await step(ctx, 'legal pages', () => insertLegalPages(ctx))
  await step(ctx, 'elective-year guide (content blocks)', () => insertGuidePage(ctx))
  await step(ctx, 'billing settings, invoices', async () => {
    await insertBillingSettings(ctx)
    await insertDemoInvoices(
      ctx,
      hr.active.map((i) => institutionIds[i]).filter((id): id is number => id !== undefined),
    )
  })
  await step(ctx, 'statistics (400 days)', () => insertStatistics(ctx))
  return users
}
