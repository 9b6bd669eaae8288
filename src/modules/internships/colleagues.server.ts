import 'server-only'
import crypto from 'node:crypto'
import type { Payload } from 'payload'
import { dayIso, dayOf } from './dates'
import { ColleagueSchema, type Colleague } from './schemas'
import { mayPlanElectiveYear, type InternshipViewer } from './viewer'

// Colleagues (docs/product-rules.md#elective-year): other students whose internship at the same
// institution overlaps the viewer's own in time, shown as first name + initial, field and dates.
// Nobody who opted out is shown, and a student who opted out sees nobody either (what one does not
// share, one does not get). An internship that is not the viewer's own has no colleagues (no IDOR).
// A colleague's id is a keyed hash of the two internships: it names the record for this viewer's
// internship only and tells nothing about row ids.

export interface ColleagueEntry {
  colleague: Colleague
  /** the colleague accepts messages through the relay (opt-in) */
  contactable: boolean
  /** server-only: the colleague's user, for the relay */
  userId: number
}

function secret(): string {
  return process.env.PAYLOAD_SECRET ?? 'helvemed-colleague-ids'
}

export function colleagueIdOf(ownInternshipId: number, otherInternshipId: number): string {
  return crypto.createHmac('sha256', secret()).update(`colleague:${ownInternshipId}:${otherInternshipId}`).digest('hex').slice(0, 24)
}

export function shortName(first: string, last: string): string {
  const initial = last.trim().charAt(0).toUpperCase()
  return initial ? `${first.trim()} ${initial}.` : first.trim()
}

interface Row {
  id: number
  start: Date
  end: Date
  field: string
  first_name: string
  last_name: string
  contact: boolean
  user_id: number
}

/** Whether the viewer hid themselves from colleagues (account settings). */
export async function hidesFromColleagues(payload: Payload, userId: number): Promise<boolean> {
  const { rows } = await payload.db.pool.query<{ hidden: boolean | null }>('SELECT colleagues_hidden AS hidden FROM users WHERE id = $1', [userId])
  return Boolean(rows[0]?.hidden)
}

/** Colleagues of several own internships at once: internship id -> colleagues (null: the viewer opted out). */
export async function colleaguesOfOwn(
  payload: Payload,
  viewer: InternshipViewer,
  own: readonly { id: number; institution: number; start: string; end: string }[],
): Promise<Map<number, ColleagueEntry[] | null>> {
  const result = new Map<number, ColleagueEntry[] | null>()
  if (own.length === 0) return result
  if (await hidesFromColleagues(payload, viewer.id)) {
    for (const i of own) result.set(i.id, null)
    return result
  }
  const { rows } = await payload.db.pool.query<Row & { own_id: number }>(
    `SELECT o.id AS own_id, i.id, i.start, i."end", f.key AS field, u.first_name, u.last_name, coalesce(u.colleagues_contact, false) AS contact, u.id AS user_id
       FROM unnest($2::int[], $3::int[], $4::timestamptz[], $5::timestamptz[]) AS o(id, institution_id, start, "end")
       JOIN internships i ON i.institution_id = o.institution_id AND i.start <= o."end" AND i."end" >= o.start
       JOIN users u ON u.id = i.user_id
       JOIN fields f ON f.id = i.field_id
      WHERE i.user_id <> $1 AND u.role = 'ROLE_STUDENT' AND NOT coalesce(u.colleagues_hidden, false)
      ORDER BY i.start, i.id`,
    [viewer.id, own.map((i) => i.id), own.map((i) => i.institution), own.map((i) => dayIso(i.start)), own.map((i) => dayIso(i.end))],
  )
  for (const i of own) result.set(i.id, [])
  for (const row of rows) {
    const colleague = ColleagueSchema.safeParse({
      id: colleagueIdOf(row.own_id, row.id),
      start: dayOf(row.start),
      end: dayOf(row.end),
      field: row.field,
      name: shortName(row.first_name, row.last_name),
    })
    if (colleague.success) result.get(row.own_id)?.push({ colleague: colleague.data, contactable: row.contact, userId: row.user_id })
  }
  return result
}

/**
 * The colleagues of one internship, for its owner; null when the internship is not the viewer's
 * (or does not exist) or the viewer may not plan an elective year; [] when the viewer opted out.
 */
export async function colleaguesOf(payload: Payload, viewer: InternshipViewer | null, internshipId: number): Promise<{ entries: ColleagueEntry[]; hidden: boolean } | null> {
  if (!mayPlanElectiveYear(viewer)) return null
  const { rows } = await payload.db.pool.query<{ id: number; institution_id: number; start: Date; end: Date }>(
    'SELECT id, institution_id, start, "end" FROM internships WHERE id = $1 AND user_id = $2',
    [internshipId, viewer.id],
  )
  const own = rows[0]
  if (!own) return null
  const map = await colleaguesOfOwn(payload, viewer, [{ id: own.id, institution: own.institution_id, start: dayOf(own.start), end: dayOf(own.end) }])
  const entries = map.get(own.id)
  return entries === null ? { entries: [], hidden: true } : { entries: entries ?? [], hidden: false }
}
