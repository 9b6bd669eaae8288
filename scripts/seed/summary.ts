import fs from 'node:fs'
import path from 'node:path'
import type { Pool } from 'pg'
import type { UserSpec } from './generate/types'

const COUNTED = [
  'users',
  'memberships',
  'institutions',
  'jobs',
  'reviews',
  'internships',
  'media',
  'fields',
  'levels',
  'regions',
  'categories',
  'countries',
  'genders',
  'review_durations',
  'products',
  'articles',
  'article_categories',
  'tags',
  'authors',
  'links',
  'redirects',
  'pages',
] as const

/** Counts per table, and jobs per cockpit state as of now (same rules as the generator's states). */
export async function collectCounts(pool: Pool): Promise<{ tables: Record<string, number>; jobStates: Record<string, number> }> {
  const tables: Record<string, number> = {}
  for (const table of COUNTED) {
    const r = await pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM "${table}"`)
    tables[table] = r.rows[0]?.n ?? 0
  }
  const states = await pool.query<{ state: string; n: number }>(`
    SELECT CASE
      WHEN status = 'draft' THEN 'draft'
      WHEN crawler_decline THEN 'declined'
      WHEN crawler_job AND NOT has_full_access THEN 'pendingAccess'
      WHEN online_from > now() THEN 'future'
      WHEN online_until < now() THEN 'expired'
      WHEN paused THEN 'paused'
      ELSE 'active' END AS state, count(*)::int AS n
    FROM jobs GROUP BY 1 ORDER BY 2 DESC`)
  return { tables, jobStates: Object.fromEntries(states.rows.map((r) => [r.state, r.n])) }
}

function table(rows: string[][]): string {
  const widths = rows[0]?.map((_, col) => Math.max(...rows.map((r) => (r[col] ?? '').length))) ?? []
  return rows
    .map((r) =>
      r
        .map((cell, col) => cell.padEnd(widths[col] ?? 0))
        .join('  ')
        .trimEnd(),
    )
    .join('\n')
}

export function loginsTable(users: readonly UserSpec[]): string {
  const demo = users.filter((u) => u.label !== null)
  return table([['email', 'password', 'role', 'what to try'], ...demo.map((u) => [u.email, u.password, u.role ?? '(none)', u.label ?? ''])])
}

/** server/start.ts prints this file after the start; rewritten only when the logins change. */
export function writeLoginsFile(file: string, text: string): void {
  const content = `${text}\n`
  if (fs.existsSync(file) && fs.readFileSync(file, 'utf8') === content) return
  fs.mkdirSync(path.dirname(file), { recursive: true })
  fs.writeFileSync(file, content)
}

export function formatSummary(counts: Awaited<ReturnType<typeof collectCounts>>, seconds: number, logins: string): string {
  const perTable = Object.entries(counts.tables).map(([name, n]) => [name, String(n)])
  const perState = Object.entries(counts.jobStates).map(([name, n]) => [name, String(n)])
  return [
    '',
    'Demo data loaded:',
    table(perTable).replace(/^/gm, '  '),
    '',
    'Jobs by cockpit state (now):',
    table(perState).replace(/^/gm, '  '),
    '',
    `Elapsed: ${seconds.toFixed(1)} s`,
    '',
    'Demo logins:',
    logins.replace(/^/gm, '  '),
    '',
  ].join('\n')
}
