import type { Metadata } from 'next'
import { pageNotFound } from '@/lib/http/not-found.server'
import { parseIdParam } from '@/lib/params'
import { NextIntlClientProvider } from 'next-intl'
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server'
import type React from 'react'
import { Link } from '@/i18n/navigation'
import { isLocale, type Locale } from '@/i18n/locales'
import { payloadClient } from '@/lib/payload'
import { isCockpitScreen } from '@/modules/accounts/cockpit-routes'
import { requireCockpitSection } from '@/modules/accounts/require.server'
import { cockpitJobs, JOB_GROUPS, ownJob } from '@/modules/jobs/cockpit-jobs.server'
import { draftValues } from '@/modules/jobs/ad-wizard-screen.server'
import { extendOptions, lastExtension } from '@/modules/jobs/extend-screen.server'
import { newIntent } from '@/modules/orders/intent.server'
import { socialCampaignsOf } from '@/modules/orders/social-campaigns.server'
import { paths } from '@/modules/routing/routes'
import { childScreenOf } from '@/ui/cockpit/child-screen'
import { FocusOnMount } from '@/ui/cockpit/focus-on-mount'
import { ScreenPanel } from '@/ui/cockpit/screen-panel'
import { freeListingSwitches } from '@/modules/jobs/crawled.server'
import { isFreeListing } from '@/modules/jobs/state'
import { DeclineForm, DeleteForm, EditForm, ExtendForm, PauseForm } from '@/ui/jobs/cockpit/job-forms'
import { FreeListingsForm } from '@/ui/jobs/cockpit/free-listings-form'
import { SocialCampaignState } from '@/ui/jobs/cockpit/social-campaign-state'

// /{lang}/cockpit/jobs: the ads of the viewer's institutions in the cockpit's groups (docs/product-rules.md#job-ads: pendingAccess,
// active with paused ads flagged, future, draft, expired), with counts; child screens select,
// edit-, pause-, extend- and delete-{id} open under their ad without scrolling to the top. An ad
// of another institution is the 404 page. A premium-social ad shows its social campaign's state (ADR 0040).

type Props = { params: Promise<{ lang: string; child?: string[] }>; searchParams: Promise<{ extended?: string | string[] }> }
type Kind = 'edit' | 'pause' | 'extend' | 'delete' | 'decline'

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).lang, namespace: 'jobsCockpit' })
  return { title: t('title'), robots: { index: false } }
}

