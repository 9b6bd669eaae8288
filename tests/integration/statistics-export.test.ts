import ExcelJS from 'exceljs'
import { NextRequest } from 'next/server'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import type { User } from '@/payload-types'
import { createEssential, createJob, createUser, tokenFor } from '../support/factories'
import { freshPayload } from '../support/test-db'

// The statistics report (what the screen shows), its comparison with similar ads, and the CSV and
// XLSX exports read back: the same rows in the same order with the same figures, in the screen's
// language and Swiss formats.

let payload: Payload
let GET: typeof import('@/app/api/fn/user/statistics/export/route').GET
let statisticsReport: typeof import('@/modules/statistics/report.server').statisticsReport
let parseScreenQuery: typeof import('@/modules/statistics/screen-query').parseScreenQuery
let hr: User
let student: User
const ids = { own: 0, other: 0, cardio: 0, surgery: 0, senior: 0, premium: 0, basic: 0, ad: 0, free: 0, otherField: 0, premiumPeer: 0, peers: [] as number[] }
let from: string
let to: string

const FROM = '2026-10-05' // a Monday
const TO = '2026-10-18' // a Sunday

async function daily(jobId: number, institutionId: number, day: string, impressions: number, views: number) {
  await payload.db.pool.query(`INSERT INTO statistic_daily_jobs (day, job_id, institution_id, institution_parent_id, impressions, views) VALUES ($1, $2, $3, 0, $4, $5)`, [
    day,
    jobId,
    institutionId,
    impressions,
    views,
  ])
}

beforeAll(async () => {
  payload = await freshPayload()
  ;({ GET } = await import('@/app/api/fn/user/statistics/export/route'))
  ;({ statisticsReport } = await import('@/modules/statistics/report.server'))
  ;({ parseScreenQuery } = await import('@/modules/statistics/screen-query'))
  from = FROM
  to = TO
  const pool = payload.db.pool
  const category = (await pool.query<{ id: number }>(`INSERT INTO categories (key) VALUES ('CANTONAL_HOSPITAL') RETURNING id`)).rows[0]!.id
  const region = (await pool.query<{ id: number }>(`INSERT INTO regions (key) VALUES ('SG') RETURNING id`)).rows[0]!.id
  const institution = async (name: string, city: string) =>
    (
      await pool.query<{ id: number }>(
        `INSERT INTO institutions (name, slug, status, category_id, region_id, main_lang, contact_city) VALUES ($1, $1, 'active', $2, $3, 'de', $4) RETURNING id`,
        [name, category, region, city],
      )
    ).rows[0]!.id
  ids.own = await institution('Kantonsspital Säntis', 'St. Gallen')
  ids.other = await institution('Spital Rheintal', 'Altstätten')
  ids.cardio = await createEssential(payload, 'fields', 'CARDIOLOGY', 'Kardiologie')
  ids.surgery = await createEssential(payload, 'fields', 'SURGERY', 'Chirurgie')
  ids.senior = await createEssential(payload, 'levels', 'SENIOR_PHYSICIAN', 'Oberarzt/-ärztin')
  const product = (key: string, title: string, variant: number) =>
    payload.create({ collection: 'products', locale: 'de', overrideAccess: true, data: { key, title, position: 1, variants: [{ variant_id: variant, duration: 30, price: 390 }] } })
  ids.premium = (await product('premium', 'Premium', 201)).id
  ids.basic = (await product('basic', 'Basic', 101)).id
  const ad = (title: string, institutionId: number, field: number, productId: number | null) =>
    createJob(payload, {
      title,
      institution: institutionId,
      fields: [field],
      levels: [ids.senior],
      product: productId,
      online_from: '2026-10-01T06:00:00Z',
      online_until: '2026-11-30T06:00:00Z',
    })
  ids.ad = await ad('Oberärztin Kardiologie', ids.own, ids.cardio, ids.premium)
  ids.free = await ad('Oberarzt Chirurgie (gratis)', ids.own, ids.surgery, null)
  for (let i = 0; i < 4; i++) ids.peers.push(await ad(`Oberarzt Kardiologie ${i}`, ids.other, ids.cardio, ids.basic))
  ids.premiumPeer = await ad('Oberarzt Kardiologie Premium', ids.other, ids.cardio, ids.premium)
  ids.otherField = await ad('Oberärztin Chirurgie', ids.other, ids.surgery, ids.premium)
  await pool.query(`UPDATE statistic_rollup_state SET rolled_until = '2026-11-20'`)
  // Two weeks: the ad 100 impressions and 12 views a day on weekdays; the Basic peers 50/2, 60/4,
  // 70/6, 80/8 per day over all 14 days, the second one an impression more on one day (sums 700,
  // 841, 980, 1120: median 910.5, shown 911; views median 70); another premium ad of the same field
  // and an ad of another field, both with huge figures, do not count.
  for (let d = 5; d <= 18; d++) {
    const day = `2026-10-${String(d).padStart(2, '0')}`
    const weekday = ![10, 11, 17, 18].includes(d)
    if (weekday) await daily(ids.ad, ids.own, day, 100, 12)
    await daily(ids.free, ids.own, day, 7, 1)
    for (const [i, peer] of ids.peers.entries()) await daily(peer, ids.other, day, 50 + 10 * i + (i === 1 && d === 5 ? 1 : 0), 2 + 2 * i)
    await daily(ids.premiumPeer, ids.other, day, 9000, 1000)
    await daily(ids.otherField, ids.other, day, 5000, 900)
  }
  hr = await createUser(payload, { email: 'hr@saentis.test', role: 'ROLE_INSTITUTION', manages: ids.own })
  student = await createUser(payload, { email: 'stud@saentis.test', role: 'ROLE_STUDENT' })
})

