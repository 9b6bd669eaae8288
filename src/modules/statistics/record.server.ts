import 'server-only'
import type { Payload } from 'payload'
import type { StatisticEvent } from './schemas'

export interface RecordResult {
  stored: number
  dropped: number
}

// Checks the ids and inserts every valid event in one INSERT … SELECT (a single statement is one
// transaction: all of a request's valid events are stored, or none). An event is dropped when
// - its institution does not exist or is not active,
// - a job event's job does not exist, is a draft, or belongs to another institution,
// - it names a parent that is not the institution's actual (active) parent link.
// The stored parent is always the actual one, so a browser that does not know it may send null.
const INSERT_VALID_EVENTS = `
  INSERT INTO statistic_events (type, job_id, institution_id, institution_parent_id)
  SELECT e.type::enum_statistic_events_type, e.job_id, i.id,
         CASE WHEN i.parent_status = 'active' THEN i.parent_id END
  FROM unnest($1::text[], $2::int[], $3::int[], $4::int[]) WITH ORDINALITY AS e(type, job_id, institution_id, parent_id, n)
  JOIN institutions i ON i.id = e.institution_id AND i.status = 'active'
  LEFT JOIN jobs j ON j.id = e.job_id
  WHERE (e.job_id IS NULL OR (j.status = 'published' AND j.institution_id = e.institution_id))
    AND (e.parent_id IS NULL OR (i.parent_status = 'active' AND e.parent_id = i.parent_id))
  ORDER BY e.n
  RETURNING id`

const FOREIGN_KEY_VIOLATION = '23503'

export async function recordStatisticEvents(payload: Payload, events: StatisticEvent[]): Promise<RecordResult> {
  if (events.length === 0) return { stored: 0, dropped: 0 }
  const values = [
    events.map((e) => e.type),
    events.map((e) => ('job_id' in e ? e.job_id : null)),
    events.map((e) => e.institution_id),
    events.map((e) => e.institution_parent_id ?? null),
  ]
  let inserted: number
  try {
    inserted = (await payload.db.pool.query(INSERT_VALID_EVENTS, values)).rowCount ?? 0
  } catch (error) {
    // A job or institution deleted between the check and the insert: check again once.
    if ((error as { code?: string }).code !== FOREIGN_KEY_VIOLATION) throw error
    inserted = (await payload.db.pool.query(INSERT_VALID_EVENTS, values)).rowCount ?? 0
  }
  return { stored: inserted, dropped: events.length - inserted }
}
