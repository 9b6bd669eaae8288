import 'server-only'
import type { Pool } from 'pg'
import { ZONE } from './rollup.server'

// Raw events are kept 13 months (docs/product-rules.md#statistics); the daily aggregates forever.
// Deleted in bounded batches that walk the created_at index from the oldest end, so one statement
// never holds many locks or a long transaction. Never deletes a day not yet folded into the
// aggregates (the roll-up might have been stopped for a while).

export const RETENTION_MONTHS = 13
export const DELETE_BATCH = 10_000
/** Batches one run deletes at most (5 million rows); the next run goes on. */
export const MAX_BATCHES_PER_RUN = 500

const CUTOFF = `
  SELECT LEAST(
    ((((($1::timestamptz AT TIME ZONE '${ZONE}')::date) - make_interval(months => ${RETENTION_MONTHS}))::date)::timestamp AT TIME ZONE '${ZONE}'),
    (((rolled_until + 1)::timestamp) AT TIME ZONE '${ZONE}')
  ) AS cutoff
  FROM statistic_rollup_state WHERE id = 1`

const DELETE_OLDEST = `
  DELETE FROM statistic_events WHERE id IN (
    SELECT id FROM statistic_events WHERE created_at < $1 ORDER BY created_at LIMIT $2
  )`

export async function deleteOldEvents(pool: Pool, options: { now?: Date; batch?: number; maxBatches?: number } = {}): Promise<{ deleted: number; cutoff: string | null }> {
  const now = options.now ?? new Date()
  const batch = options.batch ?? DELETE_BATCH
  const maxBatches = options.maxBatches ?? MAX_BATCHES_PER_RUN
  const { rows } = await pool.query<{ cutoff: Date }>(CUTOFF, [now.toISOString()])
  const cutoff = rows[0]?.cutoff
  if (!cutoff) return { deleted: 0, cutoff: null }
  let deleted = 0
  for (let i = 0; i < maxBatches; i++) {
    const n = (await pool.query(DELETE_OLDEST, [cutoff, batch])).rowCount ?? 0
    deleted += n
    if (n < batch) break
  }
  return { deleted, cutoff: cutoff.toISOString() }
}