const screen = (extra: Record<string, string> = {}) => parseScreenQuery(new URLSearchParams({ preset: 'custom', from, to, view: 'jobs', ...extra }))

async function download(user: User | null, format: string, extra: Record<string, string> = {}, locale = 'de') {
  const headers = new Headers()
  if (user) headers.set('Authorization', `JWT ${await tokenFor(payload, user.email)}`)
  const qs = new URLSearchParams({ format, locale, preset: 'custom', from, to, view: 'jobs', ...extra })
  return GET(new NextRequest(`http://localhost:3000/api/fn/user/statistics/export?${qs}`, { headers }))
}

describe('the report', () => {
  it('compares a premium ad with the median of Basic ads of its field and level in the same weeks, rounded; ads without premium are not compared', async () => {
    const result = await statisticsReport(payload, hr, screen(), '2026-11-26')
    if (!result.ok) throw new Error(JSON.stringify(result.errors))
    const { rows, totals } = result.report
    expect(rows.map((r) => r.id)).toEqual([ids.ad, ids.free]) // impressions, descending
    const paid = rows[0]!
    expect(paid).toMatchObject({ impressions: 1000, views: 120, ctr: 0.12 })
    expect(paid.product).toBe('premium')
    expect(paid.comparison).toEqual({ impressions: 1000, views: 120, medianImpressions: 911, medianViews: 70, similar: 4, weekFrom: FROM, weekTo: TO })
    expect(rows[1]!.product).toBeNull()
    expect(rows[1]!.comparison).toBeNull()
    expect(totals).toEqual({ impressions: 1098, views: 134, ctr: 134 / 1098 })
    expect(result.report.response.duration).toBe(14)
  })

  it('shows no median over fewer than three Basic ads, and compares Basic ads with nothing', async () => {
    const { compareWithSimilarAds } = await import('@/modules/statistics/comparison.server')
    const result = await compareWithSimilarAds(payload.db.pool, [ids.otherField, ids.peers[0]!], from, to)
    // other surgery ads: only the free one of the own institution, which is not Basic
    expect(result.get(ids.otherField)).toEqual({ product: 'premium', comparison: 'tooFew' })
    expect(result.get(ids.peers[0]!)).toEqual({ product: 'basic', comparison: null })
  })

  it('sorts by each column both ways', async () => {
    const names = async (sort: string, dir: string) => {
      const r = await statisticsReport(payload, hr, screen({ sort, dir }), '2026-11-26')
      return r.ok ? r.report.rows.map((x) => x.id) : []
    }
    expect(await names('views', 'asc')).toEqual([ids.free, ids.ad])
    expect(await names('name', 'asc')).toEqual([ids.free, ids.ad]) // "Oberarzt …" before "Oberärztin …"
    expect(await names('ctr', 'desc')).toEqual([ids.free, ids.ad]) // 14/98 > 120/1000
  })
})

