import type { JobFilter } from './filter-path'
import { normaliseSearchText } from '../search-path/text'
import { foldedSql, type EssentialIds, type SqlQuery } from '../search-path/sql'
import type { FilterList } from '../search-path/vocabulary'

// The job search as parameterised SQL (ADR 0007). Pure: no database, no file access, so the
// integration test, searchJobs and the benchmark run exactly the same statements. Values are never
// written into the SQL text; only fixed fragments chosen by the filter's shape are.
//
// Tables and columns are those of the committed migrations: listed_jobs (the narrow copy of the
// listed ads with their search_tsv, kept by a trigger on jobs: migration listed_jobs), jobs_rels
// (fields_id / levels_id), institutions (region_id, category_id, cord_lat, cord_lng, status) and
// the essentials tables with their stable `key`.

export const JOB_SEARCH_DEFAULT_PER_PAGE = 20
export const JOB_SEARCH_MAX_PER_PAGE = 100

const EARTH_RADIUS_KM = 6371.0088
const KM_PER_DEGREE_LAT = (Math.PI * EARTH_RADIUS_KM) / 180

export interface JobSearchSql {
  /** one row per job of the requested page (or options.window) in the normal ranking: { id, premium } */
  list: SqlQuery
  /**
   * one row: { total, premium_total } (int), counted up to countLimit + 1 matches (all of them when
   * countLimit is null); total > countLimit means "more than countLimit" (ADR 0076)
   */
  count: SqlQuery
  /** how many matches the count counts exactly (null: every match) */
  countLimit: number | null
  /**
   * With a text (and no excluded ads): list, premium and count in one statement, one row
   * { list_ids, premium_ids, total, premium_total }, the matches read once (ADR 0076); else null.
   */
  together: SqlQuery | null
  /**
   * The premium matches in today's rotation (options.rotation): { id }, at most rotation.limit rows.
   * The newest-first list of premium matches, started at position (shift mod their number) and
   * wrapped around (ADR 0040).
   */
  premium: SqlQuery
  /** effective values, for the caller's paging answer */
  page: number
  perPage: number
  sort: 'newest' | 'relevance' | 'salary'
}

export interface JobSearchOptions {
  perPage?: number
  now?: Date
  /** coordinates of filter.near.zip; required when filter.near is set (the caller looks them up) */
  origin?: { lat: number; lng: number } | null
  /**
   * ids of the filter's keys (essentialIdsSql + readEssentialIds); required when a list is not empty.
   * Resolved before the search so the planner sees real ids (with a key subquery it misjudged the
   * field/level/region combination by three orders of magnitude: 0.6 s instead of ms).
   */
  essentialIds?: EssentialIds
  /** only ads whose online_from is after this moment (job alerts: new since the last mail) */
  onlineAfter?: Date
  /** relevance order: how many of the newest matches are ranked (default RELEVANCE_RANKED_MATCHES) */
  rankedMatches?: number
  /**
   * The text's words with the active institutions whose name or place contains them (placeWordsSql
   * + readPlaceWords). With it, each word may match the ad's text or its employer's name or place
   * ("Kardiologie Zürich"); without it, the ad's text alone must match.
   */
  placeWords?: PlaceWord[]
  /** rows of the normal ranking to list instead of filter.page (unclamped; the premium placement reads a prefix) */
  window?: { offset: number; limit: number }
  /** ads the list leaves out (the premium placement's slotted ads, for pages after the slotted ones) */
  excludeIds?: readonly number[]
  /** the premium statement: where today's rotation starts (any integer) and how many rows it returns */
  rotation?: { shift: number; limit: number }
  /** how many of the newest premium matches rotate (default PREMIUM_ROTATION_POOL) */
  rotationPool?: number
  /**
   * Count the matches up to this many (default JOB_COUNT_CAP), or every match (null). The count
   * always reaches one page past the requested one, so paging and the last page stay exact.
   */
  countCap?: number | null
}

export interface PlaceWord {
  word: string
  /** institutions whose name, town or canton contains the word */
  institutionIds: number[]
  /** fields (Fachgebiete) whose name in any language contains the word */
  fieldIds?: number[]
}

