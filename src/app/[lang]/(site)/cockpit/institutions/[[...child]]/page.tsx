import type { Metadata } from 'next'
import { pageNotFound } from '@/lib/http/not-found.server'
import { NextIntlClientProvider } from 'next-intl'
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server'
import type React from 'react'
import { Link } from '@/i18n/navigation'
import { isLocale, type Locale } from '@/i18n/locales'
import { payloadClient } from '@/lib/payload'
import { isCockpitScreen } from '@/modules/accounts/cockpit-routes'
import { requireCockpitSection } from '@/modules/accounts/require.server'
import { cockpitInstitutionList, profileForScreens, type CockpitInstitution } from '@/modules/institutions/profile.server'
import { mayRequestProfiles } from '@/modules/institutions/profile-write.server'
import { linkCandidates, linkTarget, profileChoices } from '@/modules/institutions/profile-screens.server'
import { paths } from '@/modules/routing/routes'
import { childScreenOf } from '@/ui/cockpit/child-screen'
import { CrawlSources } from '@/ui/cockpit/crawl-sources'
import { ErrorView } from '@/ui/errors/error-view'
import { CreateWizard } from '@/ui/institutions/cockpit/create-wizard'
import { InstitutionItems } from '@/ui/institutions/cockpit/institution-items'
import { LinkScreen } from '@/ui/institutions/cockpit/link-screen'
import { ProfilePanel } from '@/ui/institutions/cockpit/profile-panel'
import { profilePanelData, requestOnlyPanel, type PanelKind } from '@/modules/institutions/profile-panel.server'
import { parseIdParam } from '@/lib/params'
import { crawlSourcesForManager } from '@/modules/crawler/sources.server'

// /{lang}/cockpit/institutions and its child screens: {id} (overview), link, create, and
// edit-/facts-/media-/billing-/description-{id}. The list holds the viewer's profiles, active and
// requested, sorted by name in the viewer's language; the team (the flag that lists all
// institutions) searches all of them. A child screen of a profile opens under it in the list
// without scrolling to the top. Every screen asks the institutions module, which checks who asks;
// a profile the viewer may not see is the 404 page, like one that does not exist.

type Props = { params: Promise<{ lang: string; child?: string[] }>; searchParams: Promise<{ q?: string | string[]; institution?: string | string[]; new?: string }> }
type Screen = { kind: 'list' } | { kind: 'create' | 'link' } | { kind: PanelKind; id: number }

const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) ?? ''

function screenOf(child: string | undefined): Screen | null {
  const read = childScreenOf(child, ['', 'link', 'create', 'edit', 'facts', 'media', 'billing', 'description'] as const)
  if (!read) return null
  if (read.kind === 'main') return { kind: 'list' }
  if (read.kind === 'link' || read.kind === 'create') return read.id === null ? { kind: read.kind } : null
  const id = parseIdParam(read.id)
  if (id === null) return null
  return { kind: read.kind === '' ? 'overview' : read.kind, id }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).lang, namespace: 'profile' })
  return { title: t('title'), robots: { index: false } }
}

