import 'server-only'
import crypto from 'node:crypto'
import type { Payload } from 'payload'
import { secondsUntilAvailable, type LimitRule } from './rules'

// The one rate-limit primitive (ADR 0015): a token bucket per rule and key in the table rate_limits,
// shared by every app process on the database. A take is ONE statement (INSERT … ON CONFLICT DO
// UPDATE): PostgreSQL locks the key's row for it, so concurrent takes from any process see each
// other's result and never hand out more tokens than the bucket holds.

export type LimitResult = { ok: true } | { ok: false; retryAfterSeconds: number }

/** Anything with pg's query(): a pg Pool or Client. */
export interface SqlClient {
  query(text: string, values?: unknown[]): Promise<{ rows: unknown[]; rowCount?: number | null }>
}

export type LimitStore = Payload | SqlClient

function sqlOf(store: LimitStore): SqlClient {
  return 'db' in store ? store.db.pool : store
}

/**
 * The stored key: the rule's name and a hash of the client key, so the table holds no addresses or
 * IPs in clear (a key that collides with another would need a SHA-256 collision).
 */
export function limitKey(rule: LimitRule, key: string): string {
  return `${rule.name}:${crypto.createHash('sha256').update(key).digest('base64url')}`
}

// $1 key, $2 capacity, $3 refill per second, $4 cost, $5 the time (null = the database's now()).
// A missing row is a full bucket; a row whose stale_at has passed is full again and may be pruned.
// `granted` stores this take's answer, so RETURNING can tell it.
const TAKE = `
  INSERT INTO rate_limits AS b (key, tokens, updated_at, stale_at, granted)
  SELECT $1, CASE WHEN ok THEN $2::float8 - $4::float8 ELSE $2::float8 END, at,
         CASE WHEN ok THEN at + make_interval(secs => $4::float8 / $3::float8) ELSE at END, ok
  FROM (SELECT coalesce($5::timestamptz, now()) AS at, $4::float8 <= $2::float8 AS ok) t
  ON CONFLICT (key) DO UPDATE SET (tokens, updated_at, stale_at, granted) = (
    SELECT CASE WHEN ok THEN full_by - $4::float8 ELSE full_by END,
           at,
           at + make_interval(secs => ($2::float8 - CASE WHEN ok THEN full_by - $4::float8 ELSE full_by END) / $3::float8),
           ok
    FROM (
      SELECT r.full_by, r.at, r.full_by >= $4::float8 AS ok
      FROM (
        SELECT least($2::float8, b.tokens + $3::float8 * greatest(0, extract(epoch FROM excluded.updated_at - b.updated_at)::float8)) AS full_by,
               greatest(b.updated_at, excluded.updated_at) AS at
      ) r
    ) s
  )
  RETURNING tokens, granted`

// Gives tokens back (an attempt that turned out not to count); never above the capacity.
const GIVE_BACK = `
  UPDATE rate_limits AS b SET (tokens, updated_at, stale_at) = (
    SELECT t, at, at + make_interval(secs => ($2::float8 - t) / $3::float8)
    FROM (
      SELECT least($2::float8, b.tokens + $4::float8 + $3::float8 * greatest(0, extract(epoch FROM at - b.updated_at)::float8)) AS t, at
      FROM (SELECT greatest(b.updated_at, coalesce($5::timestamptz, now())) AS at) n
    ) s
  )
  WHERE key = $1`

const PRUNE = `DELETE FROM rate_limits WHERE stale_at < coalesce($1::timestamptz, now())`

/** One take in this many also deletes the buckets that are full again (cheap: an index range). */
const PRUNE_EVERY = 500

export interface TakeOptions {
  /** tokens this use costs (default 1) */
  cost?: number
  /** the time of the take (tests); default: the database's clock, the same for every process */
  now?: Date
}

/** Takes `cost` tokens from the key's bucket, or none when there are not enough. */
export async function takeLimit(store: LimitStore, rule: LimitRule, key: string, { cost = 1, now }: TakeOptions = {}): Promise<LimitResult> {
  const sql = sqlOf(store)
  const { rows } = await sql.query(TAKE, [limitKey(rule, key), rule.capacity, rule.refillPerSecond, cost, now ?? null])
  const row = rows[0] as { tokens: number; granted: boolean }
  if (Math.random() * PRUNE_EVERY < 1) await pruneLimits(sql)
  return row.granted ? { ok: true } : { ok: false, retryAfterSeconds: secondsUntilAvailable(rule, row.tokens, cost) }
}

/** Returns tokens taken for a use that did not count (e.g. a successful login); does nothing for an unknown key. */
export async function giveBackLimit(store: LimitStore, rule: LimitRule, key: string, { cost = 1, now }: TakeOptions = {}): Promise<void> {
  await sqlOf(store).query(GIVE_BACK, [limitKey(rule, key), rule.capacity, rule.refillPerSecond, cost, now ?? null])
}

/** Deletes every bucket that has refilled completely (as good as no row); returns how many. */
export async function pruneLimits(store: LimitStore, now?: Date): Promise<number> {
  return (await sqlOf(store).query(PRUNE, [now ?? null])).rowCount ?? 0
}
