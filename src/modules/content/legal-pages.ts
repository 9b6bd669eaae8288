import type { Locale } from '@/i18n/locales'

// The legal pages every part of the site links to (footer, registration, review wizard, later the
// job wizard). They are `pages` documents the team edits in /admin; their paths are fixed here so
// that links need no database lookup (client components included), and the collection refuses
// another path for a page marked with one of these keys (pages.collection.ts).

export const LEGAL_PAGE_KEYS = ['terms-of-use', 'employer-terms', 'privacy', 'imprint'] as const
export type LegalPageKey = (typeof LEGAL_PAGE_KEYS)[number]

export const LEGAL_PAGE_PATHS: Record<LegalPageKey, Record<Locale, string>> = {
  'terms-of-use': { de: 'nutzungsbedingungen', fr: 'conditions-d-utilisation', it: 'condizioni-d-uso' },
  'employer-terms': { de: 'agb', fr: 'conditions-generales', it: 'condizioni-generali' },
  privacy: { de: 'datenschutz', fr: 'protection-des-donnees', it: 'protezione-dei-dati' },
  imprint: { de: 'impressum', fr: 'mentions-legales', it: 'note-legali' },
}

/** The site path of a legal page in a language: legalPagePath('privacy', 'fr') -> "/fr/protection-des-donnees". */
export function legalPagePath(key: LegalPageKey, locale: Locale): string {
  return `/${locale}/${LEGAL_PAGE_PATHS[key][locale]}`
}

export function isLegalPageKey(value: unknown): value is LegalPageKey {
  return typeof value === 'string' && (LEGAL_PAGE_KEYS as readonly string[]).includes(value)
}
