import 'server-only'
import type { Payload } from 'payload'

/**
 * The name of the employer a job search is filtered on, or null when the id is not an active
 * institution (the search path then answers 404, like any unknown filter segment).
 */
export async function activeInstitutionName(payload: Payload, id: number): Promise<string | null> {
  const { rows } = await payload.db.pool.query<{ name: string }>(`SELECT name FROM institutions WHERE id = $1::int AND status = 'active'`, [id])
  return rows[0]?.name ?? null
}