/** The word with ae/oe/ue as ä/ö/ü, or null when it has none ("zuerich" -> "zürich"). */
export function umlautSpelling(word: string): string | null {
  const umlaut = word.replace(/ae/g, 'ä').replace(/oe/g, 'ö').replace(/ue/g, 'ü')
  return umlaut === word ? null : umlaut
}

/** Words of the visitor's text that are matched one by one (not when the text uses "or"). */
export function searchWords(text: string): string[] | null {
  const words = normaliseSearchText(text).split(' ').filter(Boolean)
  return words.length === 0 || words.includes('or') ? null : words
}

/**
 * One statement: per word, whether it is a stop word in any of the three languages (then the
 * full-text search ignores it, so it is skipped here too), the active institutions whose name,
 * town (part of a word) or canton name (a whole word, any language) contains it, and the fields
 * whose name (any language) has it as a whole word (words of 3+ letters, compared folded: case,
 * accents and ae/oe/ue ignored). So the search box
 * finds what the filter path finds: "Kardiologie Zürich" = field Kardiologie, canton Zürich.
 * The names are folded once, when they are written (generated columns institutions.search_place,
 * regions_locales.folded, fields_locales.folded: the same foldedSql; ADR 0072); the words here.
 */
export function placeWordsSql(words: readonly string[]): SqlQuery {
  const tsq = (cfg: string) => `numnode(websearch_to_tsquery('${cfg}'::regconfig, public.immutable_unaccent(w.word))) = 0`
  // Each word folded once (a materialised CTE: inline, the fold ran again for every row compared).
  // A canton or field name must contain the word as a whole word ("medecin" is not "Médecine
  // interne"); the word has letters and digits only (normaliseSearchText), so it is no pattern.
  return {
    text: `WITH w AS MATERIALIZED (
        SELECT u.word, u.n, ${foldedSql('u.word')} AS folded,
          '(^|[^[:alnum:]])' || ${foldedSql('u.word')} || '([^[:alnum:]]|$)' AS whole_word
        FROM unnest($1::text[]) WITH ORDINALITY AS u(word, n))
      SELECT w.word, (${tsq('german')} OR ${tsq('french')} OR ${tsq('italian')}) AS stop,
        coalesce((SELECT array_agg(i.id ORDER BY i.id) FROM institutions i
          WHERE char_length(w.word) >= 3 AND i.status = 'active' AND (
            strpos(i.search_place, w.folded) > 0
            OR i.region_id IN (SELECT rl._parent_id FROM regions_locales rl WHERE rl.folded ~ w.whole_word))), '{}') AS ids,
        coalesce((SELECT array_agg(DISTINCT fl._parent_id) FROM fields_locales fl
          WHERE char_length(w.word) >= 3 AND fl.folded ~ w.whole_word), '{}') AS field_ids
      FROM w
      ORDER BY w.n`,
    values: [[...words]],
  }
}

export function readPlaceWords(rows: readonly { word: string; stop: boolean; ids: number[]; field_ids?: number[] }[]): PlaceWord[] {
  return rows.filter((row) => !row.stop).map((row) => ({ word: row.word, institutionIds: row.ids, fieldIds: row.field_ids ?? [] }))
}

/** The three text-search configurations, OR-ed: the visitor's words may match an ad in any language. */
const TS_QUERY = (p: string) =>
  `(websearch_to_tsquery('german'::regconfig, public.immutable_unaccent(${p}))` +
  ` || websearch_to_tsquery('french'::regconfig, public.immutable_unaccent(${p}))` +
  ` || websearch_to_tsquery('italian'::regconfig, public.immutable_unaccent(${p})))`

/** Bounding box of a circle of `km` around a point (a cheap prefilter before the exact distance). */
export function boundingBox(origin: { lat: number; lng: number }, km: number) {
  const dLat = km / KM_PER_DEGREE_LAT
  const cosLat = Math.max(Math.cos((origin.lat * Math.PI) / 180), 0.01)
  const dLng = km / (KM_PER_DEGREE_LAT * cosLat)
  return { minLat: origin.lat - dLat, maxLat: origin.lat + dLat, minLng: origin.lng - dLng, maxLng: origin.lng + dLng }
}

