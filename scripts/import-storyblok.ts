// `npm run import:storyblok -- --space <id> --token <token> [--oauth <token>] [--endpoint <url>] [--dry-run] [--drafts]`
// Copies a Storyblok space into our collections (stories in every language, assets, links,
// datasources) and prints what it did; a second run updates, never duplicates (ADR 0069, README).
// Like `npm run seed`: DATABASE_URL, else the embedded PostgreSQL in DATA_DIR (migrated first).
import { parseArgs } from 'node:util'
import { z } from '../src/lib/zod'
import { withPayload } from './lib/with-payload'

const Args = z.object({
  space: z.string().trim().regex(/^\d+$/, 'a space id (digits)'),
  token: z.string().trim().min(1),
  oauth: z.string().trim().min(1).optional(),
  endpoint: z.string().trim().url().optional(),
  'dry-run': z.boolean().default(false),
  drafts: z.boolean().default(false),
})

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      space: { type: 'string' },
      token: { type: 'string' },
      oauth: { type: 'string' },
      endpoint: { type: 'string' },
      'dry-run': { type: 'boolean' },
      drafts: { type: 'boolean' },
    },
  })
  const parsed = Args.safeParse(values)
  if (!parsed.success) {
    console.error('usage: npm run import:storyblok -- --space <id> --token <token> [--oauth <token>] [--endpoint <url>] [--dry-run] [--drafts]')
    for (const issue of parsed.error.issues) console.error(`  --${issue.path.join('.')}: ${issue.message}`)
    return 2
  }
  const args = parsed.data
  return withPayload(async (payload) => {
    const { importSpace } = await import('../src/modules/content/storyblok-import/import-space')
    const report = await importSpace(payload, { space: args.space, token: args.token, oauth: args.oauth, endpoint: args.endpoint, dryRun: args['dry-run'], drafts: args.drafts })
    for (const line of report.lines(args['dry-run'])) console.log(line)
    return 0
  })
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    // the client's errors are { message, status, response }
    const e = error as { message?: unknown; status?: unknown }
    console.error(typeof e?.status === 'number' ? `Storyblok answered ${e.status || 'nothing'}: ${String(e.message)}` : error instanceof Error ? error.message : String(error))
    process.exit(1)
  },
)
