import type { Payload } from 'payload'
import { FAILURES_TO_REPORT } from '../crawler/source-kinds'
import { overdueTasks } from '../tasks/overview'

// What waits for the team (ADR 0054): the counts on the /admin dashboard, each
// with the list it opens, filtered to exactly those documents (Payload's list reads `where` from
// the address). One SQL statement for the counts (each an index or a small table) plus the task
// runner's overdue check. Pure of the request: ui/admin/waiting-dashboard.tsx renders it for the team.

export const WAITING_KEYS = [
  'institutionsRequested',
  'membershipsRequested',
  'parentLinksRequested',
  'reviewsPending',
  'invoicesToPost',
  'invoicesOverdue',
  'invoicesOpen',
  'campaignsTodo',
  'offerInquiriesOpen',
  'accountRequestsOpen',
  'crawlSourcesFailing',
  'tasksFailed',
  'tasksOverdue',
] as const
export type WaitingKey = (typeof WAITING_KEYS)[number]

export interface WaitingItem {
  key: WaitingKey
  count: number
  /** the filtered list in /admin */
  href: string
}

/** How far back a failed task run still counts as waiting. */
export const FAILED_RUNS_DAYS = 7

const list = (collection: string, where: Record<string, Record<string, string | boolean>>) => {
  const query = Object.entries(where)
    .flatMap(([field, ops]) => Object.entries(ops).map(([op, value]) => `where[${field}][${op}]=${encodeURIComponent(String(value))}`))
    .join('&')
  return `/admin/collections/${collection}${query ? `?${query}` : ''}`
}

interface CountRow {
  institutions_requested: string
  memberships_requested: string
  parent_links_requested: string
  reviews_pending: string
  invoices_to_post: string
  invoices_overdue: string
  invoices_open: string
  campaigns_todo: string
  offer_inquiries_open: string
  account_requests_open: string
  crawl_sources_failing: string
  tasks_failed: string
  today_start: Date
  failed_since: Date
}

/** Every count with its list, in the dashboard's order. */
export async function waitingItems(payload: Payload, now = new Date()): Promise<WaitingItem[]> {
  // An open invoice is overdue once its due day (Swiss time) has passed (orders/invoice-list.ts):
  // its due moment lies before today's midnight in Zurich.
  const { rows } = await payload.db.pool.query<CountRow>(
    `WITH t AS (
       SELECT (date_trunc('day', $1::timestamptz AT TIME ZONE 'Europe/Zurich') AT TIME ZONE 'Europe/Zurich') AS today_start,
              $1::timestamptz - make_interval(days => $2) AS failed_since
     )
     SELECT t.today_start, t.failed_since,
       (SELECT count(*) FROM institutions WHERE status = 'requested') AS institutions_requested,
       (SELECT count(*) FROM memberships WHERE status = 'requested') AS memberships_requested,
       (SELECT count(*) FROM institutions WHERE parent_status = 'requested' AND parent_id IS NOT NULL) AS parent_links_requested,
       (SELECT count(*) FROM reviews WHERE status = 'pending') AS reviews_pending,
       (SELECT count(*) FROM invoices WHERE billing_type = 'print' AND status = 'open' AND posted_at IS NULL) AS invoices_to_post,
       (SELECT count(*) FROM invoices WHERE status = 'open' AND due_at < t.today_start) AS invoices_overdue,
       (SELECT count(*) FROM invoices WHERE status = 'open') AS invoices_open,
       (SELECT count(*) FROM orders WHERE social_campaign_status = 'todo') AS campaigns_todo,
       (SELECT count(*) FROM offer_inquiries WHERE status = 'open') AS offer_inquiries_open,
       (SELECT count(*) FROM account_requests WHERE status = 'open') AS account_requests_open,
       (SELECT count(*) FROM crawl_sources WHERE active IS TRUE AND consecutive_failures >= $3) AS crawl_sources_failing,
       (SELECT count(*) FROM task_runs WHERE outcome = 'failed' AND started_at >= t.failed_since) AS tasks_failed
     FROM t`,
    [now.toISOString(), FAILED_RUNS_DAYS, FAILURES_TO_REPORT],
  )
  const row = rows[0]!
  const overdue = await overdueTasks(payload, { now })
  const n = (value: string) => Number(value)
  return [
    { key: 'institutionsRequested', count: n(row.institutions_requested), href: list('institutions', { status: { equals: 'requested' } }) },
    { key: 'membershipsRequested', count: n(row.memberships_requested), href: list('memberships', { status: { equals: 'requested' } }) },
    { key: 'parentLinksRequested', count: n(row.parent_links_requested), href: list('institutions', { parent_status: { equals: 'requested' } }) },
    { key: 'reviewsPending', count: n(row.reviews_pending), href: list('reviews', { status: { equals: 'pending' } }) },
    {
      key: 'invoicesToPost',
      count: n(row.invoices_to_post),
      href: list('invoices', { billing_type: { equals: 'print' }, status: { equals: 'open' }, posted_at: { exists: false } }),
    },
    {
      key: 'invoicesOverdue',
      count: n(row.invoices_overdue),
      href: list('invoices', { status: { equals: 'open' }, due_at: { less_than: new Date(row.today_start).toISOString() } }),
    },
    { key: 'invoicesOpen', count: n(row.invoices_open), href: list('invoices', { status: { equals: 'open' } }) },
    { key: 'campaignsTodo', count: n(row.campaigns_todo), href: list('orders', { social_campaign_status: { equals: 'todo' } }) },
    { key: 'offerInquiriesOpen', count: n(row.offer_inquiries_open), href: list('offer-inquiries', { status: { equals: 'open' } }) },
    { key: 'accountRequestsOpen', count: n(row.account_requests_open), href: list('account-requests', { status: { equals: 'open' } }) },
    {
      key: 'crawlSourcesFailing',
      count: n(row.crawl_sources_failing),
      href: list('crawl-sources', { active: { equals: true }, consecutive_failures: { greater_than_equal: String(FAILURES_TO_REPORT) } }),
    },
    {
      key: 'tasksFailed',
      count: n(row.tasks_failed),
      href: list('task-runs', { outcome: { equals: 'failed' }, started_at: { greater_than_equal: new Date(row.failed_since).toISOString() } }),
    },
    { key: 'tasksOverdue', count: overdue.length, href: list('task-runs', {}) },
  ]
}