export default async function CockpitJobsPage({ params, searchParams }: Props) {
  const { lang, child = [] } = await params
  if (!isLocale(lang) || !isCockpitScreen('jobs', child)) pageNotFound()
  const locale: Locale = lang
  setRequestLocale(locale)
  const user = await requireCockpitSection('jobs', locale)
  const read = childScreenOf(child[0], ['select', 'edit', 'pause', 'extend', 'delete', 'decline'] as const)
  if (!read) pageNotFound()
  const payload = await payloadClient()
  const t = await getTranslations({ locale, namespace: 'jobsCockpit' })
  const messages = await getMessages()
  const groups = await cockpitJobs(payload, user, locale)
  const switches = await freeListingSwitches(payload, user)
  const campaigns = await socialCampaignsOf(
    payload,
    user,
    JOB_GROUPS.flatMap((g) => groups[g].map((job) => job.id)),
  )
  const focusKey = child[0] ?? 'list'
  // After an extension the screen closes and says where it was what it did: the new end date and the invoice.
  const extendedId = parseIdParam([(await searchParams).extended].flat()[0])
  const extension = read.kind === 'main' && extendedId !== null ? await lastExtension(payload, user, extendedId, locale) : null

  let panel: React.ReactNode = null
  let openId: number | null = null
  if (read.kind !== 'main' && read.kind !== 'select') {
    const id = Number(read.id)
    const job = read.id && Number.isInteger(id) ? await ownJob(payload, user, id) : null
    if (!job) pageNotFound()
    openId = job.id
    const kind = read.kind as Kind
    let body: React.ReactNode
    if (kind === 'edit') body = <EditForm jobId={job.id} initial={await draftValues(payload, job, locale)} />
    else if (kind === 'pause') body = <PauseForm jobId={job.id} paused={Boolean(job.paused)} />
    else if (kind === 'delete') body = <DeleteForm jobId={job.id} />
    else if (kind === 'decline') {
      if (!isFreeListing(job) || job.crawler_decline) pageNotFound()
      body = <DeclineForm jobId={job.id} />
    } else {
      const { current, options } = await extendOptions(payload, job, locale)
      body = <ExtendForm jobId={job.id} intent={newIntent()} current={current} options={options} />
    }
    panel = (
      <ScreenPanel
        title={`${kind === 'extend' && job.crawler_job && job.has_full_access === false ? t('takeOver') : t(`screens.${kind}`)}: ${job.title}`}
        level={3}
        closeHref={paths.cockpit('jobs')}
        closeLabel={t('close')}
        focusKey={focusKey}
        testId="job-panel"
      >
        {body}
      </ScreenPanel>
    )
  }

  // What each group's ads offer; a crawled ad pending access is taken over by buying a package (the extend screen).
  const ACTIONS: Record<string, Kind[]> = {
    active: ['edit', 'pause', 'extend', 'delete'],
    expired: ['extend', 'delete'],
    future: ['edit', 'delete'],
    draft: ['delete'],
    pendingAccess: ['extend', 'decline'],
  }
  // A declined ad can still be taken over (bought to be listed); declining it again offers nothing.
  const actionsFor = (job: { group: string; declined: boolean }): Kind[] => (ACTIONS[job.group] ?? []).filter((a) => !(a === 'decline' && job.declined))
  const total = JOB_GROUPS.reduce((n, g) => n + groups[g].length, 0)

  return (
    <NextIntlClientProvider
      messages={{
        jobsCockpit: messages.jobsCockpit,
        jobWizard: messages.jobWizard,
        richText: messages.richText,
        validation: messages.validation,
        profile: messages.profile,
        errors: messages.errors,
      }}
    >
      <section aria-labelledby="cockpit-title" className="cockpit-institutions">
        <h1 id="cockpit-title">{t('title')}</h1>
        <p className="muted">{t('intro')}</p>
        <p>
          <Link className="btn" href={paths.cockpit('jobs-create', 'new')}>
            {t('create')}
          </Link>
        </p>
        {read.kind === 'select' && (
          <ScreenPanel title={t('screens.select')} level={2} closeHref={paths.cockpit('jobs')} closeLabel={t('close')} focusKey={focusKey} testId="job-panel">
            <p>{t('selectExplain')}</p>
            <p>
              <Link className="btn" href={paths.cockpit('jobs-create', 'new')}>
                {t('create')}
              </Link>
            </p>
          </ScreenPanel>
        )}
        <nav aria-label={t('groupsLabel')}>
          <ul className="chips">
            {JOB_GROUPS.map((g) => (
              <li key={g}>
                <a className="chip" href={`#jobs-${g}`}>
                  {t(`groups.${g}`)} ({groups[g].length})
                </a>
              </li>
            ))}
          </ul>
        </nav>
        {total === 0 && <p className="card empty">{t('empty')}</p>}
        {switches.length > 0 && (
          <section aria-labelledby="free-listings-title" className="card" data-testid="free-listings">
            <h2 id="free-listings-title">{t('freeListings.title')}</h2>
            <p>{t('freeListings.explain')}</p>
            {switches.map((s) => (
              <FreeListingsForm key={s.id} institution={s.id} name={s.name} disabled={s.disabled} />
            ))}
          </section>
        )}
        {JOB_GROUPS.filter((g) => groups[g].length > 0).map((g) => (
          <section key={g} id={`jobs-${g}`} aria-labelledby={`jobs-${g}-title`} className="cockpit-reviews__group">
            <h2 id={`jobs-${g}-title`}>
              {t(`groups.${g}`)} ({groups[g].length})
            </h2>
            <ul className="cockpit-profiles" data-testid={`jobs-${g}`}>
              {groups[g].map((job) => (
                <li key={job.id} data-job-id={job.id}>
                  <article className={job.id === openId ? 'card cockpit-profile cockpit-profile--open' : 'card cockpit-profile'} aria-labelledby={`job-${job.id}-title`}>
                    <h3 id={`job-${job.id}-title`}>
                      {job.group === 'draft' ? <Link href={`${paths.cockpit('jobs-create', String(job.id))}?step=common`}>{job.title}</Link> : job.title}
                    </h3>
                    <p className="muted">
                      {[job.institution, job.onlineFrom && job.onlineUntil ? t('period', { from: job.onlineFrom, until: job.onlineUntil }) : null].filter(Boolean).join(' · ')}
                    </p>
                    {campaigns.has(job.id) && <SocialCampaignState campaign={campaigns.get(job.id)!} locale={locale} />}
                    {job.declined && (
                      <ul className="chips">
                        <li className="chip chip--strong cockpit-profile__status--requested" data-testid="job-declined">
                          {t('declined')}
                        </li>
                      </ul>
                    )}
                    {job.paused && (
                      <ul className="chips">
                        <li className="chip chip--strong cockpit-profile__status--requested" data-testid="job-paused">
                          {t('paused')}
                        </li>
                      </ul>
                    )}
                    <p className="cockpit-review__actions">
                      {job.online && (
                        <a className="btn btn--ghost btn--small" href={`/${locale}${paths.job(job.id)}`} data-testid="job-view">
                          {t('view')}
                        </a>
                      )}
                      {actionsFor(job).map((a) => (
                        <Link key={a} className="btn btn--ghost btn--small" href={paths.cockpit('jobs', `${a}-${job.id}`)} scroll={false}>
                          {a === 'pause' && job.paused ? t('reactivate') : a === 'extend' && job.group === 'pendingAccess' ? t('takeOver') : t(`screens.${a}`)}
                          <span className="visually-hidden"> – {job.title}</span>
                        </Link>
                      ))}
                    </p>
                  </article>
                  {job.id === openId && panel}
                  {job.id === extension?.jobId && (
                    <div id="extend-done" className="card extend-done" role="status" tabIndex={-1} data-testid="extend-done">
                      <p>{t('extendDone', { title: extension.title, until: extension.until, product: extension.product })}</p>
                      <p>
                        <a href={`/api/fn/user/invoice-pdf?id=${extension.invoiceId}`} data-testid="extend-invoice">
                          {t('extendInvoice', { number: extension.invoiceNumber })}
                        </a>
                      </p>
                      {/* the list kept its scroll while the panel closed: bring the notice into view */}
                      <FocusOnMount targetId="extend-done" />
                    </div>
                  )}
                </li>
              ))}
            </ul>
          </section>
        ))}
      </section>
    </NextIntlClientProvider>
  )
}