/**
 * Builds the list and count statements for a filter. The filter is taken as given (JobFilterSchema
 * output); keys unknown to the essentials tables simply match nothing.
 */
export function buildJobSearchSql(filter: JobFilter, options: JobSearchOptions = {}): JobSearchSql {
  const perPage = Math.min(Math.max(Math.trunc(options.perPage ?? JOB_SEARCH_DEFAULT_PER_PAGE), 1), JOB_SEARCH_MAX_PER_PAGE)
  const page = Math.max(Math.trunc(filter.page ?? 1), 1)
  const now = options.now ?? new Date()
  const values: unknown[] = []
  const param = (value: unknown, cast: string) => {
    values.push(value)
    return `$${values.length}::${cast}`
  }

  // Online rule (jobs/state.ts isOnline): listed_jobs holds the published, unpaused ads that no
  // crawler declined (kept by a trigger on jobs); what remains is the time window.
  const nowParam = param(now.toISOString(), 'timestamptz')
  const where: string[] = [`j.online_from <= ${nowParam}`, `j.online_until >= ${nowParam}`, `i.status = 'active'`]
  if (options.onlineAfter) where.push(`j.online_from > ${param(options.onlineAfter.toISOString(), 'timestamptz')}`)

  // Any of the given keys within a list, every list that is used.
  const idsOf = (list: FilterList): number[] => {
    const ids = options.essentialIds?.[list]
    if (!ids) throw new Error(`buildJobSearchSql: filter.${list} needs its ids (options.essentialIds)`)
    return ids
  }
  for (const [list, column] of [
    ['fields', 'fields_id'],
    ['levels', 'levels_id'],
  ] as const) {
    if ((filter[list] ?? []).length === 0) continue
    where.push(`EXISTS (SELECT 1 FROM jobs_rels r WHERE r.parent_id = j.id AND r.${column} = ANY(${param(idsOf(list), 'int[]')}))`)
  }
  for (const [list, column] of [
    ['regions', 'region_id'],
    ['categories', 'category_id'],
  ] as const) {
    if ((filter[list] ?? []).length === 0) continue
    where.push(`i.${column} = ANY(${param(idsOf(list), 'int[]')})`)
  }
  if (filter.institution !== undefined) where.push(`j.institution_id = ${param(filter.institution, 'int')}`)

  if (filter.pensumMin !== undefined || filter.pensumMax !== undefined) {
    const min = filter.pensumMin ?? 0
    const max = filter.pensumMax ?? 100
    if (min > 0) where.push(`j.pensum_max >= ${param(min, 'numeric')}`)
    if (max < 100) where.push(`j.pensum_min <= ${param(max, 'numeric')}`)
  }
  if (filter.employment === 'FULL_TIME') where.push(`j.pensum_max = 100`)
  if (filter.employment === 'PART_TIME') where.push(`j.pensum_min < 100`)

  if (filter.salaryMin !== undefined) where.push(`coalesce(j.salary_max, j.salary_min) >= ${param(filter.salaryMin, 'numeric')}`)

  // The text as typed, or also with ae/oe/ue as umlauts ("zuerich" finds "Zürich" in the ad's text).
  const tsQueryOf = (words: string) => {
    const umlaut = umlautSpelling(words)
    return umlaut === null ? TS_QUERY(param(words, 'text')) : `(${TS_QUERY(param(words, 'text'))} || ${TS_QUERY(param(umlaut, 'text'))})`
  }
  const text = normaliseSearchText(filter.text ?? '')
  if (text !== '') {
    if (options.placeWords && options.placeWords.length > 0) {
      // Every word in the ad's text, its employer's name, town or canton, or the name of its field.
      for (const { word, institutionIds, fieldIds = [] } of options.placeWords) {
        const alternatives = [`j.search_tsv @@ ${tsQueryOf(word)}`]
        if (institutionIds.length > 0) alternatives.push(`j.institution_id = ANY(${param(institutionIds, 'int[]')})`)
        if (fieldIds.length > 0) alternatives.push(`j.id = ANY(ARRAY(SELECT r.parent_id FROM jobs_rels r WHERE r.fields_id = ANY(${param(fieldIds, 'int[]')})))`)
        where.push(alternatives.length > 1 ? `(${alternatives.join(' OR ')})` : alternatives[0]!)
      }
    } else {
      where.push(`j.search_tsv @@ ${tsQueryOf(text)}`)
    }
  }

  if (filter.near) {
    const origin = options.origin
    if (!origin || !Number.isFinite(origin.lat) || !Number.isFinite(origin.lng)) {
      throw new Error('buildJobSearchSql: filter.near needs the coordinates of its postal code (options.origin)')
    }
    const box = boundingBox(origin, filter.near.km)
    const lat = param(origin.lat, 'float8')
    const lng = param(origin.lng, 'float8')
    where.push(
      `i.cord_lat BETWEEN ${param(box.minLat, 'numeric')} AND ${param(box.maxLat, 'numeric')}`,
      `i.cord_lng BETWEEN ${param(box.minLng, 'numeric')} AND ${param(box.maxLng, 'numeric')}`,
      `2 * ${EARTH_RADIUS_KM} * asin(least(1, sqrt(` +
        `power(sin(radians(i.cord_lat::float8 - ${lat}) / 2), 2) + ` +
        `cos(radians(${lat})) * cos(radians(i.cord_lat::float8)) * power(sin(radians(i.cord_lng::float8 - ${lng}) / 2), 2)` +
        `))) <= ${param(filter.near.km, 'float8')}`,
    )
  }

  const sort = filter.sort === 'salary' ? 'salary' : filter.sort === 'relevance' && text !== '' ? 'relevance' : 'newest'
  const from = `FROM listed_jobs j JOIN institutions i ON i.id = j.institution_id WHERE ${where.join(' AND ')}`
  const countValues = [...values]

  // With a text, the matches are found through the text index first (a bitmap: the small rows,
  // never the vectors) and then ordered. Walking the date index instead and testing each ad's
  // vector (what the planner picks, expecting 20 matches early) reads the out-of-line vector of
  // every ad it passes: all of them when two words rarely meet ("arzt genf": 0.5 s on 100k ads).
  // OFFSET 0 keeps the matches a subquery of their own, so its plan ignores the outer order.
  const premiumValues = [...countValues]
  const excluded = options.excludeIds && options.excludeIds.length > 0 ? ` AND NOT (j.id = ANY(${param([...options.excludeIds], 'int[]')}))` : ''
  const matches =
    text === ''
      ? `(SELECT j.id, j.online_from, j.salary_max, j.premium, j.free ${from}${excluded}) m`
      : `(SELECT j.id, j.online_from, j.salary_max, j.premium, j.free, j.search_tsv ${from}${excluded} OFFSET 0) m`
  // Free listings (crawled ads nobody took over) rank after the paid ads in every order (ADR 0071);
  // the indexes that walk the list lead with the flag (migration crawler_decline).
  const newest = `m.online_from DESC, m.id DESC`
  const order = sort === 'salary' ? `m.free, m.salary_max DESC NULLS LAST, ${newest}` : `m.free, ${newest}`

  // Parameters after this point are the list's only (the count statement takes the values so far).
  const rankBy = sort === 'relevance' ? tsQueryOf(text) : null
  const window = options.window
  const limit = param(window ? Math.max(0, Math.trunc(window.limit)) : perPage, 'int')
  const offset = param(window ? Math.max(0, Math.trunc(window.offset)) : (page - 1) * perPage, 'bigint')
  const listText =
    rankBy !== null
      ? relevanceListSql(matches, rankBy, offset, limit, options.rankedMatches ?? RELEVANCE_RANKED_MATCHES, null)
      : `SELECT m.id, m.premium FROM ${matches} ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}`

  // Today's rotation of the premium matches (ADR 0040): the newest PREMIUM_ROTATION_POOL of them
  // numbered newest first, started at shift mod their number. Reads the premium matches only (a
  // partial index without text), at most the pool; with a text, the matches come from the text
  // index first (OFFSET 0, as for the list: walking the date order and testing each ad's words
  // took 0.8 s for "chirurgia" on 100k ads).
  const rotation = options.rotation ?? { shift: 0, limit: 0 }
  premiumValues.push(Math.trunc(rotation.shift), Math.max(0, Math.trunc(rotation.limit)))
  const shift = `$${premiumValues.length - 1}::bigint`
  const premiumLimit = `$${premiumValues.length}::int`
  const pool = Math.max(1, Math.trunc(options.rotationPool ?? PREMIUM_ROTATION_POOL))
  const premiumSql = (premiumMatches: string, shiftAt: string, limitAt: string) => `SELECT p.id FROM (
      SELECT r.id, row_number() OVER (ORDER BY r.online_from DESC, r.id DESC) - 1 AS n, count(*) OVER () AS q FROM (
        SELECT c.id, c.online_from FROM ${premiumMatches} c
        ORDER BY c.online_from DESC, c.id DESC LIMIT ${pool}
      ) r
    ) p ORDER BY ((p.n - ${shiftAt} % p.q) % p.q + p.q) % p.q LIMIT ${limitAt}`
  const premiumText = premiumSql(`(SELECT j.id, j.online_from ${from} AND j.premium${text === '' ? '' : ' OFFSET 0'})`, shift, premiumLimit)
  // A capped count (docs/product-rules.md#search-count, ADR 0076): a broad search stops counting
  // after countLimit + 1 matches instead of reading every one of tens of thousands; it still
  // reaches the page after the requested one.
  const cap = options.countCap === undefined ? JOB_COUNT_CAP : options.countCap
  const countLimit = cap === null ? null : Math.max(Math.trunc(cap), (page + 1) * perPage)
  // With a text, the matches are a materialised CTE: planned for all of them (the text index, as
  // the list), read only until the limit. A plain LIMIT made the planner walk the ads and test each
  // one ("chirurgia": its field's 18k ids compared one by one per ad, 1.3 s instead of 0.15 s).
  const countFrom = (limit: string) => (text === '' ? `(SELECT j.premium ${from} LIMIT ${limit}) c` : `(SELECT m.premium FROM m LIMIT ${limit}) c`)
  const count: SqlQuery =
    countLimit === null
      ? { text: `SELECT count(*)::int AS total, (count(*) FILTER (WHERE j.premium))::int AS premium_total ${from}`, values: countValues }
      : {
          text:
            (text === '' ? '' : `WITH m AS MATERIALIZED (SELECT j.premium ${from}) `) +
            `SELECT count(*)::int AS total, (count(*) FILTER (WHERE c.premium))::int AS premium_total FROM ${countFrom(`$${countValues.length + 1}::int`)}`,
          values: [...countValues, countLimit + 1],
        }
  const countSql = (source: string, limitAt: string | null) =>
    `SELECT count(*)::int AS total, (count(*) FILTER (WHERE c.premium))::int AS premium_total FROM ` +
    (limitAt === null ? `${source} c` : `(SELECT c.premium FROM ${source} c LIMIT ${limitAt}) c`)

  // With a text, the list, today's premium rotation and the count each read every match through
  // the text index on their own ("Ärztin": 3 × 9.8k buffers). Together they read the matches once:
  // a materialised CTE (planned for all matches, as each of them was), one row of arrays.
  let together: SqlQuery | null = null
  if (text !== '' && excluded === '') {
    const all = [...values]
    const at = (value: unknown, cast: string) => {
      all.push(value)
      return `$${all.length}::${cast}`
    }
    const listOfM =
      rankBy !== null
        ? relevanceListSql('m', rankBy, offset, limit, options.rankedMatches ?? RELEVANCE_RANKED_MATCHES, (c) => `(SELECT t.search_tsv FROM listed_jobs t WHERE t.id = ${c}.id)`)
        : `SELECT m.id FROM m ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}`
    const premiumOfM = premiumSql(
      '(SELECT m.id, m.online_from FROM m WHERE m.premium)',
      at(Math.trunc(rotation.shift), 'bigint'),
      at(Math.max(0, Math.trunc(rotation.limit)), 'int'),
    )
    const countOfM = countSql('m', countLimit === null ? null : at(countLimit + 1, 'int'))
    together = {
      text: `WITH m AS MATERIALIZED (SELECT j.id, j.online_from, j.salary_max, j.premium, j.free ${from})
        SELECT (SELECT coalesce(array_agg(l.id), '{}') FROM (${listOfM}) l) AS list_ids,
          (SELECT coalesce(array_agg(p.id), '{}') FROM (${premiumOfM}) p) AS premium_ids,
          n.total, n.premium_total FROM (${countOfM}) n`,
      values: all,
    }
  }
  return {
    list: { text: listText, values },
    count,
    countLimit,
    together,
    premium: { text: premiumText, values: premiumValues },
    page,
    perPage,
    sort,
  }
}

