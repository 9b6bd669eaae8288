import type { CantonCode, Locale } from '../../../src/modules/essentials/data'
import { allPostalCodes, type PostalCodeEntry } from '../../../src/modules/essentials/postal-codes'
import type { Random } from '../random'

/** Phone area codes, for realistic (fictional) numbers. */
export const AREA_CODES: Record<CantonCode, string> = {
  ZH: '44',
  BE: '31',
  LU: '41',
  UR: '41',
  SZ: '41',
  OW: '41',
  NW: '41',
  GL: '55',
  ZG: '41',
  FR: '26',
  SO: '32',
  BS: '61',
  BL: '61',
  SH: '52',
  AR: '71',
  AI: '71',
  SG: '71',
  GR: '81',
  AG: '62',
  TG: '52',
  TI: '91',
  VD: '21',
  VS: '27',
  NE: '32',
  GE: '22',
  JU: '32',
}

/** Share of institutions per language in the multilingual cantons; the rest use the canton's main language. */
const LANGUAGE_SHARES: Partial<Record<CantonCode, readonly (readonly [Locale, number])[]>> = {
  BE: [
    ['de', 88],
    ['fr', 12],
  ],
  FR: [
    ['fr', 70],
    ['de', 30],
  ],
  VS: [
    ['fr', 65],
    ['de', 35],
  ],
  GR: [
    ['de', 85],
    ['it', 15],
  ],
}

const MAIN_LANGUAGE: Partial<Record<CantonCode, Locale>> = { GE: 'fr', VD: 'fr', NE: 'fr', JU: 'fr', FR: 'fr', VS: 'fr', TI: 'it' }

/** Which postal codes of a multilingual canton belong to which language area (by prefix). */
const LANGUAGE_ZIPS: Partial<Record<CantonCode, Partial<Record<Locale, RegExp>>>> = {
  BE: { fr: /^(252|253[4-8]|26|27)/ },
  FR: { de: /^(171[2-9]|173[4-7]|31|32)/ },
  VS: { de: /^39([0-5]|[7-9])/ },
  GR: { it: /^(65|76|774)/ },
}

/** The language of most of the canton's population. */
export function mainLanguageOf(canton: CantonCode): Locale {
  return LANGUAGE_SHARES[canton]?.[0]?.[0] ?? MAIN_LANGUAGE[canton] ?? 'de'
}

export function pickLanguage(rng: Random, canton: CantonCode): Locale {
  const shares = LANGUAGE_SHARES[canton]
  return shares ? rng.weighted(shares) : (MAIN_LANGUAGE[canton] ?? 'de')
}

export interface Place {
  zip: string
  /** postal locality as the post writes it, e.g. "Wetzikon ZH" */
  city: string
  /** locality for names, e.g. "Wetzikon" */
  short: string
  lat: number
  lng: number
}

