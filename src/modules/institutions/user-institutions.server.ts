import 'server-only'
import type { Payload } from 'payload'
import { z } from '@/lib/zod'
import type { Locale } from '@/i18n/locales'
import { isAdminUser } from '../access/access'
import type { User } from '@/payload-types'
import { userInstitutionIds, type Viewer } from './membership.server'
import { INSTITUTION_COLLATION } from './search-sql'

// GET /api/fn/user/institutions (active ids, requested ids; docs/product-rules.md#institutions: one flag
// makes the cockpit list all institutions, and cockpit institutions are sorted by name). Ids in
// name order (the viewer's language, ties by id). The team's answer carries the flag
// `all_institutions` and lists every institution as active; everyone else gets the profiles they
// manage (active memberships and confirmed children) and their open requests, without the flag.

export const UserInstitutionsSchema = z.object({
  active: z.array(z.number().int().positive()),
  requested: z.array(z.number().int().positive()),
  all_institutions: z.boolean(),
})
export type UserInstitutions = z.infer<typeof UserInstitutionsSchema>

/** Ids in the order of their institutions' names; every institution with `ids` null. */
async function byName(payload: Payload, ids: number[] | null, locale: Locale): Promise<number[]> {
  if (ids !== null && ids.length === 0) return []
  const collation = INSTITUTION_COLLATION[locale]
  const { rows } = await payload.db.pool.query<{ id: number }>(
    `SELECT id FROM institutions ${ids === null ? '' : 'WHERE id = ANY($1::int[])'} ORDER BY name COLLATE "${collation}", id`,
    ids === null ? [] : [ids],
  )
  return rows.map((r) => r.id)
}

export async function userInstitutions(payload: Payload, viewer: Viewer, locale: Locale): Promise<UserInstitutions> {
  if (isAdminUser(viewer as User)) return UserInstitutionsSchema.parse({ active: await byName(payload, null, locale), requested: [], all_institutions: true })
  const { active, requested } = await userInstitutionIds(payload, viewer)
  const [activeSorted, requestedSorted] = await Promise.all([byName(payload, active, locale), byName(payload, requested, locale)])
  return UserInstitutionsSchema.parse({ active: activeSorted, requested: requestedSorted, all_institutions: false })
}
