import type React from 'react'
import { getTranslations } from 'next-intl/server'
import { CockpitNav } from '@/ui/cockpit/cockpit-nav'
import { NavigationLoading } from '@/ui/cockpit/navigation-loading'
import { isLocale } from '@/i18n/locales'
import { LOADING_FALLBACK, LOADING_JOKES } from '@/modules/essentials/data/loading-jokes'
import { currentUser } from '@/modules/accounts/session.server'
import { headers } from 'next/headers'
import { payloadClient } from '@/lib/payload'
import { touchSession } from '@/modules/privacy/sessions.server'
import { COCKPIT_SECTIONS } from '@/modules/accounts/cockpit-routes'
import { cockpitMenuFor } from '@/ui/cockpit/cockpit-menu'
import { runGuards } from '@/modules/accounts/guards'
import { ACCOUNT_CLIENT_NAMESPACES, ClientMessages } from '@/i18n/client-messages'
import type { Role } from '@/modules/access/access'
// The cockpit's sheets, in the order they had in the root layout's list (ADR 0029); they come after
// all of the root layout's sheets, which no rule of theirs competes with (ADR 0080).
import '@/ui/cockpit/cockpit.css'
import '@/ui/institutions/cockpit/profile-cockpit.css'
import '@/ui/jobs/wizard/ad-wizard.css'
import '@/ui/reviews/wizard/wizard.css'

export const dynamic = 'force-dynamic'

export default async function CockpitLayout({ children, params }: { children: React.ReactNode; params: Promise<{ lang: string }> }) {
  const { lang } = await params
  const user = await currentUser()
  // The session's device and last use, and the account's language: the cockpit's (ADR 0065).
  if (user) await touchSession(await payloadClient(), user, (await headers()).get('user-agent'), lang).catch(() => undefined)
  const t = await getTranslations({ locale: lang, namespace: 'cockpit.nav' })
  const tl = await getTranslations({ locale: lang, namespace: 'loading' })
  const viewer = user ? { role: (user.role as Role | null | undefined) ?? null } : null
  // The menu lists the sections of this viewer's role that they may open; the guards themselves run
  // in the proxy and in each page.
  const items = cockpitMenuFor(viewer?.role)
    .filter((s) => runGuards(COCKPIT_SECTIONS[s], viewer).kind === 'pass')
    .map((s) => ({ section: s, label: t(s) }))
  return (
    <div className="container cockpit">
      {user && <CockpitNav items={items} label={t('label')} />}
      <ClientMessages add={ACCOUNT_CLIENT_NAMESPACES}>
        <div>{children}</div>
      </ClientMessages>
      <NavigationLoading jokes={isLocale(lang) ? LOADING_JOKES[lang] : []} label={tl('label')} fallback={LOADING_FALLBACK} />
    </div>
  )
}
