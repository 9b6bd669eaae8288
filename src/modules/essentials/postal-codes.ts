import { readFileSync } from 'node:fs'
import path from 'node:path'
import { isCantonCode, type CantonCode } from './data/regions'
import { POSTAL_CODE_NOT_FOUND_KEY, PostalCodeSchema } from './postal-code-schema'

export { POSTAL_CODE_NOT_FOUND_KEY, POSTAL_CODE_NOT_FOUND_MESSAGES, PostalCodeSchema } from './postal-code-schema'

export const POSTAL_CODES_FILE = path.join('data', 'ch-postal-codes.tsv')

/** Like PostalCodeSchema, but also requires the code to exist in the data file. */
export const KnownPostalCodeSchema = PostalCodeSchema.refine((zip) => lookupPostalCode(zip) !== null, {
  error: POSTAL_CODE_NOT_FOUND_KEY,
})

export interface GeoPoint {
  lat: number
  lng: number
}

export interface PostalCodeEntry extends GeoPoint {
  zip: string
  /** unique, in file order */
  localities: string[]
  canton: CantonCode
}

interface PostalCodeIndex {
  byZip: ReadonlyMap<string, PostalCodeEntry>
  sorted: readonly PostalCodeEntry[]
}

// Column positions in the GeoNames export (see data/README.md).
const COL_ZIP = 1
const COL_LOCALITY = 2
const COL_CANTON = 4
const COL_LAT = 9
const COL_LNG = 10

const ZIP_PATTERN = /^[0-9]{4}$/

function parseCoordinate(raw: string | undefined, limit: number): number | null {
  if (raw === undefined || raw.trim() === '') return null
  const value = Number(raw)
  return Number.isFinite(value) && Math.abs(value) <= limit ? value : null
}

function round(value: number, decimals: number): number {
  const factor = 10 ** decimals
  return Math.round(value * factor) / factor
}

interface ZipAccumulator {
  localities: string[]
  cantonCounts: Map<CantonCode, number>
  latSum: number
  lngSum: number
  points: number
}

/**
 * Groups the TSV rows by postal code. A code spanning several cantons gets the canton of most of
 * its rows (first seen wins a tie); its coordinates are the mean of its rows with coordinates,
 * or NaN when none has any.
 */
export function parsePostalCodesTsv(text: string): PostalCodeEntry[] {
  const groups = new Map<string, ZipAccumulator>()
  for (const line of text.split(/\r?\n/)) {
    if (line.trim() === '') continue
    const cols = line.split('\t')
    const zip = cols[COL_ZIP]?.trim() ?? ''
    const locality = cols[COL_LOCALITY]?.trim() ?? ''
    const canton = cols[COL_CANTON]?.trim() ?? ''
    if (!ZIP_PATTERN.test(zip) || locality === '' || !isCantonCode(canton)) continue

    let group = groups.get(zip)
    if (!group) {
      group = { localities: [], cantonCounts: new Map(), latSum: 0, lngSum: 0, points: 0 }
      groups.set(zip, group)
    }
    if (!group.localities.includes(locality)) group.localities.push(locality)
    group.cantonCounts.set(canton, (group.cantonCounts.get(canton) ?? 0) + 1)
    const lat = parseCoordinate(cols[COL_LAT], 90)
    const lng = parseCoordinate(cols[COL_LNG], 180)
    if (lat !== null && lng !== null) {
      group.latSum += lat
      group.lngSum += lng
      group.points += 1
    }
  }

  const entries: PostalCodeEntry[] = []
  for (const [zip, group] of groups) {
    let canton: CantonCode | null = null
    let best = 0
    // Map iteration follows insertion order, so a strict ">" keeps the first canton on a tie.
    for (const [code, count] of group.cantonCounts) {
      if (count > best) {
        canton = code
        best = count
      }
    }
    if (canton === null) continue
    entries.push({
      zip,
      localities: group.localities,
      canton,
      lat: group.points > 0 ? round(group.latSum / group.points, 5) : Number.NaN,
      lng: group.points > 0 ? round(group.lngSum / group.points, 5) : Number.NaN,
    })
  }
  return entries.sort((a, b) => (a.zip < b.zip ? -1 : a.zip > b.zip ? 1 : 0))
}

const cache = new Map<string, PostalCodeIndex>()

function resolveFile(file?: string): string {
  return path.resolve(process.cwd(), file ?? POSTAL_CODES_FILE)
}

function loadIndex(file?: string): PostalCodeIndex {
  const resolved = resolveFile(file)
  const cached = cache.get(resolved)
  if (cached) return cached

  const entries = parsePostalCodesTsv(readFileSync(resolved, 'utf8')).map((entry) => Object.freeze({ ...entry, localities: Object.freeze([...entry.localities]) as string[] }))
  const index: PostalCodeIndex = {
    byZip: new Map(entries.map((entry) => [entry.zip, entry])),
    sorted: Object.freeze(entries),
  }
  cache.set(resolved, index)
  return index
}

/**
 * Looks up a Swiss postal code. Returns null for unknown or malformed input; never throws for
 * bad input (only when the data file itself cannot be read).
 * @param file data file, relative to process.cwd() or absolute; defaults to data/ch-postal-codes.tsv
 */
export function lookupPostalCode(zip: string, file?: string): PostalCodeEntry | null {
  if (typeof zip !== 'string') return null
  const normalized = zip.trim()
  if (!ZIP_PATTERN.test(normalized)) return null
  const entry = loadIndex(file).byZip.get(normalized)
  return entry ? { ...entry, localities: [...entry.localities] } : null
}

/** One entry per postal code, sorted by code. Entries are frozen: copy before changing. */
export function allPostalCodes(file?: string): ReadonlyArray<PostalCodeEntry> {
  return loadIndex(file).sorted
}

/** Forgets parsed files, so that a test can load a changed file again. */
export function clearPostalCodeCache(): void {
  cache.clear()
}

const EARTH_RADIUS_KM = 6371.0088

/** Great-circle distance in kilometres (haversine formula). */
export function distanceKm(a: GeoPoint, b: GeoPoint): number {
  const toRad = (deg: number) => (deg * Math.PI) / 180
  const dLat = toRad(b.lat - a.lat)
  const dLng = toRad(b.lng - a.lng)
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(toRad(a.lat)) * Math.cos(toRad(b.lat)) * Math.sin(dLng / 2) ** 2
  // min() guards against rounding pushing h just above 1 for antipodal points.
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)))
}
