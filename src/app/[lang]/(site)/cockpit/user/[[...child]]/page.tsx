import type { Metadata } from 'next'
import { pageNotFound } from '@/lib/http/not-found.server'
import { NextIntlClientProvider } from 'next-intl'
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server'
import { Link } from '@/i18n/navigation'
import { env } from '@/lib/env'
import { isCockpitScreen } from '@/modules/accounts/cockpit-routes'
import { requireCockpitSection } from '@/modules/accounts/require.server'
import { LogoutButton } from '@/ui/cockpit/logout-button'
import { PasswordForm } from '@/ui/cockpit/password-form'
import { ProfileForm } from '@/ui/cockpit/profile-form'
import { RoleForm } from '@/ui/cockpit/role-form'
import type { Locale } from '@/i18n/locales'
import { payloadClient } from '@/lib/payload'
import { alertViewerOf } from '@/modules/alerts/alerts.server'
import { alertRowsOf } from '@/modules/alerts/list.server'
import { AlertList } from '@/ui/alerts/alert-list'
import { AlertOverviewCard } from '@/ui/alerts/alert-overview-card'
import { hasSecondFactor, unusedRecoveryCodes } from '@/modules/accounts/second-factor.server'
import { enableTotpAction } from '@/modules/accounts/security-actions'
import { totpSetupView } from '@/modules/accounts/totp-setup.server'
import { EmailChangeForm } from '@/ui/accounts/email-change-form'
import { TotpOnPanel } from '@/ui/accounts/totp-on-panel'
import { TotpSetupForm } from '@/ui/accounts/totp-setup-form'
import { SecurityMessages } from '@/ui/accounts/security-messages'
import { paths } from '@/modules/routing/routes'
import { colleagueSettings } from '@/modules/internships/contact.server'
import { mayPlanElectiveYear } from '@/modules/internships/viewer'
import { ColleagueSettingsForm } from '@/ui/internships/colleague-settings-form'
import type { Role } from '@/modules/access/access'
import { ACCOUNT_CLIENT_NAMESPACES, ClientMessages } from '@/i18n/client-messages'
import { openRequestsOf } from '@/modules/privacy/requests.server'
import { AccountRequestForm } from '@/ui/accounts/account-request-form'
import { DeletionConfirmForm, DeletionStartForm } from '@/ui/accounts/deletion-forms'
import { DELETION_LINK_HOURS, isDeletionLinkOf } from '@/modules/privacy/deletion-link.server'
import { DATA_EXPORT_PATH } from '@/modules/privacy/export-path'
import { sessionsOf } from '@/modules/privacy/sessions.server'
import { SessionList } from '@/ui/accounts/session-list'
import { DataExportButton } from '@/ui/accounts/data-export-button'
import { formatDate } from '@/i18n/format'
import type { SessionUser } from '@/modules/accounts/session.server'
// the colleague switches' card is styled by the elective year's sheet
import '@/ui/internships/internships.css'

type Props = { params: Promise<{ lang: string; child?: string[] }>; searchParams: Promise<{ next?: string; deleted?: string; missing?: string; token?: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).lang, namespace: 'cockpit.user' })
  return { title: t('title'), robots: { index: false } }
}

export default async function CockpitUserPage({ params, searchParams }: Props) {
  const { lang, child = [] } = await params
  if (!isCockpitScreen('user', child)) pageNotFound()
  setRequestLocale(lang)
  const user = await requireCockpitSection('user', lang)
  const t = await getTranslations({ locale: lang, namespace: 'cockpit' })
  const roles = await getTranslations({ locale: lang, namespace: 'role' })
  const screen = child[0] ?? 'edit'
  const email = env().SUPPORT_EMAIL
  const tabs = ['edit', 'email', 'password', 'security', 'sessions', 'role', 'alerts', 'privacy'] as const
  const { next, deleted, missing, token } = await searchParams
  const alertsLabel = (await getTranslations({ locale: lang, namespace: 'alerts.cockpit' }))('tab')
  const security = await getTranslations({ locale: lang, namespace: 'security' })
  const privacy = await getTranslations({ locale: lang, namespace: 'privacy' })
  const alertViewer = alertViewerOf(user)
  const alertRows = (screen === 'edit' || screen === 'alerts') && alertViewer ? await alertRowsOf(await payloadClient(), alertViewer, lang as Locale) : []
  // Students' colleague switches (elective year, ADR 0037): hidden from colleagues, open to messages.
  const colleagues =
    screen === 'edit' && mayPlanElectiveYear({ id: user.id, role: (user.role as Role | null | undefined) ?? null }) ? await colleagueSettings(await payloadClient(), user.id) : null
  const messages = colleagues ? await getMessages() : null
  return (
    <section aria-labelledby="cockpit-title">
      <h1 id="cockpit-title">{t('hello', { name: user.first_name })}</h1>
      <p className="muted">{user.role ? t('roleLabel', { role: roles(user.role) }) : t('noRole')}</p>
      <nav className="subnav" aria-label={t('user.title')}>
        {tabs.map((tab) => (
          // Child screens switch without jumping to the top (docs/product-rules.md#guards).
          <Link key={tab} href={paths.cockpit('user', tab)} scroll={false} aria-current={screen === tab ? 'page' : undefined}>
            {tab === 'alerts'
              ? alertsLabel
              : tab === 'email' || tab === 'security'
                ? security(`tabs.${tab}`)
                : tab === 'privacy'
                  ? privacy('tab')
                  : tab === 'sessions'
                    ? privacy('sessions.tab')
                    : t(`user.${tab}`)}
          </Link>
        ))}
      </nav>
      {screen === 'edit' && <ProfileForm user={{ first_name: user.first_name, last_name: user.last_name, gender: user.gender }} />}
      {colleagues && messages && (
        <NextIntlClientProvider messages={{ internships: messages.internships, validation: messages.validation }}>
          <ColleagueSettingsForm hidden={colleagues.hidden} contact={colleagues.contact} />
        </NextIntlClientProvider>
      )}
      {screen === 'edit' && <AlertOverviewCard locale={lang as Locale} count={alertRows.length} />}
      {screen === 'password' && <PasswordForm />}
      {(screen === 'email' || screen === 'security') && (
        <SecurityMessages>{screen === 'email' ? <EmailChangeForm current={user.email} /> : <SecurityScreen user={user} lang={lang} />}</SecurityMessages>
      )}
      {screen === 'alerts' && <AlertList locale={lang as Locale} alerts={alertRows} notice={deleted === '1' ? 'deleted' : missing === '1' ? 'missing' : null} />}
      {screen === 'role' &&
        (user.role ? (
          <p className="notice" data-testid="role-chosen">
            {t('user.roleChosen', { role: roles(user.role), email })}{' '}
            <Link href={paths.cockpit('user', 'privacy')} scroll={false}>
              {privacy('requests.title')}
            </Link>
          </p>
        ) : (
          <RoleForm next={typeof next === 'string' ? next : undefined} />
        ))}
      {screen === 'sessions' && <SessionsScreen user={user} lang={lang} />}
      {screen === 'privacy' && <PrivacyScreen user={user} lang={lang} />}
      {screen === 'delete' && <DeleteScreen user={user} token={typeof token === 'string' ? token : ''} />}
      <hr />
      <h2>{t('user.privacyTitle')}</h2>
      <p className="muted">
        {t.rich('user.privacyText', { email, mail: (chunks) => <a href={`mailto:${email}`}>{chunks}</a> })}{' '}
        {screen !== 'privacy' && (
          <Link href={paths.cockpit('user', 'privacy')} scroll={false}>
            {privacy('toScreen')}
          </Link>
        )}
      </p>
      <LogoutButton label={t('user.logout')} />
    </section>
  )
}

