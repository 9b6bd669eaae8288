import type { CategoryKey, Locale } from '../../../src/modules/essentials/data'
import type { Random } from '../random'
import { frOf, itOf, type Landscape, type Place } from './places'

// Name patterns per category and language. `p` is a place, `l` a landscape of the canton.
type Pattern = (p: Place, l: Landscape, rng: Random) => string

const PRIVATE_DE = ['Seeblick', 'Sonnenrain', 'Bellevue', 'Rosenau', 'Birkenhof', 'Alpenblick', 'Tannegg', 'Seehalde', 'Schlossberg', 'Parkhof', 'Sonnmatt', 'Lindengarten']
const PRIVATE_FR = ['des Cèdres', 'du Vieux-Bourg', 'Belle-Rive', 'des Trois-Lacs', 'des Mélèzes', 'du Parc', 'des Alpes', 'Bois-Joli', 'Les Vergers', 'Mont-Riant']
const PRIVATE_IT = ['Villa Serena', 'San Rocco', 'Collina d’Oro', 'del Lago', 'Ceresio', 'Villa dei Faggi', 'Monte Brè', 'Sant’Agnese']
const SUFFIX_DE = ['', '', '', '-Nord', '-Süd', ' West']

const PATTERNS: Record<Exclude<CategoryKey, 'UNIVERSITY_HOSPITAL' | 'HOSPITAL_GROUP'>, Record<Locale, Pattern[]>> = {
  CANTONAL_HOSPITAL: {
    de: [(_, l) => `Kantonsspital ${l.name}`],
    fr: [(_, l) => `Hôpital cantonal ${l.of ?? frOf(l.name)}`],
    it: [(_, l) => `Ospedale cantonale ${l.name}`],
  },
  REGIONAL_HOSPITAL: {
    de: [(p) => `Regionalspital ${p.short}`, (p) => `Spital ${p.short}`, (_, l) => `Spitalzentrum ${l.name}`, (_, l) => `Spital ${l.name}`],
    fr: [(p) => `Hôpital régional ${frOf(p.short)}`, (_, l) => `Hôpital ${l.of ?? frOf(l.name)}`, (p) => `Hôpital ${frOf(p.short)}`],
    it: [(p) => `Ospedale regionale ${itOf(p.short)}`, (_, l) => `Ospedale Regionale ${l.name}`, (p) => `Ospedale ${itOf(p.short)}`],
  },
  PRIVATE_CLINIC: {
    de: [(_, __, r) => `Privatklinik ${r.pick(PRIVATE_DE)}`, (p, __, r) => `Klinik ${r.pick(PRIVATE_DE)} ${p.short}`, (_, __, r) => `Klinik ${r.pick(PRIVATE_DE)}`],
    fr: [(_, __, r) => `Clinique ${r.pick(PRIVATE_FR)}`, (_, l) => `Clinique ${l.of ?? frOf(l.name)}`, (p, __, r) => `Clinique ${r.pick(PRIVATE_FR)} ${p.short}`],
    it: [(_, __, r) => `Clinica ${r.pick(PRIVATE_IT)}`, (p, __, r) => `Clinica ${r.pick(PRIVATE_IT)} ${p.short}`],
  },
  PSYCHIATRIC_CLINIC: {
    de: [(p, __, r) => `Psychiatrische Klinik ${p.short}${r.pick(SUFFIX_DE)}`, (_, l) => `Psychiatrisches Zentrum ${l.name}`, (_, l) => `Psychiatrische Dienste ${l.name}`],
    fr: [(p) => `Centre psychiatrique ${frOf(p.short)}`, (_, l) => `Clinique psychiatrique ${l.of ?? frOf(l.name)}`],
    it: [(_, l) => `Clinica psichiatrica ${l.name}`, (p) => `Centro psichiatrico ${itOf(p.short)}`],
  },
  REHABILITATION_CLINIC: {
    de: [(p) => `Rehaklinik ${p.short}`, (_, l) => `Rehabilitationszentrum ${l.name}`, (p) => `Höhenklinik ${p.short}`],
    fr: [(_, l) => `Clinique de réadaptation ${l.of ?? frOf(l.name)}`, (p) => `Centre de réadaptation ${frOf(p.short)}`],
    it: [(p) => `Clinica di riabilitazione ${itOf(p.short)}`, (_, l) => `Centro di riabilitazione ${l.name}`],
  },
  PRACTICE: {
    de: [(p) => `Gruppenpraxis am Bahnhof ${p.short}`, (p) => `Ärztezentrum ${p.short}`, (p) => `Praxiszentrum ${p.short}`, (_, l) => `Hausarztpraxis ${l.name}`],
    fr: [(p) => `Cabinet de groupe ${frOf(p.short)}`, (p) => `Centre médical ${frOf(p.short)}`, (p) => `Cabinet médical de la Gare ${p.short}`],
    it: [(p) => `Studio medico associato ${p.short}`, (p) => `Centro medico ${p.short}`],
  },
  OTHER: {
    de: [(_, l) => `Notfallzentrum ${l.name}`, (_, l) => `Institut für Labormedizin ${l.name}`, (_, l) => `Zentrum für Arbeitsmedizin ${l.name}`],
    fr: [(p) => `Institut de radiologie ${frOf(p.short)}`, (_, l) => `Centre de médecine du travail ${l.of ?? frOf(l.name)}`],
    it: [(p) => `Istituto di radiologia ${itOf(p.short)}`, (_, l) => `Centro di medicina del lavoro ${l.name}`],
  },
}

