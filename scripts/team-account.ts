// `npm run team:add -- --email anna@example.ch --first-name Anna --last-name Muster [--locale fr]`
// Creates a team account (ROLE_ADMIN, verified) with a generated password printed once, or makes
// an existing account a team account (its sessions end; its password stays). This is how the first
// team member of an empty database gets in: Payload's own first-user form is closed (ADR 0014).
// The second factor is set up at the first login on /{lang}/login (ADR 0017).
import crypto from 'node:crypto'
import { parseArgs } from 'node:util'
import { z } from 'zod'
import { LocaleSchema } from '../src/i18n/locale-schema'
import { withPayload } from './lib/with-payload'

const Args = z.object({
  email: z.string().trim().toLowerCase().email(),
  'first-name': z.string().trim().min(1).max(100),
  'last-name': z.string().trim().min(1).max(100),
  locale: LocaleSchema.default('de'),
})

/** 24 random characters from four classes, so it satisfies the password rules of register. */
function generatedPassword(): string {
  const pick = (chars: string, n: number) => Array.from(crypto.randomBytes(n), (b) => chars[b % chars.length]).join('')
  const parts = pick('ABCDEFGHJKLMNPQRSTUVWXYZ', 6) + pick('abcdefghijkmnopqrstuvwxyz', 10) + pick('23456789', 6) + pick('-_.!', 2)
  const chars = [...parts]
  for (let i = chars.length - 1; i > 0; i--) {
    const j = crypto.randomInt(i + 1)
    ;[chars[i], chars[j]] = [chars[j] ?? '', chars[i] ?? '']
  }
  return chars.join('')
}

async function main(): Promise<number> {
  const { values } = parseArgs({ options: { email: { type: 'string' }, 'first-name': { type: 'string' }, 'last-name': { type: 'string' }, locale: { type: 'string' } } })
  const parsed = Args.safeParse(values)
  if (!parsed.success) {
    console.error('usage: npm run team:add -- --email <address> --first-name <name> --last-name <name> [--locale de|fr|it]')
    for (const issue of parsed.error.issues) console.error(`  --${issue.path.join('.')}: ${issue.message}`)
    return 2
  }
  const args = parsed.data
  return withPayload(async (payload) => {
    const found = await payload.find({ collection: 'users', where: { email: { equals: args.email } }, overrideAccess: true, limit: 1, depth: 0 })
    // The operator runs this on the server: the system's rights.
    if (found.docs[0]) {
      await payload.update({ collection: 'users', id: found.docs[0].id, overrideAccess: true, data: { role: 'ROLE_ADMIN', _verified: true } })
      console.log(`${args.email} is now a team account. Its password is unchanged; the second factor is set up at its next login.`)
    } else {
      const password = generatedPassword()
      await payload.create({
        collection: 'users',
        overrideAccess: true,
        disableVerificationEmail: true,
        data: {
          email: args.email,
          password,
          first_name: args['first-name'],
          last_name: args['last-name'],
          role: 'ROLE_ADMIN',
          locale: args.locale,
          _verified: true,
          gender: 'GENDER_UNSPECIFIED',
        },
      })
      console.log(`Team account ${args.email} created. Password (shown once, change it in the cockpit): ${password}`)
      console.log(`Log in at /${args.locale}/login; the second factor is set up at the first login.`)
    }
    return 0
  })
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  },
)
