import 'server-only'
import type { Payload } from 'payload'
import type { Role } from '../access/access'
import { hashToken } from '@/lib/secret-token'
import { seal, unseal } from './sealed'
import { newRecoveryCodes, normalizeRecoveryCode, verifyTotp } from './totp'

// Second factors (TOTP) and recovery codes, in tables of their own (migration
// 20261123_180100_account_security), read and written with SQL only: no Payload collection, so no
// API route can list them. Secrets are stored sealed with a key derived from PAYLOAD_SECRET;
// recovery codes only as hashes.

/**
 * Wrong codes of an account (within WRONG_CODE_WINDOW_HOURS, over every password step) from which
 * each further wrong code ends the pending login (the password step starts again).
 */
export const MAX_WRONG_CODES = 5
/** Wrong codes within the window after which the code step is locked until a mailed link or the team lifts it (ADR 0051). */
export const LOCK_AFTER_WRONG_CODES = 10
/** The window of the count: it starts at the first wrong code; a right code ends it. */
export const WRONG_CODE_WINDOW_HOURS = 24

export type SecondFactorStep = 'code' | 'setup'

interface FactorRow {
  secret_sealed: string
  last_step: string | null
}

export async function hasSecondFactor(payload: Payload, userId: number): Promise<boolean> {
  const { rowCount } = await payload.db.pool.query('SELECT 1 FROM account_second_factors WHERE user_id = $1', [userId])
  return (rowCount ?? 0) > 0
}

/**
 * What a user who passed the password step still has to do: enter a code (a factor is set up), set
 * one up (the team must have one), or nothing.
 */
export async function secondFactorStepFor(payload: Payload, user: { id: number; role?: Role | string | null }): Promise<SecondFactorStep | null> {
  if (await hasSecondFactor(payload, user.id)) return 'code'
  return user.role === 'ROLE_ADMIN' ? 'setup' : null
}

/** Stores a confirmed secret (replacing any earlier one) and fresh recovery codes; returns the codes. */
export async function storeSecondFactor(payload: Payload, userId: number, secret: string, lastStep: number | null): Promise<string[]> {
  const codes = newRecoveryCodes()
  const client = await payload.db.pool.connect()
  try {
    await client.query('BEGIN')
    await client.query(
      `INSERT INTO account_second_factors (user_id, secret_sealed, last_step, failed_codes, enabled_at) VALUES ($1, $2, $3, 0, now())
       ON CONFLICT (user_id) DO UPDATE SET secret_sealed = excluded.secret_sealed, last_step = excluded.last_step, failed_codes = 0, failed_since = NULL, locked_at = NULL, enabled_at = now()`,
      [userId, seal(payload.secret, 'totp-secret', secret), lastStep],
    )
    await client.query('DELETE FROM account_recovery_codes WHERE user_id = $1', [userId])
    await client.query('INSERT INTO account_recovery_codes (user_id, code_hash) SELECT $1, unnest($2::text[])', [userId, codes.map((c) => hashToken(normalizeRecoveryCode(c)))])
    await client.query('COMMIT')
  } catch (e) {
    await client.query('ROLLBACK')
    throw e
  } finally {
    client.release()
  }
  return codes
}

/** Turns a factor on when the first code from the new secret is right; the recovery codes, or null. */
export async function enableSecondFactor(payload: Payload, userId: number, secret: string, code: string, now = Date.now()): Promise<string[] | null> {
  const step = verifyTotp(secret, code, null, now)
  if (step === null) return null
  return storeSecondFactor(payload, userId, secret, step)
}

export async function disableSecondFactor(payload: Payload, userId: number): Promise<void> {
  await payload.db.pool.query('DELETE FROM account_second_factors WHERE user_id = $1', [userId])
  await payload.db.pool.query('DELETE FROM account_recovery_codes WHERE user_id = $1', [userId])
}

export type CodeCheck = { ok: true; via: 'totp' | 'recovery' } | { ok: false; wrongCodes: number; locked: boolean; lockedNow?: boolean }

/** Whether the code step of this account is locked (too many wrong codes, ADR 0051). */
export async function isSecondFactorLocked(payload: Payload, userId: number): Promise<boolean> {
  const { rowCount } = await payload.db.pool.query('SELECT 1 FROM account_second_factors WHERE user_id = $1 AND locked_at IS NOT NULL', [userId])
  return (rowCount ?? 0) > 0
}

