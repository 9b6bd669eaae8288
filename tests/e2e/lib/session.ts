import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { SignJWT } from 'jose'
import pg from 'pg'
import { suiteDatabaseUrl, suiteDataDir } from './app-process'

// A session made directly, without the login form (ADR 0058): what Payload's login stores and
// signs after a right password (and, for the team, our code step), written the same way: a row in
// users_sessions and a token signed with the server's secret. The login form and its code step
// have their own tests (account-security.spec.ts keeps the one real login with TOTP); every other
// test starts from here, so no test waits for a fresh TOTP step. When Payload changes its token
// format the server refuses the token and sessionState (support.ts) fails loudly.

/** Payload's JWT header version (payload/dist/auth/jwtAuth.js) and its key: sha256(secret), hex, 32 chars (Payload's constructor). */
const JWT_AUTH_VERSION = 1
const TEAM_IDLE_SECONDS = 30 * 60
const MEMBER_IDLE_SECONDS = 7 * 24 * 60 * 60
const TOKEN_SECONDS = 14 * 24 * 60 * 60

function payloadKey(): Uint8Array {
  const secret = fs.readFileSync(path.join(suiteDataDir, 'secret'), 'utf8').trim()
  return new TextEncoder().encode(crypto.createHash('sha256').update(secret).digest('hex').slice(0, 32))
}

let pool: pg.Pool | undefined
/** The suite's database (lib/app-process.ts), for what the tests write directly. */
export function db(): pg.Pool {
  pool ??= new pg.Pool({ connectionString: suiteDatabaseUrl(), max: 2, allowExitOnIdle: true })
  return pool
}

/** A new server-side session of the account and its signed token (the value of the payload-token cookie). */
export async function createSessionToken(email: string): Promise<string> {
  const { rows } = await db().query<{ id: number; email: string; role: string | null }>('SELECT id, email, role FROM users WHERE lower(email) = lower($1)', [email])
  const user = rows[0]
  if (!user) throw new Error(`no account ${email} in the e2e database`)
  const sid = crypto.randomUUID()
  const idle = user.role === 'ROLE_ADMIN' ? TEAM_IDLE_SECONDS : MEMBER_IDLE_SECONDS
  await db().query(
    `INSERT INTO users_sessions (_order, _parent_id, id, created_at, expires_at)
     VALUES ((SELECT coalesce(max(_order), 0) + 1 FROM users_sessions WHERE _parent_id = $1), $1, $2, now(), now() + make_interval(secs => $3::float8))`,
    [user.id, sid, idle],
  )
  const now = Math.floor(Date.now() / 1000)
  return new SignJWT({ id: user.id, collection: 'users', email: user.email, sid })
    .setProtectedHeader({ alg: 'HS256', authVersion: JWT_AUTH_VERSION, typ: 'JWT' })
    .setIssuedAt(now)
    .setExpirationTime(now + TOKEN_SECONDS)
    .sign(payloadKey())
}
