import { readFileSync } from 'node:fs'
import { z } from 'zod'
import { seal } from '../../../src/modules/accounts/sealed'
import { DEMO_USERS_FILE } from '../generate/users'
import type { SeedContext } from './context'

// The demo team account signs in with a second factor like every team account (ADR 0017). Its
// TOTP secret is fixed and published (demo-users.json, README), so people and the end-to-end tests
// can generate its codes. Demo data only: a real team account sets up its own on first login.
const Demo = z.array(
  z.object({
    email: z.string(),
    totp_secret: z
      .string()
      .regex(/^[A-Z2-7]{16,}$/)
      .optional(),
  }),
)

export async function insertDemoSecondFactors(ctx: SeedContext): Promise<void> {
  const demo = Demo.parse(JSON.parse(readFileSync(DEMO_USERS_FILE, 'utf8')))
  for (const user of demo) {
    if (!user.totp_secret) continue
    await ctx.payload.db.pool.query(
      `INSERT INTO account_second_factors (user_id, secret_sealed) SELECT id, $2 FROM users WHERE email = $1
       ON CONFLICT (user_id) DO UPDATE SET secret_sealed = excluded.secret_sealed, last_step = NULL, failed_codes = 0`,
      [user.email, seal(ctx.payload.secret, 'totp-secret', user.totp_secret)],
    )
  }
}