export default async function CockpitInstitutionsPage({ params, searchParams }: Props) {
  const { lang, child = [] } = await params
  if (!isLocale(lang) || !isCockpitScreen('institutions', child)) pageNotFound()
  const locale: Locale = lang
  setRequestLocale(locale)
  const user = await requireCockpitSection('institutions', locale)
  const screen = screenOf(child[0])
  if (!screen) pageNotFound()
  const query = await searchParams
  const payload = await payloadClient()
  const t = await getTranslations({ locale, namespace: 'profile' })
  const messages = await getMessages()
  const team = user.role === 'ROLE_ADMIN'
  const requester = mayRequestProfiles(user)
  const teamQuery = one(query.q).slice(0, 80)
  const list = await cockpitInstitutionList(payload, user, locale, team ? { query: teamQuery } : undefined)
  const focusKey = child[0] ?? 'list'

  let top: React.ReactNode = null
  let panel: React.ReactNode = null
  let openId: number | null = null
  if (screen.kind === 'create' || screen.kind === 'link') {
    if (!requester) return <ErrorView status="403" locale={locale} />
    if (screen.kind === 'create') {
      top = <CreateWizard userId={user.id} options={await profileChoices(payload, locale)} />
    } else {
      const chosenRaw = one(query.institution)
      const chosenId = parseIdParam(chosenRaw)
      const chosen = chosenId !== null ? await linkTarget(payload, user, chosenId) : null
      const q = one(query.q).slice(0, 80)
      top = <LinkScreen query={q} results={chosen ? [] : await linkCandidates(payload, user, q)} chosen={chosen} locale={locale} />
    }
  } else if ('id' in screen) {
    const listed: CockpitInstitution | undefined = [...list.active, ...list.requested].find((i) => i.id === screen.id)
    const profile = await profileForScreens(payload, user, screen.id)
    // A request to manage a public profile (or a declined one) shows only its overview.
    if (!profile && !(screen.kind === 'overview' && listed)) pageNotFound()
    if (profile && !profile.editable && screen.kind !== 'overview') pageNotFound()
    const data = profile ? await profilePanelData(payload, screen.kind, profile, locale) : requestOnlyPanel(listed!)
    const sources = screen.kind === 'overview' && profile ? await crawlSourcesForManager(payload, user, screen.id) : null
    panel = (
      <ProfilePanel
        kind={screen.kind}
        data={listed ? { ...data, item: listed } : data}
        isNew={screen.kind === 'media' && query.new === '1'}
        locale={locale}
        level={listed ? 3 : 2}
        focusKey={focusKey}
        extra={sources && <CrawlSources sources={sources} locale={locale} />}
      />
    )
    openId = listed ? screen.id : null
  }

  const groups = (
    [
      ['active', list.active],
      ['requested', list.requested],
    ] as const
  ).filter(([, items]) => items.length > 0)

  return (
    <NextIntlClientProvider messages={{ profile: messages.profile, validation: messages.validation, locale: messages.locale, errors: messages.errors }}>
      <section aria-labelledby="cockpit-title" className="cockpit-institutions">
        <h1 id="cockpit-title">{screen.kind === 'create' ? t('create.title') : screen.kind === 'link' ? t('link.title') : t('title')}</h1>
        <p className="muted">
          {screen.kind === 'create' ? t('create.intro') : screen.kind === 'link' ? t('link.intro') : team ? t('introTeam') : requester ? t('intro') : t('introOther')}
        </p>
        <nav className="subnav" aria-label={t('title')}>
          <Link href={paths.cockpit('institutions')} scroll={false} aria-current={screen.kind !== 'create' && screen.kind !== 'link' ? 'page' : undefined}>
            {team ? t('tabs.all') : t('tabs.list')}
          </Link>
          {requester && (
            <>
              <Link href={paths.cockpit('institutions', 'link')} scroll={false} aria-current={screen.kind === 'link' ? 'page' : undefined}>
                {t('tabs.link')}
              </Link>
              <Link href={paths.cockpit('institutions', 'create')} scroll={false} aria-current={screen.kind === 'create' ? 'page' : undefined}>
                {t('tabs.create')}
              </Link>
            </>
          )}
        </nav>
        {top}
        {panel && openId === null && panel}
        {screen.kind !== 'create' && screen.kind !== 'link' && (
          <>
            {team && (
              <form className="inline-form profile-search" method="get" role="search" aria-label={t('team.searchLabel')}>
                <label htmlFor="team-q">{t('team.searchLabel')}</label>
                <input id="team-q" type="search" name="q" defaultValue={teamQuery} maxLength={80} />
                <button type="submit" className="btn btn--small">
                  {t('team.search')}
                </button>
                {list.total !== undefined && <span className="muted">{t('team.count', { count: list.total })}</span>}
              </form>
            )}
            {groups.map(([group, items]) => (
              <section key={group} aria-labelledby={`profiles-${group}-title`} className="cockpit-reviews__group">
                <h2 id={`profiles-${group}-title`}>{t(`groups.${team ? `team_${group}` : group}`, { count: items.length })}</h2>
                <InstitutionItems items={items} locale={locale} openId={openId} panel={panel} testId={`profiles-${group}`} />
              </section>
            ))}
            {groups.length === 0 && (
              <div className="card empty" data-testid="profiles-empty">
                <p>{team ? t('team.none') : requester ? t('empty') : t('emptyNoEmployer')}</p>
                {requester ? (
                  <p className="cockpit-review__actions">
                    <Link className="btn" href={paths.cockpit('institutions', 'link')} scroll={false}>
                      {t('tabs.link')}
                    </Link>
                    <Link className="btn btn--ghost" href={paths.cockpit('institutions', 'create')} scroll={false}>
                      {t('tabs.create')}
                    </Link>
                  </p>
                ) : (
                  !team && (
                    <p>
                      <Link href={paths.cockpit('user', 'role')}>{t('changeRole')}</Link>
                    </p>
                  )
                )}
              </div>
            )}
          </>
        )}
      </section>
    </NextIntlClientProvider>
  )
}
