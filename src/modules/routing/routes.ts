import type { Locale } from '@/i18n/locales'
import type { CockpitSection } from '../accounts/cockpit-routes'

// Every page path of the product, in one place (ADR 0028). Two forms, one table:
// - `paths.*` are paths without the language ("/cockpit/reviews"), for next-intl's <Link>,
//   redirect() and router.push(), which add the current language themselves;
// - `localePath(locale, path)` puts the language in front ("/de/cockpit/reviews"), for plain <a>
//   (public pages link into the cockpit plainly, ADR 0016), redirects from route handlers, the
//   sitemap and, through `absoluteUrl` (lib/http/absolute-url.ts), mails.
// Pure: no environment, no server imports, so client components use it too. Search filter paths
// (/jobs/{segments}) are built by their grammar (modules/jobs/filter-path.ts), the e-journal's by
// modules/content/ejournal-path.ts, content pages' by modules/content/legal-pages.ts.

const id = (value: number | string) => encodeURIComponent(String(value))
/** `path` with the query values that are set (empty and undefined ones left out), each encoded. */
export function withQuery(path: string, query: Record<string, string | undefined>): string {
  const pairs = Object.entries(query).filter((entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== '')
  return pairs.length ? `${path}?${pairs.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&')}` : path
}

/**
 * The employers' page with the offer inquiry: a word of each language, as content pages and the link
 * table's `offer` name it (ADR 0059). Content pages cannot take these paths (content/page-path.ts).
 */
export const OFFER_PAGE_SLUGS = { de: 'angebot', fr: 'offre', it: 'offerta' } as const satisfies Record<Locale, string>

/** The word before an author's slug in the author page's path (/de/ejournal/autor/{slug}; ADR 0063). */
export const AUTHOR_PAGE_WORDS = { de: 'autor', fr: 'auteur', it: 'autore' } as const satisfies Record<Locale, string>

/**
 * The employer comparison: a word of each language, then the compared ids in the visitor's order
 * (modules/compare/compare-ids.ts, ADR 0064).
 */
export const COMPARE_PAGE_SLUGS = { de: 'arbeitgeber-vergleich', fr: 'comparaison-employeurs', it: 'confronto-datori-di-lavoro' } as const satisfies Record<Locale, string>

export const paths = {
  home: () => '/',
  jobs: () => '/jobs',
  /** `search`: the search page the visitor came from (previous/next along its results) */
  job: (jobId: number | string, search?: string) => withQuery(`/job/${id(jobId)}`, { s: search }),
  institutions: () => '/institutions',
  institution: (institutionId: number | string) => `/institution/${id(institutionId)}`,
  ejournals: () => '/ejournals',
  article: (slug: string) => `/ejournal/${encodeURIComponent(slug)}`,
  /** an author's page: its word depends on the language it is for */
  author: (locale: Locale, slug: string) => `/ejournal/${AUTHOR_PAGE_WORDS[locale]}/${encodeURIComponent(slug)}`,
  /** `next`: a path with the language, followed after the login (or at once when logged in) */
  login: (next?: string) => withQuery('/login', { next }),
  loginStep: (step: 'code' | 'setup') => `/login/${step}`,
  /** `next`: as for the login; carried through the verification mail to the login after it */
  register: (next?: string) => withQuery('/register', { next }),
  forgotPassword: () => '/forgot-password',
  resetPassword: (token: string) => withQuery('/reset-password', { token }),
  verify: (token: string, next?: string) => withQuery('/verify', { token, next }),
  confirmEmail: (token: string) => withQuery('/confirm-email', { token }),
  alertConfirm: (token: string) => withQuery('/alerts/confirm', { token }),
  alertUnsubscribe: (token?: string) => withQuery('/alerts/unsubscribe', { token }),
  /** the employers' page: its word depends on the language it is for */
  offer: (locale: Locale) => `/${OFFER_PAGE_SLUGS[locale]}`,
  /** the comparison of these employers (ids in the order given, joined by commas); its word depends on the language */
  compare: (locale: Locale, ids: readonly number[]) => `/${COMPARE_PAGE_SLUGS[locale]}/${ids.join(',')}`,
  /** a cockpit section, or one of its child screens (`create`, `edit-12`, …; see cockpit-routes.ts) */
  cockpit: (section?: CockpitSection, child?: string) => (section ? `/cockpit/${section}${child ? `/${child}` : ''}` : '/cockpit'),
} as const

/** The path with its language in front: localePath('de', '/jobs') -> '/de/jobs'; the home page is '/de'. */
export function localePath(locale: Locale | string, path: string): string {
  return path === '/' ? `/${locale}` : `/${locale}${path}`
}

/**
 * The login page that leads on to `path` (a path with the language) afterwards. Public pages link to
 * cockpit sections this way, so a visitor meets the login, not a 401 page.
 */
export function loginThen(locale: Locale | string, path: string): string {
  return localePath(locale, paths.login(path))
}
