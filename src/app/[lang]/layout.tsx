import type { Metadata, Viewport } from 'next'
import { headers } from 'next/headers'
import { pageNotFound } from '@/lib/http/not-found.server'
import { hasLocale } from 'next-intl'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { ClientMessages } from '@/i18n/client-messages'
import type React from 'react'
import { routing } from '@/i18n/routing'
import { pathAlternates } from '@/modules/seo/alternates'
import { languagePathsOf } from '@/modules/seo/language-paths.server'
import { LOCALES, isLocale, withoutLocale } from '@/i18n/locales'
import { env } from '@/lib/env'
import { STATUS_PAGE_HEADER } from '@/modules/routing/status-page'
import { SiteHeader } from '@/ui/layout/site-header'
import { SiteFooter } from '@/ui/layout/site-footer'
import { Toaster } from '@/ui/layout/toaster'
import { SectionScope } from '@/ui/layout/section-scope'
import { SupportEmailProvider } from '@/ui/layout/support-email'
import { ModalStoryLinks } from '@/ui/content/modal-story-links'
import { BuildUpdateNotice } from '@/ui/build-update/build-update-notice'
import { runningBuildId } from '@/modules/build/build-id.server'
import { ConsentBanner } from '@/ui/consent/consent-banner'
import { ANALYTICS_SETUP_HEADER, analyticsSetupSchema, type AnalyticsSetup } from '@/modules/consent/analytics'
import { legalPagePath } from '@/modules/content/legal-pages'
// Styles: design tokens and base styles first (globals.css), then each area's sheet, which lives
// beside its components. One fixed order here keeps the cascade as it was (ADR 0029). The cockpit's,
// the employer profiles', the ad wizard's and the review wizard's sheets are the cockpit layout's:
// every public page carries this list inlined in its <head>, twice (ADR 0077, ADR 0080); the offer
// page's sheet is that page's.
import '@/ui/globals.css'
import '@/ui/layout/header.css'
import '@/ui/form/forms.css'
import '@/ui/home/home.css'
import '@/ui/errors/errors.css'
import '@/ui/empty.css'
import '@/ui/layout/footer.css'
import '@/ui/layout/toasts.css'
import '@/ui/list-page.css'
import '@/ui/jobs/jobs.css'
import '@/ui/institutions/institutions.css'
import '@/ui/reviews/reviews-read.css'
import '@/ui/alerts/alerts.css'
import '@/ui/form/confirm-and-textarea.css'
import '@/ui/cockpit/navigation-loading.css'
import '@/ui/reviews/review-card.css'
import '@/ui/content/content.css'
import '@/ui/content/story-dialog.css'
import '@/ui/icons/icon.css'
import '@/ui/compare/compare.css'
import '@/ui/filter-fold.css'
import '@/ui/layout/shell.css'
import '@/ui/build-update/build-update.css'
import '@/ui/consent/consent.css'

export function generateStaticParams() {
  return routing.locales.map((lang) => ({ lang }))
}

export async function generateMetadata({ params }: { params: Promise<{ lang: string }> }): Promise<Metadata> {
  const { lang } = await params
  const t = await getTranslations({ locale: lang, namespace: 'meta' })
  const base = env().PUBLIC_URL
  const h = await headers()
  const pathname = h.get('x-pathname') ?? `/${lang}`
  return {
    // A status page (401/403/404 through the proxy) is no page of its own: no canonical, no hreflang.
    alternates: h.has(STATUS_PAGE_HEADER) ? undefined : pathAlternates(pathname, base),
    title: { default: `${t('siteName')} – ${t('tagline')}`, template: `%s · ${t('siteName')}` },
    description: t('description'),
    metadataBase: new URL(base),
  }
}

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#0b5f66' }

const CONSENT_LABELS = [
  'title',
  'text',
  'privacy',
  'acceptAll',
  'necessaryOnly',
  'customize',
  'save',
  'necessary',
  'necessaryText',
  'statistics',
  'statisticsText',
  'statisticsNone',
] as const

/** The team's analytics setup, as the proxy named it for this request (ADR 0066). */
function analyticsSetupOf(header: string | null): AnalyticsSetup | null {
  if (!header) return null
  try {
    const parsed = analyticsSetupSchema.safeParse(JSON.parse(header))
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}

// The root layout has its children only: the pages and the @modal slot live in the route group
// `(site)`, whose layout holds the slot (ADR 0075; a second slot here rendered this layout twice).
export default async function LocaleLayout({ children, params }: { children: React.ReactNode; params: Promise<{ lang: string }> }) {
  const { lang } = await params
  if (!hasLocale(routing.locales, lang)) pageNotFound()
  setRequestLocale(lang)
  const t = await getTranslations({ locale: lang, namespace: 'nav' })
  // The language switcher's links of the first page (ADR 0062); the same path under each language if
  // the lookup fails.
  const pathname = (await headers()).get('x-pathname') ?? `/${lang}`
  const samePath = Object.fromEntries(LOCALES.map((l) => [l, `/${l}${withoutLocale(pathname)}`])) as Record<(typeof LOCALES)[number], string>
  const languages = { pathname, paths: await languagePathsOf(pathname).catch(() => samePath) }
  const build = await getTranslations({ locale: lang, namespace: 'buildUpdate' })
  const consent = await getTranslations({ locale: lang, namespace: 'consent' })
  const setup = analyticsSetupOf((await headers()).get(ANALYTICS_SETUP_HEADER))
  const consentLabels = Object.fromEntries(CONSENT_LABELS.map((key) => [key, consent(key)])) as Record<(typeof CONSENT_LABELS)[number], string>
  return (
    <html lang={lang}>
      <body>
        <ClientMessages>
          <SupportEmailProvider email={env().SUPPORT_EMAIL}>
            <a className="skip-link" href="#main">
              {t('skipToContent')}
            </a>
            {/* Fixed at the bottom, early in the focus order: the consent choice comes before the page (ADR 0066). */}
            <div className="page-notices">
              <BuildUpdateNotice buildId={runningBuildId()} labels={{ text: build('text'), unsaved: build('unsaved'), reload: build('reload'), later: build('later') }} />
              <ConsentBanner setup={setup} labels={consentLabels} privacyHref={legalPagePath('privacy', isLocale(lang) ? lang : 'de')} />
            </div>
            <SiteHeader locale={lang} languages={languages} />
            <SectionScope>
              <main id="main" tabIndex={-1}>
                {children}
              </main>
            </SectionScope>
            <SiteFooter locale={lang} />
            <ModalStoryLinks />
            <Toaster />
          </SupportEmailProvider>
        </ClientMessages>
      </body>
    </html>
  )
}
