import { describe, expect, it } from 'vitest'
import type { Locale } from '@/i18n/locales'
import type { FilterDictionary } from '../search-path/vocabulary'
import { languagePath, languagePaths, type LanguagePathLookups } from './language-paths'

// The language switcher's links (ADR 0062): for every page type the translated path itself.

const term = (key: string, de: string, fr: string, it: string) => ({ key, slug: { de, fr, it } })
const dict: FilterDictionary = {
  fields: [term('CARDIOLOGY', 'kardiologie', 'cardiologie', 'cardiologia')],
  levels: [term('ASSISTANT', 'assistenzarzt', 'medecin-assistant', 'medico-assistente')],
  regions: [term('BE', 'kanton-bern', 'canton-de-berne', 'cantone-di-berna')],
  categories: [term('HOSPITAL', 'spital', 'hopital', 'ospedale')],
}
const byLanguage = (rows: Record<Locale, string>[]) => async (to: Locale, value: string) => rows.find((row) => Object.values(row).includes(value))?.[to] ?? null
const lookups: LanguagePathLookups = {
  dictionary: async () => dict,
  pagePath: byLanguage([
    { de: 'datenschutz', fr: 'protection-des-donnees', it: 'protezione-dei-dati' },
    { de: 'ratgeber/wahlstudienjahr', fr: 'guide/annee-a-option', it: 'guida/anno-opzionale' },
  ]),
  articleSlug: byLanguage([{ de: 'lohn-verhandeln', fr: 'negocier-son-salaire', it: 'negoziare-lo-stipendio' }]),
  categorySlug: byLanguage([{ de: 'karriere', fr: 'carriere', it: 'carriera' }]),
  tagSlug: byLanguage([{ de: 'lohn', fr: 'salaire', it: 'stipendio' }]),
}
const all = (path: string) => languagePaths(path, lookups)

