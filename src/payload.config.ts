import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildConfig } from 'payload'
import sharp from 'sharp'
import { jobEndRemindersTask } from './modules/jobs/end-reminders.task'
import { statisticsRollUpTask } from './modules/statistics/rollup.task'
import { DiscountCodes } from './modules/orders/discount-codes.collection'
import { Orders } from './modules/orders/orders.collection'
import { Invoices } from './modules/orders/invoices.collection'
import { BillingSettings } from './modules/orders/billing-settings.global'
import { postgresAdapter } from '@payloadcms/db-postgres'
import { env } from './lib/env'
import { outboxEmailAdapter } from './lib/mail/payload-adapter'
import { Users } from './modules/accounts/users.collection'
import { LoginAttempts } from './modules/accounts/login-attempts.collection'
import { essentialCollections } from './modules/essentials/collections'
import { Institutions } from './modules/institutions/institutions.collection'
import { Memberships } from './modules/institutions/memberships.collection'
import { Jobs } from './modules/jobs/jobs.collection'
import { Reviews } from './modules/reviews/reviews.collection'
import { Internships } from './modules/internships/internships.collection'
import { Media } from './modules/media/media.collection'
import { mediaStoragePlugin } from './modules/media/storage-plugin'
import { Outbox } from './modules/mail/outbox.collection'
import { StatisticEvents } from './modules/statistics/events.collection'
import { TaskRuns } from './modules/tasks/task-runs.collection'
import { JobAlerts } from './modules/alerts/job-alerts.collection'
import { sendJobAlertsTask } from './modules/alerts/task'
import { ReviewMessages } from './modules/reviews/review-messages.collection'
import { closeCollection, closeGlobal, closePayloadInternals } from './modules/access/closed-by-default'
import { ArticleCategories, Articles, Authors, Links, Redirects, Settings, Tags } from './modules/content/content.collections'
import { Pages } from './modules/content/pages.collection'
import { OfferInquiries } from './modules/offers/offer-inquiries.collection'
import { CrawlSources } from './modules/crawler/crawl-sources.collection'
import { AccountRequests } from './modules/privacy/account-requests.collection'
import { CdnTokens } from './modules/cdn/cdn-tokens.collection'
import { labelCollection, labelGlobal } from './lib/admin-labels'
import { de } from '@payloadcms/translations/languages/de'
import { fr } from '@payloadcms/translations/languages/fr'
import { it } from '@payloadcms/translations/languages/it'
import { SWISS_DATE_TIME, withSwissFormats } from './lib/admin-formats'
import { logIdleConnectionErrors } from './lib/pool-errors'
import { contentEditor } from './modules/content/content-editor'

const dirname = path.dirname(fileURLToPath(import.meta.url))

// @payloadcms/storage-s3 (ADR 0049) exists on our registry only as 3.90.1, one patch behind the
// other Payload packages (3.90.2); Payload's dependency check (development and tests only) stops
// the start on any difference. Off until storage-s3 3.90.2 can be pinned; then remove this line.
process.env.PAYLOAD_DISABLE_DEPENDENCY_CHECKER ??= 'true'

export default buildConfig({
  secret: env().PAYLOAD_SECRET,
  // Image sizes and formats of uploads (media.collection.ts).
  sharp,
  routes: { api: '/api/cms', admin: '/admin' },
  // Cross-site mutations are refused for every path, /api/cms included, by src/proxy.ts, and the
  // session cookie is SameSite=Lax. Payload's own Origin allowlist would also reject our server-side
  // session checks (they carry no browser headers), so it is left empty; for the same reason no
  // serverURL is set (Payload would add it to the allowlist). Media URLs stay relative.
  csrf: [],
  admin: {
    user: Users.slug,
    importMap: { baseDir: dirname },
    meta: { titleSuffix: ' – Helvemed Backoffice' },
    // Swiss dates in lists and documents (31.12.2026 14:30); each date field gets its picker format in withSwissFormats.
    dateFormat: SWISS_DATE_TIME,
    // Payload's default is a Gravatar image: the team member's e-mail hash would go to a third party.
    avatar: 'default',
    // The dashboard: says when checkout refuses orders because the creditor settings are not real
    //, the go-live check, then what waits for the team, each count opening its filtered list.
    components: { beforeDashboard: ['/ui/admin/creditor-warning#CreditorWarning', '/ui/admin/go-live-check#GoLiveCheck', '/ui/admin/waiting-dashboard#WaitingDashboard'] },
  },
  // Closed by default (ADR 0014): an access operation a collection or global does not name is the
  // team's; Payload's own collections, globals and job endpoints too (closePayloadInternals).
  collections: [
    Users,
    LoginAttempts,
    ...essentialCollections,
    Institutions,
    Memberships,
    Jobs,
    Reviews,
    ReviewMessages,
    Internships,
    Media,
    Outbox,
    StatisticEvents,
    TaskRuns,
    JobAlerts,
    Articles,
    ArticleCategories,
    Tags,
    Authors,
    Links,
    Redirects,
    Pages,
    DiscountCodes,
    Orders,
    Invoices,
    OfferInquiries,
    AccountRequests,
    CdnTokens,
    CrawlSources,
  ].map((c) => closeCollection(withSwissFormats(labelCollection(c)))),
  globals: [Settings, BillingSettings].map((g) => closeGlobal(withSwissFormats(labelGlobal(g)))),
  // The team's backoffice in German, French or Italian (ADR 0053): Payload's own words from its
  // translations, ours from the catalogues (lib/admin-labels.ts). German unless the team member picks
  // another language under Account (Payload keeps the choice in the payload-lng cookie for a year) or
  // the browser asks for French or Italian first.
  i18n: { supportedLanguages: { de, fr, it }, fallbackLanguage: 'de' },
  // The REST API under /api/cms is the team's (modules/access/cms-gate.ts); nobody needs GraphQL.
  graphQL: { disable: true },
  localization: {
    locales: [
      { code: 'de', label: 'Deutsch' },
      { code: 'fr', label: 'Français' },
      { code: 'it', label: 'Italiano' },
    ],
    defaultLocale: 'de',
    fallback: true,
  },
  // Uploads in an S3-compatible bucket when the S3_* settings are given, else in MEDIA_DIR (ADR 0049).
  plugins: [mediaStoragePlugin()],
  // Content's rich text: tables, code blocks, highlight, links of every kind (ADR 0061).
  editor: contentEditor(),
  email: outboxEmailAdapter,
  // The scheduled tasks run on our own runner (src/modules/tasks, ADR 0045), started with the app
  // process: no autoRun and no schedules here, so Payload never schedules or claims them itself.
  // The tasks stay registered for queueing by hand (scripts, tests).
  jobs: {
    tasks: [sendJobAlertsTask, jobEndRemindersTask, statisticsRollUpTask],
  },
  db: postgresAdapter({
    pool: { connectionString: env().DATABASE_URL, max: 10 },
    push: false,
    migrationDir: path.resolve(dirname, '../migrations'),
  }),
  // A database restart drops the pool's idle connections: one line in the log, not a crash (ADR 0046).
  onInit: (payload) => logIdleConnectionErrors(payload.db.pool),
  typescript: { autoGenerate: false, outputFile: path.resolve(dirname, 'payload-types.ts') },
  telemetry: false,
}).then(closePayloadInternals)
