import 'server-only'
import type { Payload } from 'payload'

// Whether an institution is professional (docs/product-rules.md#institutions:
// derived from the team's flag and the ads with a package). The one rule for every shape that
// carries `is_professional` (list items, the detail, the institution of a job); the search's
// "professional" filter applies the same rule in SQL (search-sql.ts, institutionSetsSql).

/** The rule: the team's flag, or at least one online ad with a product (a package bought). */
export function isProfessional(flag: boolean | null | undefined, hasOnlinePaidAd: boolean): boolean {
  return flag === true || hasOnlinePaidAd
}

/**
 * Of these institutions, the ids that are professional (one query for those without the flag). The
 * query asks per institution whether one such ad exists: reading the ads themselves returned every
 * paid online ad of the page's employers, thousands with 100k ads (ADR 0072). The online rule is
 * onlineJobsWhere's, in SQL.
 */
export async function professionalIds(payload: Payload, institutions: { id: number; is_professional?: boolean | null }[], now = new Date()): Promise<Set<number>> {
  const flagged = institutions.filter((i) => isProfessional(i.is_professional, false)).map((i) => i.id)
  const others = institutions.filter((i) => !flagged.includes(i.id)).map((i) => i.id)
  if (others.length === 0) return new Set(flagged)
  const { rows } = await payload.db.pool.query<{ id: number }>(
    `SELECT i.id FROM unnest($1::int[]) AS i(id)
      WHERE EXISTS (SELECT 1 FROM jobs j WHERE j.institution_id = i.id AND j.product_id IS NOT NULL
        AND j.status = 'published' AND j.paused IS NOT TRUE AND j.crawler_decline IS NOT TRUE
        AND j.online_from <= $2 AND j.online_until >= $2)`,
    [others, now.toISOString()],
  )
  const paid = new Set(rows.map((row) => row.id))
  return new Set([...flagged, ...others.filter((id) => isProfessional(false, paid.has(id)))])
}
