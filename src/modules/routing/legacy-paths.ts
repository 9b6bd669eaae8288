// Legacy and translated paths of the old platform, mapped to canonical pages (docs/product-rules.md#search-engines).
// Team-edited rules (the redirects collection) are consulted first, so the team can override these.

import { LOCALE_ALTERNATION } from '@/i18n/locales'

interface LegacyRule {
  pattern: RegExp
  to: (m: RegExpExecArray) => string
}

const L = `(${LOCALE_ALTERNATION})`
const rule = (source: string, to: (m: RegExpExecArray) => string): LegacyRule => ({ pattern: new RegExp(`^/${L}/${source}/?$`), to })

export const LEGACY_RULES: LegacyRule[] = [
  rule('(?:arbeitgeber|employeur|employeurs|datore-di-lavoro|datori-di-lavoro|employer|employers)/(\\d+)(?:/[^/]*)?', (m) => `/${m[1]}/institution/${m[2]}`),
  rule('(?:arbeitgeber|employeurs|datori-di-lavoro|employers|arbeitgeber-suche|recherche-employeurs|ricerca-datori-di-lavoro|employer-search)', (m) => `/${m[1]}/institutions`),
  rule('(?:stelle|stellen|emploi|poste|impiego|posto|job-detail)/(\\d+)(?:/[^/]*)?', (m) => `/${m[1]}/job/${m[2]}`),
  rule('(?:stellen|stellenangebote|emplois|offres-d-emploi|impieghi|offerte-di-lavoro|job-search)', (m) => `/${m[1]}/jobs`),
  rule('(?:e-journal|ejournal|journal|magazin|magazine|rivista|blog)', (m) => `/${m[1]}/ejournals`),
  rule('(?:e-journal|journal|magazin|magazine|rivista|blog)/([a-z0-9-]+)', (m) => `/${m[1]}/ejournal/${m[2]}`),
  rule('(?:wahlstudienjahr|annee-a-option|anno-opzionale|work-year-in-medicine)', (m) => `/${m[1]}/cockpit/internships-finder`),
  rule('(?:webinar|webinaire|webinare)', (m) => `/${m[1]}/ejournals`),
  rule('cockpit/jobs/create', (m) => `/${m[1]}/cockpit/jobs-create/new`),
  rule('(?:anmelden|connexion|accesso|accedi|cockpit/login|signin|sign-in)', (m) => `/${m[1]}/login`),
  rule('(?:registrieren|inscription|registrazione|signup|sign-up)', (m) => `/${m[1]}/register`),
  // The old platform's sitemap per language: the one sitemap index names every language's pages.
  rule('sitemap\\.xml', () => '/sitemap.xml'),
]

export function legacyRedirect(pathname: string): string | null {
  for (const { pattern, to } of LEGACY_RULES) {
    const m = pattern.exec(pathname)
    if (m) return to(m)
  }
  return null
}