export function institutionName(rng: Random, category: Exclude<CategoryKey, 'UNIVERSITY_HOSPITAL' | 'HOSPITAL_GROUP'>, lang: Locale, place: Place, landscape: Landscape): string {
  return rng.pick(PATTERNS[category][lang])(place, landscape, rng)
}

/** The five university hospitals (fictional names in the five university cantons). */
export const UNIVERSITY_HOSPITALS = [
  { canton: 'ZH', lang: 'de', zip: '8091', name: 'Universitätsspital Zürichberg' },
  { canton: 'BE', lang: 'de', zip: '3010', name: 'Universitätsspital Bern Aaretal' },
  { canton: 'BS', lang: 'de', zip: '4031', name: 'Universitätsspital Basel Rheinknie' },
  { canton: 'VD', lang: 'fr', zip: '1011', name: 'Centre hospitalier universitaire du Léman' },
  { canton: 'GE', lang: 'fr', zip: '1205', name: 'Hôpitaux universitaires Rhône-Genève' },
] as const

/** Hospital groups with their sites (site name = prefix + locality of the site's postal code). */
export const HOSPITAL_GROUPS = [
  {
    canton: 'ZH',
    lang: 'de',
    zip: '8620',
    name: 'Spitalgruppe Zürcher Oberland',
    sitePrefix: 'Spital Oberland',
    sites: [
      ['ZH', '8620'],
      ['ZH', '8630'],
      ['ZH', '8610'],
    ],
  },
  {
    canton: 'SO',
    lang: 'de',
    zip: '4600',
    name: 'Spitalverbund Mittelland',
    sitePrefix: 'Spital Mittelland',
    sites: [
      ['SO', '4600'],
      ['BE', '4900'],
      ['BE', '3400'],
    ],
  },
  {
    canton: 'SG',
    lang: 'de',
    zip: '9500',
    name: 'Spitalregion Ostschweiz',
    sitePrefix: 'Spital Ostschweiz',
    sites: [
      ['SG', '9500'],
      ['SG', '9400'],
      ['SG', '9230'],
      ['AR', '9100'],
    ],
  },
  {
    canton: 'VD',
    lang: 'fr',
    zip: '1401',
    name: 'Réseau hospitalier du Nord vaudois',
    sitePrefix: 'Hôpital du Nord vaudois –',
    sites: [
      ['VD', '1401'],
      ['VD', '1350'],
    ],
  },
  {
    canton: 'VS',
    lang: 'fr',
    zip: '1950',
    name: 'Groupement hospitalier du Valais romand',
    sitePrefix: 'Hôpital du Valais romand –',
    sites: [
      ['VS', '1950'],
      ['VS', '1920'],
      ['VS', '1870'],
    ],
  },
  {
    canton: 'TI',
    lang: 'it',
    zip: '6500',
    name: 'Ente Ospedaliero del Sopraceneri',
    sitePrefix: 'Ospedale del Sopraceneri',
    sites: [
      ['TI', '6600'],
      ['TI', '6500'],
      ['TI', '6760'],
    ],
  },
] as const