/** Lifts the lock and the count: a password set through a mailed reset link, or the team (ADR 0051). */
export async function liftSecondFactorLock(payload: Payload, userId: number): Promise<void> {
  await payload.db.pool.query('UPDATE account_second_factors SET locked_at = NULL, failed_codes = 0, failed_since = NULL WHERE user_id = $1', [userId])
}

// One statement, so parallel wrong codes each count (the row lock orders them; a waiting one sees
// the row again and skips it once locked): a count older than the window starts again at 1; the
// wrong code that reaches the limit locks, and only that one says so.
const COUNT_WRONG_CODE = `
  UPDATE account_second_factors SET
    failed_codes = CASE WHEN failed_since IS NULL OR failed_since < now() - make_interval(hours => $2) THEN 1 ELSE failed_codes + 1 END,
    failed_since = CASE WHEN failed_since IS NULL OR failed_since < now() - make_interval(hours => $2) THEN now() ELSE failed_since END,
    locked_at = CASE
      WHEN locked_at IS NULL AND failed_since >= now() - make_interval(hours => $2) AND failed_codes + 1 >= $3 THEN now()
      ELSE locked_at END
  WHERE user_id = $1 AND locked_at IS NULL
  RETURNING failed_codes, locked_at IS NOT NULL AS locked`

/**
 * Checks a TOTP code (each step once) or an unused recovery code (then used up). Wrong codes are
 * counted per account, across password steps, in a window; a right one ends the count. A locked
 * account's codes are not even checked.
 */
export async function checkSecondFactor(payload: Payload, userId: number, input: string, opts: { recovery?: boolean; now?: number } = {}): Promise<CodeCheck> {
  const { recovery = true, now = Date.now() } = opts
  const pool = payload.db.pool
  const { rows } = await pool.query<FactorRow & { failed_codes: number; locked: boolean }>(
    'SELECT secret_sealed, last_step, failed_codes, locked_at IS NOT NULL AS locked FROM account_second_factors WHERE user_id = $1',
    [userId],
  )
  const row = rows[0]
  if (!row) return { ok: false, wrongCodes: 0, locked: false }
  if (row.locked) return { ok: false, wrongCodes: row.failed_codes, locked: true }
  const secret = unseal(payload.secret, 'totp-secret', row.secret_sealed)
  const step = secret ? verifyTotp(secret, input, row.last_step === null ? null : Number(row.last_step), now) : null
  if (step !== null) {
    // Conditional on the stored step, so two requests with the same code cannot both pass.
    const { rowCount } = await pool.query(
      'UPDATE account_second_factors SET last_step = $2, failed_codes = 0, failed_since = NULL WHERE user_id = $1 AND (last_step IS NULL OR last_step < $2) AND locked_at IS NULL',
      [userId, step],
    )
    if ((rowCount ?? 0) === 1) return { ok: true, via: 'totp' }
  } else if (recovery) {
    const used = await pool.query(
      `UPDATE account_recovery_codes SET used_at = now()
       WHERE id = (SELECT id FROM account_recovery_codes WHERE user_id = $1 AND code_hash = $2 AND used_at IS NULL LIMIT 1) AND used_at IS NULL
         AND NOT EXISTS (SELECT 1 FROM account_second_factors WHERE user_id = $1 AND locked_at IS NOT NULL)`,
      [userId, hashToken(normalizeRecoveryCode(input))],
    )
    if ((used.rowCount ?? 0) === 1) {
      await pool.query('UPDATE account_second_factors SET failed_codes = 0, failed_since = NULL WHERE user_id = $1', [userId])
      return { ok: true, via: 'recovery' }
    }
  }
  const wrongCode = await pool.query<{ failed_codes: number; locked: boolean }>(COUNT_WRONG_CODE, [userId, WRONG_CODE_WINDOW_HOURS, LOCK_AFTER_WRONG_CODES])
  const counted = wrongCode.rows[0]
  // No row updated: another request locked it in the meantime.
  if (!counted) return { ok: false, wrongCodes: LOCK_AFTER_WRONG_CODES, locked: true }
  return { ok: false, wrongCodes: counted.failed_codes, locked: counted.locked, lockedNow: counted.locked }
}

export async function unusedRecoveryCodes(payload: Payload, userId: number): Promise<number> {
  const { rows } = await payload.db.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM account_recovery_codes WHERE user_id = $1 AND used_at IS NULL', [userId])
  return rows[0]?.n ?? 0
}