describe('the same page in another language', () => {
  it('home, details by id and account pages keep their path', async () => {
    expect(await all('/de')).toEqual({ de: '/de', fr: '/fr', it: '/it' })
    expect(await all('/fr/job/42')).toEqual({ de: '/de/job/42', fr: '/fr/job/42', it: '/it/job/42' })
    expect(await all('/it/institution/7')).toEqual({ de: '/de/institution/7', fr: '/fr/institution/7', it: '/it/institution/7' })
    expect(await all('/de/cockpit/jobs/edit-3')).toMatchObject({ fr: '/fr/cockpit/jobs/edit-3' })
    expect(await all('/de/login')).toMatchObject({ it: '/it/login' })
  })

  it('job searches: filter slugs, employer, workload, text, sort and paging in the other language', async () => {
    expect(await all('/de/jobs/seite-2')).toEqual({ de: '/de/jobs/seite-2', fr: '/fr/jobs/page-2', it: '/it/jobs/pagina-2' })
    expect(await all('/de/jobs/kardiologie/kanton-bern/seite-3')).toEqual({
      de: '/de/jobs/kardiologie/kanton-bern/seite-3',
      fr: '/fr/jobs/cardiologie/canton-de-berne/page-3',
      it: '/it/jobs/cardiologia/cantone-di-berna/pagina-3',
    })
    const fr = await languagePath('/de/jobs/assistenzarzt/teilzeit', 'fr', lookups)
    expect(fr.startsWith('/fr/jobs/medecin-assistant/')).toBe(true)
    expect(fr).not.toContain('teilzeit')
    expect(await languagePath('/de/jobs/arbeitgeber-12', 'it', lookups)).toMatch(/^\/it\/jobs\/[a-z-]+-12$/)
    expect(await languagePath('/de/jobs', 'fr', lookups)).toBe('/fr/jobs')
    // an unreadable filter: the other language's search
    expect(await languagePath('/de/jobs/gibt-es-nicht', 'fr', lookups)).toBe('/fr/jobs')
  })

  it('institution searches in the other language', async () => {
    const paths = await all('/de/institutions/kanton-bern/spital/seite-2')
    expect(paths.fr).toBe('/fr/institutions/canton-de-berne/hopital/page-2')
    expect(paths.it).toBe('/it/institutions/cantone-di-berna/ospedale/pagina-2')
    expect(await languagePath('/fr/institutions/x-y-z', 'de', lookups)).toBe('/de/institutions')
  })

  it('the e-journal: list, category, paging and articles by their own slug', async () => {
    expect(await all('/de/ejournals/seite-2')).toEqual({ de: '/de/ejournals/seite-2', fr: '/fr/ejournals/page-2', it: '/it/ejournals/pagina-2' })
    expect(await all('/de/ejournals/karriere/seite-2')).toMatchObject({ fr: '/fr/ejournals/carriere/page-2', it: '/it/ejournals/carriera/pagina-2' })
    expect(await all('/fr/ejournal/negocier-son-salaire')).toEqual({
      de: '/de/ejournal/lohn-verhandeln',
      fr: '/fr/ejournal/negocier-son-salaire',
      it: '/it/ejournal/negoziare-lo-stipendio',
    })
    expect(await languagePath('/de/ejournal/nur-deutsch', 'fr', lookups)).toBe('/fr/ejournals')
    expect(await languagePath('/de/ejournals/unbekannt', 'it', lookups)).toBe('/it/ejournals')
  })

  it("e-journal tags in the other language's word and slug; author pages in the other word", async () => {
    expect(await all('/de/ejournals/karriere/thema-lohn/seite-2')).toEqual({
      de: '/de/ejournals/karriere/thema-lohn/seite-2',
      fr: '/fr/ejournals/carriere/theme-salaire/page-2',
      it: '/it/ejournals/carriera/tema-stipendio/pagina-2',
    })
    expect(await all('/fr/ejournals/theme-salaire')).toMatchObject({ de: '/de/ejournals/thema-lohn' })
    expect(await languagePath('/de/ejournals/thema-nur-deutsch', 'fr', lookups)).toBe('/fr/ejournals')
    expect(await all('/de/ejournal/autor/giulia-pedrazzini')).toEqual({
      de: '/de/ejournal/autor/giulia-pedrazzini',
      fr: '/fr/ejournal/auteur/giulia-pedrazzini',
      it: '/it/ejournal/autore/giulia-pedrazzini',
    })
    expect(await all('/it/ejournal/autore/giulia-pedrazzini/pagina-3')).toMatchObject({ de: '/de/ejournal/autor/giulia-pedrazzini/seite-3' })
  })

  it('content pages and modal stories by their own path; a page the language lacks leads home', async () => {
    expect(await all('/de/datenschutz')).toEqual({ de: '/de/datenschutz', fr: '/fr/protection-des-donnees', it: '/it/protezione-dei-dati' })
    expect(await all('/it/guida/anno-opzionale')).toMatchObject({ de: '/de/ratgeber/wahlstudienjahr', fr: '/fr/guide/annee-a-option' })
    expect(await all('/de/modal/ratgeber/wahlstudienjahr')).toMatchObject({ fr: '/fr/modal/guide/annee-a-option' })
    expect(await languagePath('/de/nur-deutsch', 'fr', lookups)).toBe('/fr')
  })

  it('the employers page and the comparison by their word', async () => {
    expect(await all('/de/angebot')).toEqual({ de: '/de/angebot', fr: '/fr/offre', it: '/it/offerta' })
    expect(await all('/it/confronto-datori-di-lavoro/12,34')).toEqual({
      de: '/de/arbeitgeber-vergleich/12,34',
      fr: '/fr/comparaison-employeurs/12,34',
      it: '/it/confronto-datori-di-lavoro/12,34',
    })
  })

  it('keeps percent-encoded text searches readable and never throws on broken encodings', async () => {
    expect(await languagePath('/de/jobs/suche-h%C3%A4matologie', 'fr', lookups)).toMatch(/^\/fr\/jobs\/recherche-h%C3%A4matologie$|^\/fr\/jobs\/[a-z]+-h%C3%A4matologie$/)
    expect(await languagePath('/de/%E0%A4%A', 'fr', lookups)).toBe('/fr/%E0%A4%A')
  })
})