const NOT_A_TOWN = /\d|\(|Versand|Digest|Business|Station|Postfach|Briefzentrum|Logistik/

/** The main locality of a postal code: the clean name most of its other localities refer to. */
function mainLocality(entry: PostalCodeEntry): string | null {
  let best: string | null = null
  let bestScore = -1
  for (const name of entry.localities) {
    if (NOT_A_TOWN.test(name)) continue
    const stem = name.split(/[- ]/)[0] ?? name
    const score = entry.localities.filter((other) => other !== name && other.includes(stem)).length
    // On a tie between localities that others refer to, the shortest is the town itself ("Appenzell").
    if (score > bestScore || (score > 0 && score === bestScore && best !== null && name.length < best.length)) {
      best = name
      bestScore = score
    }
  }
  return best
}

export function toPlace(entry: PostalCodeEntry): Place | null {
  const city = mainLocality(entry)
  if (!city || !Number.isFinite(entry.lat) || !Number.isFinite(entry.lng)) return null
  return { zip: entry.zip, city, short: city.replace(/ [A-Z]{2}$/, ''), lat: entry.lat, lng: entry.lng }
}

const placeCache = new Map<string, Place[]>()

/**
 * Towns of a canton (in the language area of `lang` where the canton has several): postal codes
 * ending in 0 are mostly the main post office of a town, which makes names like "Spital Uster" plausible.
 */
export function placesOf(canton: CantonCode, lang: Locale): Place[] {
  const key = `${canton}/${lang}`
  const cached = placeCache.get(key)
  if (cached) return cached
  const areas = LANGUAGE_ZIPS[canton]
  const own = areas?.[lang]
  const others = Object.entries(areas ?? {})
    .filter(([l]) => l !== lang)
    .map(([, re]) => re)
  const inArea = allPostalCodes()
    .filter((e) => e.canton === canton)
    .filter((e) => (own ? own.test(e.zip) : !others.some((re) => re.test(e.zip))))
  const places: Place[] = []
  const names = new Set<string>()
  // Round postal codes first; in small areas also the others, one per town name.
  for (const round of [true, false]) {
    if (!round && places.length >= 6) break
    for (const entry of inArea) {
      if (entry.zip.endsWith('0') !== round) continue
      const place = toPlace(entry)
      if (place && !names.has(place.short)) {
        names.add(place.short)
        places.push(place)
      }
    }
  }
  if (places.length === 0) throw new Error(`no postal codes for ${canton} (${lang})`)
  placeCache.set(key, places)
  return places
}

/** Postal code (and locality where the code has several) of the canton's main town, for the cantonal hospital. */
export const CAPITAL_ZIPS: Record<CantonCode, string> = {
  ZH: '8400',
  BE: '3600',
  LU: '6004',
  UR: '6460',
  SZ: '6430',
  OW: '6060',
  NW: '6370',
  GL: '8750',
  ZG: '6300',
  FR: '1700',
  SO: '4500',
  BS: '4051',
  BL: '4410',
  SH: '8200',
  AR: '9100',
  AI: '9050',
  SG: '9000',
  GR: '7000',
  AG: '5000',
  TG: '8500',
  TI: '6900 Lugano',
  VD: '1800',
  VS: '3960',
  NE: '2000',
  GE: '1227',
  JU: '2800',
}

export interface Landscape {
  name: string
  /** French form with its article, e.g. "de la Broye" */
  of?: string
}

const L = (name: string, of?: string): Landscape => ({ name, of })

/** Regions within each canton, used for hospital and clinic names. */
export const LANDSCAPES: Record<CantonCode, Partial<Record<Locale, Landscape[]>>> = {
  ZH: { de: ['Limmattal', 'Zürcher Unterland', 'Weinland', 'Glattal', 'Sihltal', 'Pfannenstiel', 'Knonaueramt', 'Tösstal'].map((n) => L(n)) },
  BE: {
    de: ['Seeland', 'Emmental', 'Oberaargau', 'Berner Oberland', 'Gürbetal', 'Aaretal', 'Simmental', 'Thunersee'].map((n) => L(n)),
    fr: [L('Jura bernois', 'du Jura bernois'), L('Chasseral', 'du Chasseral'), L('Vallon de Saint-Imier', 'du Vallon de Saint-Imier')],
  },
  LU: { de: ['Seetal', 'Entlebuch', 'Surental', 'Wiggertal', 'Sempachersee', 'Rigi'].map((n) => L(n)) },
  UR: { de: ['Reusstal', 'Urnersee', 'Schächental'].map((n) => L(n)) },
  SZ: { de: ['Ausserschwyz', 'March', 'Höfe', 'Talkessel Schwyz'].map((n) => L(n)) },
  OW: { de: ['Sarneraatal', 'Pilatus', 'Melchtal'].map((n) => L(n)) },
  NW: { de: ['Engelbergertal', 'Stanserhorn', 'Buochs-Ennetbürgen'].map((n) => L(n)) },
  GL: { de: ['Glarnerland', 'Linthgebiet', 'Sernftal'].map((n) => L(n)) },
  ZG: { de: ['Ägerital', 'Zugersee', 'Lorzental'].map((n) => L(n)) },
  FR: {
    fr: [L('Gruyère', 'de la Gruyère'), L('Sarine', 'de la Sarine'), L('Broye', 'de la Broye'), L('Glâne', 'de la Glâne'), L('Veveyse', 'de la Veveyse')],
    de: ['Sensebezirk', 'Seebezirk', 'Schwarzsee'].map((n) => L(n)),
  },
  SO: { de: ['Wasseramt', 'Thal', 'Gäu', 'Leberberg', 'Dorneck', 'Bucheggberg'].map((n) => L(n)) },
  BS: { de: ['Rheinknie', 'Kleinbasel', 'Bruderholz', 'St. Johann'].map((n) => L(n)) },
  BL: { de: ['Birseck', 'Leimental', 'Ergolztal', 'Laufental', 'Waldenburgertal'].map((n) => L(n)) },
  SH: { de: ['Klettgau', 'Randen', 'Reiat', 'Rheinfall'].map((n) => L(n)) },
  AR: { de: ['Appenzellerland', 'Hinterland', 'Vorderland'].map((n) => L(n)) },
  AI: { de: ['Alpstein', 'Innerrhoden', 'Sitter'].map((n) => L(n)) },
  SG: { de: ['Rheintal', 'Toggenburg', 'Fürstenland', 'Werdenberg', 'Sarganserland', 'Bodensee'].map((n) => L(n)) },
  GR: {
    de: ['Prättigau', 'Engadin', 'Surselva', 'Domleschg', 'Albulatal', 'Bündner Rheintal'].map((n) => L(n)),
    it: ['Mesolcina', 'Valposchiavo', 'Bregaglia'].map((n) => L(n)),
  },
  AG: { de: ['Freiamt', 'Fricktal', 'Wynental', 'Suhrental', 'Zurzibiet', 'Reusstal'].map((n) => L(n)) },
  TG: { de: ['Thurtal', 'Untersee', 'Hinterthurgau', 'Oberthurgau', 'Seerücken'].map((n) => L(n)) },
  TI: { it: ['Sopraceneri', 'Sottoceneri', 'Valmaggia', 'Leventina', 'Mendrisiotto', 'Malcantone', 'Blenio'].map((n) => L(n)) },
  VD: {
    fr: [
      L('Lac Léman', 'du Lac Léman'),
      L('Riviera', 'de la Riviera'),
      L('Lavaux', 'de Lavaux'),
      L('Nord vaudois', 'du Nord vaudois'),
      L('Chablais', 'du Chablais'),
      L('Gros-de-Vaud', 'du Gros-de-Vaud'),
      L('La Côte', 'de La Côte'),
      L('Vallée de Joux', 'de la Vallée de Joux'),
    ],
  },
  VS: {
    fr: [L('Valais central', 'du Valais central'), L('Chablais valaisan', 'du Chablais valaisan'), L('Entremont', "de l'Entremont"), L('Val d’Hérens', 'du Val d’Hérens')],
    de: ['Oberwallis', 'Goms', 'Vispertal', 'Lötschental'].map((n) => L(n)),
  },
  NE: {
    fr: [L('Littoral', 'du Littoral'), L('Montagnes neuchâteloises', 'des Montagnes neuchâteloises'), L('Val-de-Travers', 'du Val-de-Travers'), L('Val-de-Ruz', 'du Val-de-Ruz')],
  },
  GE: {
    fr: [L('Rhône', 'du Rhône'), L('Salève', 'du Salève'), L('Arve', "de l'Arve"), L('Rive gauche', 'de la Rive gauche'), L('Champagne genevoise', 'de la Champagne genevoise')],
  },
  JU: { fr: [L('Ajoie', "d'Ajoie"), L('Franches-Montagnes', 'des Franches-Montagnes'), L('Vallée de Delémont', 'de la Vallée de Delémont')] },
}

/** "de Bulle", "d'Yverdon-les-Bains", "du Locle", "des Bois" */
export function frOf(place: string): string {
  if (/^Le /.test(place)) return `du ${place.slice(3)}`
  if (/^Les /.test(place)) return `des ${place.slice(4)}`
  return /^[AEIOUYÉÈÊaeiouyéè]/.test(place) ? `d'${place}` : `de ${place}`
}

/** "di Locarno", "d'Airolo" */
export function itOf(place: string): string {
  return /^[AEIOUaeiou]/.test(place) ? `d'${place}` : `di ${place}`
}
