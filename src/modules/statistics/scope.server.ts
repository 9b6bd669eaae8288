import 'server-only'
import type { Payload } from 'payload'
import type { User } from '@/payload-types'
import { isAdminUser } from '../access/access'
import { userInstitutionIds, type Viewer } from '../institutions/membership.server'

// Whose figures a viewer may see (ADR 0038): the institutions they actively manage (memberships and
// the children whose parent link the team confirmed), the team every institution. Ids outside
// that set are dropped silently: they give nothing, and an error would tell that they exist.

export interface ScopeRequest {
  from: string
  to: string
  institutions: 'all' | number[]
  jobs: null | 'all' | number[]
}

export interface StatisticsScope {
  /** the selected institutions the viewer may see, by id */
  institutions: number[]
  /** null for institution figures; else the selected ads of those institutions (and their children) */
  jobs: number[] | null
}

/** The institutions a viewer may see statistics of (the team: every active one). */
export async function visibleInstitutionIds(payload: Payload, viewer: Viewer): Promise<number[]> {
  if (isAdminUser(viewer as User)) {
    const { rows } = await payload.db.pool.query<{ id: number }>(`SELECT id FROM institutions WHERE status = 'active' ORDER BY id`)
    return rows.map((r) => r.id)
  }
  return (await userInstitutionIds(payload, viewer)).active.sort((a, b) => a - b)
}

const SELECTED_JOBS = `
  SELECT j.id FROM jobs j
  WHERE j.institution_id = ANY($1::int[]) AND j.status = 'published'
    AND ($2::int[] IS NULL OR j.id = ANY($2::int[]))
    AND ($2::int[] IS NOT NULL OR (
      (j.online_from IS NULL OR j.online_from < (($4::date + 1)::timestamp AT TIME ZONE 'Europe/Zurich'))
      AND (j.online_until IS NULL OR j.online_until >= ($3::date::timestamp AT TIME ZONE 'Europe/Zurich'))))
  ORDER BY j.id`

const CONFIRMED_CHILDREN = `SELECT id FROM institutions WHERE parent_id = ANY($1::int[]) AND parent_status = 'active'`

export async function statisticsScope(payload: Payload, viewer: Viewer, request: ScopeRequest): Promise<StatisticsScope> {
  const visible = await visibleInstitutionIds(payload, viewer)
  const institutions = request.institutions === 'all' ? visible : request.institutions.filter((id) => visible.includes(id)).sort((a, b) => a - b)
  if (request.jobs === null) return { institutions, jobs: null }
  if (institutions.length === 0) return { institutions, jobs: [] }
  // A parent's ads include its children's (those the viewer may see).
  const children = (await payload.db.pool.query<{ id: number }>(CONFIRMED_CHILDREN, [institutions])).rows.map((r) => r.id).filter((id) => visible.includes(id))
  const owners = [...new Set([...institutions, ...children])]
  const ids = request.jobs === 'all' ? null : request.jobs
  const { rows } = await payload.db.pool.query<{ id: number }>(SELECTED_JOBS, [owners, ids, request.from, request.to])
  return { institutions, jobs: rows.map((r) => r.id) }
}

export interface StatisticsChoices {
  /** visible institutions by name; a child's `parent` is set when its parent is listed too */
  institutions: { id: number; name: string; parent: number | null }[]
  /** the published ads of those institutions, newest first */
  jobs: { id: number; title: string; institution: number }[]
}

/** What the screen offers to choose from. */
export async function statisticsChoices(payload: Payload, viewer: Viewer): Promise<StatisticsChoices> {
  const visible = await visibleInstitutionIds(payload, viewer)
  if (visible.length === 0) return { institutions: [], jobs: [] }
  const pool = payload.db.pool
  const [institutions, jobs] = await Promise.all([
    pool.query<{ id: number; name: string; parent: number | null }>(
      `SELECT id, name, CASE WHEN parent_status = 'active' AND parent_id = ANY($1::int[]) THEN parent_id END AS parent
       FROM institutions WHERE id = ANY($1::int[]) ORDER BY name, id`,
      [visible],
    ),
    pool.query<{ id: number; title: string; institution: number }>(
      `SELECT id, title, institution_id AS institution FROM jobs
       WHERE institution_id = ANY($1::int[]) AND status = 'published' ORDER BY online_from DESC NULLS LAST, id DESC LIMIT 500`,
      [visible],
    ),
  ])
  return { institutions: institutions.rows, jobs: jobs.rows }
}