/** Requests to the team, the data export and the deletion of the account (ADR 0065). */
async function PrivacyScreen({ user, lang }: { user: { id: number; role?: string | null }; lang: string }) {
  const t = await getTranslations({ locale: lang, namespace: 'privacy.export' })
  const open = await openRequestsOf(await payloadClient(), user.id)
  const since = Object.fromEntries(Object.entries(open).map(([kind, r]) => [kind, new Date(r.created_at).toISOString()]))
  return (
    <ClientMessages add={[...ACCOUNT_CLIENT_NAMESPACES, 'privacy']}>
      <div data-testid="data-export">
        <h3>{t('title')}</h3>
        <p className="muted">{t('text')}</p>
        {/* A download, not a page: the browser saves the JSON the route answers, then a toast (ADR 0065, 0067). */}
        <DataExportButton href={DATA_EXPORT_PATH} label={t('button')} />
      </div>
      <AccountRequestForm currentRole={user.role ?? null} open={since} />
      <DeletionStartForm hours={DELETION_LINK_HOURS} />
    </ClientMessages>
  )
}

/** The account's live sessions: device, since when, last use (ADR 0065). */
async function SessionsScreen({ user, lang }: { user: SessionUser; lang: string }) {
  const locale = lang as Locale
  const t = await getTranslations({ locale: lang, namespace: 'privacy.sessions' })
  const when = (iso: string) => `${formatDate(iso, locale)} ${TIME.format(new Date(iso))}`
  const rows = await sessionsOf(await payloadClient(), user)
  const listed = rows.map((s) => ({
    handle: s.handle,
    current: s.current,
    device: s.device.browser || s.device.system ? [s.device.browser, s.device.system].filter(Boolean).join(t('on')) : null,
    started: when(s.startedAt),
    lastUsed: s.lastUsedAt ? when(s.lastUsedAt) : null,
  }))
  return (
    <ClientMessages add={[...ACCOUNT_CLIENT_NAMESPACES, 'privacy']}>
      <SessionList sessions={listed} />
    </ClientMessages>
  )
}

const TIME = new Intl.DateTimeFormat('de-CH', { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Zurich' })

/** The mailed deletion link's page: the button, or "invalid or expired" (opening it changes nothing). */
async function DeleteScreen({ user, token }: { user: { id: number }; token: string }) {
  const t = await getTranslations('privacy.delete')
  const valid = token !== '' && token.length <= 100 && (await isDeletionLinkOf(await payloadClient(), token, user.id))
  return (
    <ClientMessages add={[...ACCOUNT_CLIENT_NAMESPACES, 'privacy']}>
      {valid ? (
        <DeletionConfirmForm token={token} />
      ) : (
        <p className="notice" role="alert" data-testid="delete-invalid">
          {t('invalidLink')}
        </p>
      )}
    </ClientMessages>
  )
}

/** The second factor: set it up, or see it is on (and turn it off, except for the team). */
async function SecurityScreen({ user, lang }: { user: { id: number; email: string; role?: string | null }; lang: string }) {
  const t = await getTranslations({ locale: lang, namespace: 'security.totp' })
  const payload = await payloadClient()
  if (await hasSecondFactor(payload, user.id)) {
    const left = await unusedRecoveryCodes(payload, user.id)
    return <TotpOnPanel codesLeft={left} team={user.role === 'ROLE_ADMIN'} />
  }
  const view = await totpSetupView(payload, user)
  return (
    <div>
      <p>{t('offIntro')}</p>
      <TotpSetupForm action={enableTotpAction} view={view} toasts={{ success: 'user.totpOn.success', failure: 'user.totpOn.error' }} />
    </div>
  )
}
