import 'server-only'
import ExcelJS from 'exceljs'
import { formatDate, formatNumber } from '@/i18n/format'
import type { Locale } from '@/i18n/locales'
import { translator } from '@/i18n/translator'
import { productName } from './format'
import type { ReportRow } from './report'
import type { StatisticsReport } from './report.server'

// The statistics screen as a file (ADR 0038, ADR 0043): the same report, in the screen's language,
// in the order the table is sorted. Both files carry plain numbers, so they add up in any
// spreadsheet: CSV counts without thousands separators (`38821`), rates as a fraction with a dot
// (`0.0761`), dates as `22.11.2026`, UTF-8 with BOM and `;` (what Excel in Switzerland opens as
// columns); XLSX real number and date cells with Swiss number formats. The Swiss formats with
// apostrophes stay on the screen. An ad's online period and its compared weeks are two date
// columns each (from, until).

function labels(report: StatisticsReport, locale: Locale) {
  const t = translator(locale, 'statistics')
  const jobs = report.response.model.context === 'jobs'
  const date = (d: string) => formatDate(`${d}T12:00:00Z`, locale)
  return {
    t,
    jobs,
    date,
    range: t('range', { from: date(report.request.from), to: date(report.request.to), days: report.response.duration, formatted: formatNumber(report.response.duration) }),
    header: [
      jobs ? t('table.job') : t('table.institution'),
      jobs ? t('table.institution') : t('table.city'),
      ...(jobs ? [t('table.package'), t('file.onlineFrom'), t('file.onlineUntil')] : []),
      t('totals.impressions'),
      t('totals.views'),
      t('totals.ctr'),
      ...(jobs
        ? [
            t('file.compareFrom'),
            t('file.compareUntil'),
            t('file.compareImpressions'),
            t('file.compareViews'),
            t('file.medianImpressions'),
            t('file.medianViews'),
            t('file.similar'),
          ]
        : []),
    ],
  }
}

const compared = (row: ReportRow) => (row.comparison !== null && row.comparison !== 'tooFew' ? row.comparison : null)

/** A count as a spreadsheet reads it in any language: digits only. */
const plainCount = (n: number) => String(Math.round(n))
/** A rate as a fraction with a dot, four decimals (`0.0761`); empty without impressions. */
const plainRate = (rate: number | null) => (rate === null ? '' : String(Math.round(rate * 10000) / 10000))

function csvCell(value: string): string {
  // a cell that starts like a formula is kept as text (CSV injection)
  const safe = /^[=+\-@]/.test(value) ? `'${value}` : value
  return /[";\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe
}

export function statisticsCsv(report: StatisticsReport, locale: Locale): string {
  const { t, jobs, date, range, header } = labels(report, locale)
  const day = (iso: string | null) => (iso ? formatDate(iso, locale) : '')
  const lines: string[][] = [
    [t('file.title')],
    [t('file.range'), range],
    [t('file.view'), jobs ? t('form.views.jobs') : t('form.views.institutions')],
    [],
    [t('file.total'), t('totals.impressions'), t('totals.views'), t('totals.ctr')],
    ['', plainCount(report.totals.impressions), plainCount(report.totals.views), plainRate(report.totals.ctr)],
    [],
    header,
    ...report.rows.map((row) => {
      const c = compared(row)
      return [
        row.name,
        row.place,
        ...(jobs ? [productName(row.product, locale) ?? t('table.noPackage'), day(row.onlineFrom), day(row.onlineUntil)] : []),
        plainCount(row.impressions),
        plainCount(row.views),
        plainRate(row.ctr),
        ...(jobs
          ? c
            ? [date(c.weekFrom), date(c.weekTo), plainCount(c.impressions), plainCount(c.views), plainCount(c.medianImpressions), plainCount(c.medianViews), plainCount(c.similar)]
            : ['', '', '', '', '', '', '']
          : []),
      ]
    }),
    [],
    [t('chart.date'), t('totals.impressions'), t('totals.views')],
    ...report.timeline.map((d) => [date(d.date), plainCount(d.impressions), plainCount(d.views)]),
  ]
  return `\uFEFF${lines.map((line) => line.map(csvCell).join(';')).join('\r\n')}\r\n`
}

const COUNT = "#'##0"
const RATE = '0.0 %'
const DATE = 'dd.mm.yyyy'
const asDate = (iso: string) => new Date(`${iso.slice(0, 10)}T00:00:00Z`)

export async function statisticsXlsx(report: StatisticsReport, locale: Locale): Promise<Buffer> {
  const { t, jobs, range, header } = labels(report, locale)
  const book = new ExcelJS.Workbook()
  book.creator = 'Helvemed'
  const sheet = book.addWorksheet(t('file.sheet'))
  sheet.addRow([t('file.title')]).font = { bold: true, size: 14 }
  sheet.addRow([t('file.range'), range])
  sheet.addRow([t('file.view'), jobs ? t('form.views.jobs') : t('form.views.institutions')])
  sheet.addRow([])
  sheet.addRow([t('file.total'), t('totals.impressions'), t('totals.views'), t('totals.ctr')]).font = { bold: true }
  const totals = sheet.addRow(['', report.totals.impressions, report.totals.views, report.totals.ctr])
  totals.getCell(2).numFmt = COUNT
  totals.getCell(3).numFmt = COUNT
  totals.getCell(4).numFmt = RATE
  sheet.addRow([])
  sheet.addRow(header).font = { bold: true }
  // the number format of each column after name and place
  const formats = jobs ? [null, DATE, DATE, COUNT, COUNT, RATE, DATE, DATE, COUNT, COUNT, COUNT, COUNT, COUNT] : [COUNT, COUNT, RATE]
  for (const row of report.rows) {
    const c = compared(row)
    const values: (string | number | Date | null)[] = [row.name, row.place]
    if (jobs)
      values.push(productName(row.product, locale) ?? t('table.noPackage'), row.onlineFrom ? asDate(row.onlineFrom) : null, row.onlineUntil ? asDate(row.onlineUntil) : null)
    values.push(row.impressions, row.views, row.ctr)
    if (jobs)
      values.push(
        ...(c ? [asDate(c.weekFrom), asDate(c.weekTo), c.impressions, c.views, c.medianImpressions, c.medianViews, c.similar] : [null, null, null, null, null, null, null]),
      )
    const added = sheet.addRow(values)
    formats.forEach((format, i) => {
      if (format) added.getCell(i + 3).numFmt = format
    })
  }
  sheet.getColumn(1).width = 42
  sheet.getColumn(2).width = 30
  for (let i = 3; i <= header.length; i++) sheet.getColumn(i).width = 16

  const days = book.addWorksheet(t('file.timeline'))
  days.addRow([t('chart.date'), t('totals.impressions'), t('totals.views')]).font = { bold: true }
  for (const d of report.timeline) {
    const added = days.addRow([asDate(d.date), d.impressions, d.views])
    added.getCell(1).numFmt = DATE
    added.getCell(2).numFmt = COUNT
    added.getCell(3).numFmt = COUNT
  }
  days.getColumn(1).width = 14
  days.getColumn(2).width = 16
  days.getColumn(3).width = 16
  return Buffer.from(await book.xlsx.writeBuffer())
}
