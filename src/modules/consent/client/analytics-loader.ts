// The team's analytics script, put into the page by the consent island once the visitor agreed to
// statistics (ADR 0066). Browser only. The page's policy allows the provider's origins only for such a
// visitor (the proxy and the page cache add them per request).
import type { AnalyticsSetup } from '../analytics'

type Queue = unknown[][] & { push: (...items: unknown[][]) => number }
type AnalyticsWindow = Window & { _paq?: Queue; dataLayer?: unknown[]; gtag?: (...args: unknown[]) => void }

let loaded: AnalyticsSetup | null = null

function addScript(src: string, attributes: Record<string, string> = {}): void {
  const script = document.createElement('script')
  script.async = true
  script.src = src
  for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value)
  document.head.appendChild(script)
}

/** Loads the provider's script once per page life, and counts this page view. */
export function loadAnalytics(setup: AnalyticsSetup): void {
  if (loaded) return
  loaded = setup
  const w = window as AnalyticsWindow
  if (setup.provider === 'matomo') {
    w._paq = w._paq ?? ([] as unknown as Queue)
    w._paq.push(['setTrackerUrl', `${setup.url}matomo.php`], ['setSiteId', setup.id], ['trackPageView'], ['enableLinkTracking'])
    addScript(`${setup.url}matomo.js`)
  } else if (setup.provider === 'plausible') {
    // Plausible counts the client router's navigations itself (History API)
    addScript(`${setup.url}js/script.js`, { 'data-domain': setup.id })
  } else {
    w.dataLayer = w.dataLayer ?? []
    w.gtag = function gtag() {
      // gtag expects the arguments object itself
      // eslint-disable-next-line prefer-rest-params
      w.dataLayer!.push(arguments)
    }
    w.gtag('js', new Date())
    w.gtag('config', setup.id, { anonymize_ip: true })
    addScript(`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(setup.id)}`)
  }
}

/** Counts a page view of the client router (Matomo and Google; Plausible does it itself). */
export function trackNavigation(url: string): void {
  const w = window as AnalyticsWindow
  if (loaded?.provider === 'matomo') w._paq?.push(['setCustomUrl', url], ['trackPageView'])
  if (loaded?.provider === 'google') w.gtag?.('event', 'page_view', { page_location: url })
}

/** Whether a provider's script was put into this page (a revocation then reloads the page). */
export function analyticsLoaded(): boolean {
  return loaded !== null
}
