import { parseArgs } from 'node:util'
import { z } from 'zod'

export const SeedOptionsSchema = z.object({
  jobs: z.coerce.number().int().min(0).max(1_000_000).default(1500),
  reset: z.boolean().default(false),
  bulk: z.boolean().default(false),
  seed: z.string().trim().min(1).max(100).default('helvemed'),
})

export type SeedOptions = z.infer<typeof SeedOptionsSchema>

/** A problem the user can fix (bad arguments, a database that needs --reset): reported without a stack. */
export class SeedUsageError extends Error {}

export const USAGE = `Usage: node --import tsx scripts/seed/index.ts [--jobs N] [--reset] [--bulk] [--seed S]

  --jobs N   number of job ads (default 1500; above 3000 they are bulk-inserted with SQL)
  --reset    empty every app table first (required when the database already has users)
  --bulk     bulk-insert the jobs with SQL even below 3000 (same rows as through Payload)
  --seed S   seed of the random generator (default "helvemed"); same arguments, same data

Without DATABASE_URL an embedded PostgreSQL is started in DATA_DIR (default .data)
on EMBEDDED_PG_PORT (default 54329) and migrated first.`

const ARG_OPTIONS = {
  jobs: { type: 'string' },
  reset: { type: 'boolean' },
  bulk: { type: 'boolean' },
  seed: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const

function readArgs(argv: readonly string[]) {
  try {
    return parseArgs({ args: [...argv], options: ARG_OPTIONS, strict: true, allowPositionals: false }).values
  } catch (error) {
    throw new SeedUsageError(`${error instanceof Error ? error.message : String(error)}\n\n${USAGE}`)
  }
}

/** Parses argv (without node and script) into validated options; throws with a readable message. */
export function parseSeedOptions(argv: readonly string[]): SeedOptions | 'help' {
  const values = readArgs(argv)
  if (values.help) return 'help'
  const parsed = SeedOptionsSchema.safeParse(values)
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  --${issue.path.join('.')}: ${issue.message}`)
    throw new SeedUsageError(`Invalid arguments:\n${lines.join('\n')}\n\n${USAGE}`)
  }
  return parsed.data
}