describe('the exports', () => {
  it('are closed to anonymous visitors and students, and refuse a bad format or range with a translated message', async () => {
    expect((await download(null, 'csv')).status).toBe(401)
    expect((await download(student, 'csv')).status).toBe(403)
    expect((await download(hr, 'pdf')).status).toBe(400)
    const bad = await download(hr, 'csv', { from: '2026-10-20', to: '2026-10-01' }, 'fr')
    expect(bad.status).toBe(400)
    expect((await bad.json()).fields.from).toEqual(['La date de début doit précéder la date de fin.'])
  })

  it('CSV: the screen in French, sorted as on screen, plain numbers a spreadsheet adds up, the package and the period', async () => {
    const res = await download(hr, 'csv', { sort: 'views', dir: 'asc' }, 'fr')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(res.headers.get('content-disposition')).toContain('.csv')
    // UTF-8 with a byte order mark, so that Excel reads the umlauts right
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await res.arrayBuffer())
    expect(text.startsWith('\uFEFF')).toBe(true)
    const lines = text
      .slice(1)
      .trimEnd()
      .split('\r\n')
      .map((l) => l.split(';'))
    expect(lines[0]).toEqual(['Helvemed – Statistiques'])
    expect(lines[1]).toEqual(['Période', '05.10.2026 – 18.10.2026 (14 jours)'])
    expect(lines[4]).toEqual(['Total', 'Impressions', 'Consultations', 'Taux de clics'])
    // plain numbers (no apostrophes, no %): a spreadsheet in any language reads them as numbers
    expect(lines[5]).toEqual(['', '1098', '134', '0.122'])
    const header = lines.findIndex((l) => l[0] === 'Annonce')
    expect(lines[header]).toEqual([
      'Annonce',
      'Profil employeur',
      'Forfait',
      'En ligne du',
      'En ligne jusqu’au',
      'Impressions',
      'Consultations',
      'Taux de clics',
      'Comparaison du',
      'Comparaison jusqu’au',
      'Impressions pendant les semaines comparées',
      'Consultations pendant les semaines comparées',
      'Médiane des impressions des annonces Basic',
      'Médiane des consultations des annonces Basic',
      'Nombre d’annonces Basic comparées',
    ])
    expect(lines[header + 1]).toEqual([
      'Oberarzt Chirurgie (gratis)',
      'Kantonsspital Säntis, St. Gallen',
      'Sans forfait',
      '01.10.2026',
      '30.11.2026',
      '98',
      '14',
      '0.1429',
      '',
      '',
      '',
      '',
      '',
      '',
      '',
    ])
    expect(lines[header + 2]).toEqual([
      'Oberärztin Kardiologie',
      'Kantonsspital Säntis, St. Gallen',
      'Premium',
      '01.10.2026',
      '30.11.2026',
      '1000',
      '120',
      '0.12',
      '05.10.2026',
      '18.10.2026',
      '1000',
      '120',
      '911',
      '70',
      '4',
    ])
    // every figure is a plain number: digits, at most one dot
    for (const cell of lines[header + 2]!.slice(5, 8)) expect(Number.isFinite(Number(cell))).toBe(true)
    const days = lines.slice(lines.findIndex((l) => l[0] === 'Date') + 1)
    expect(days).toHaveLength(14)
    expect(days[0]).toEqual(['05.10.2026', '107', '13'])
    expect(days[5]).toEqual(['10.10.2026', '7', '1'])
  })

  it('XLSX: number and date cells with Swiss formats, the package, the online period from and until', async () => {
    const res = await download(hr, 'xlsx', {}, 'de')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toContain('spreadsheetml')
    const book = new ExcelJS.Workbook()
    await book.xlsx.load(Buffer.from(await res.arrayBuffer()) as unknown as ExcelJS.Buffer)
    const sheet = book.getWorksheet('Statistik')!
    const values = (row: number) => (sheet.getRow(row).values as unknown[]).slice(1)
    expect(values(1)).toEqual(['Helvemed – Statistik'])
    expect(values(2)).toEqual(['Zeitraum', '05.10.2026 – 18.10.2026 (14 Tage)'])
    expect(values(6)).toEqual(['', 1098, 134, 134 / 1098])
    expect(sheet.getRow(6).getCell(2).numFmt).toBe("#'##0")
    expect(sheet.getRow(6).getCell(4).numFmt).toBe('0.0 %')
    expect(values(8)[0]).toBe('Inserat')
    expect(values(8).slice(2, 5)).toEqual(['Paket', 'Online von', 'Online bis'])
    const d = (iso: string) => new Date(`${iso}T00:00:00Z`)
    expect(values(9)).toEqual([
      'Oberärztin Kardiologie',
      'Kantonsspital Säntis, St. Gallen',
      'Premium',
      d('2026-10-01'),
      d('2026-11-30'),
      1000,
      120,
      0.12,
      d(FROM),
      d(TO),
      1000,
      120,
      911,
      70,
      4,
    ])
    const row9 = sheet.getRow(9)
    expect([4, 5, 9, 10].map((c) => row9.getCell(c).numFmt)).toEqual(['dd.mm.yyyy', 'dd.mm.yyyy', 'dd.mm.yyyy', 'dd.mm.yyyy'])
    // figures are number cells (not text), so a sum works in any spreadsheet
    for (const c of [6, 7, 8, 11, 12, 13, 14, 15]) expect(row9.getCell(c).type).toBe(ExcelJS.ValueType.Number)
    expect(row9.getCell(6).numFmt).toBe("#'##0")
    expect(row9.getCell(8).numFmt).toBe('0.0 %')
    expect(values(10).slice(0, 8)).toEqual(['Oberarzt Chirurgie (gratis)', 'Kantonsspital Säntis, St. Gallen', 'Ohne Paket', d('2026-10-01'), d('2026-11-30'), 98, 14, 14 / 98])
    const timeline = book.getWorksheet('Verlauf')!
    expect(timeline.rowCount).toBe(15)
    expect((timeline.getRow(2).values as unknown[]).slice(1)).toEqual([new Date('2026-10-05T00:00:00Z'), 107, 13])
  })
})