/**
 * How many matches a search counts (ADR 0076). Above it the page says "more than 1'000 ads": the
 * exact number of a broad search cost reading every match (tens of thousands of rows on 100k ads).
 */
export const JOB_COUNT_CAP = 1000

/**
 * How many of the newest premium matches share the top places in rotation (ADR 0040). A broad search
 * has far more premium matches than top places (30 a day on ten pages); rotating all of them would
 * number every one (tens of thousands of rows on 100k ads) for places most of them could not get.
 */
export const PREMIUM_ROTATION_POOL = 1000

/** How many of the newest matches the relevance order ranks (ADR 0007). */
export const RELEVANCE_RANKED_MATCHES = 1000

/**
 * Relevance order: the newest RELEVANCE_RANKED_MATCHES matches ranked by ts_rank (ties: newest),
 * then the older matches, newest first. Ranking every match of a broad word read and ranked tens of
 * thousands of rows (p95 ~230 ms on 100k ads); ranking a bounded, fresh set keeps it flat, and for
 * a job board the freshest matches are the ones worth ranking. A page that reaches past the ranked
 * set continues with the older matches in date order, so paging stays a stable total order.
 */
function relevanceListSql(matches: string, tsQuery: string, offset: string, limit: string, ranked: number, vectorOf: ((row: string) => string) | null): string {
  const n = Math.max(1, Math.trunc(ranked))
  // The vectors of the ranked matches only: read with the matches, or looked up for these rows (vectorOf).
  const newestMatches = `SELECT m.id, m.online_from, m.premium, m.free${vectorOf === null ? ', m.search_tsv' : ''} FROM ${matches} ORDER BY m.free, m.online_from DESC, m.id DESC LIMIT ${n}`
  return `WITH candidates AS MATERIALIZED (
      ${vectorOf === null ? newestMatches : `SELECT k.id, k.online_from, k.premium, k.free, ${vectorOf('k')} AS search_tsv FROM (${newestMatches}) k`}
    ), ranked AS (
      SELECT c.id, c.premium, row_number() OVER (ORDER BY c.free, ts_rank(c.search_tsv, ${tsQuery}) DESC, c.online_from DESC, c.id DESC) AS pos FROM candidates c
    )
    SELECT id, premium FROM (
      SELECT id, premium, 0 AS part, pos, NULL::timestamptz AS online_from, NULL::boolean AS free FROM ranked WHERE pos > ${offset} AND pos <= ${offset} + ${limit}
      UNION ALL
      SELECT * FROM (
        SELECT m.id, m.premium, 1 AS part, NULL::bigint AS pos, m.online_from, m.free FROM ${matches}
        ORDER BY m.free, m.online_from DESC, m.id DESC
        OFFSET greatest(${offset}, ${n}) LIMIT greatest(0, ${offset} + ${limit} - greatest(${offset}, ${n}))
      ) older
    ) page ORDER BY part, pos, free, online_from DESC, id DESC`
}
