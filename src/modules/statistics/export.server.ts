import 'server-only'
import ExcelJS from 'exceljs'
import { formatDate, formatNumber } from '@/i18n/format'
import type { Locale } from '@/i18n/locales'
import { translator } from '@/i18n/translator'
import { formatMedian, formatRate } from './format'
import type { ReportRow } from './report'
import type { StatisticsReport } from './report.server'

// The statistics screen as a file (ADR 0038): the same report, in the screen's language, in the
// order the table is sorted. CSV carries the screen's texts (Swiss formats: 22.11.2026, 1'234,
// 12.5 %), UTF-8 with BOM and `;` (what Excel in Switzerland opens as columns); XLSX carries real
// numbers and dates with Swiss number formats, so they can be calculated with.

function labels(report: StatisticsReport, locale: Locale) {
  const t = translator(locale, 'statistics')
  const jobs = report.response.model.context === 'jobs'
  const date = (d: string) => formatDate(`${d}T12:00:00Z`, locale)
  return {
    t,
    jobs,
    date,
    range: t('range', { from: date(report.request.from), to: date(report.request.to), days: report.response.duration }),
    header: [
      jobs ? t('table.job') : t('table.institution'),
      jobs ? t('table.institution') : t('table.city'),
      ...(jobs ? [t('table.online')] : []),
      t('totals.impressions'),
      t('totals.views'),
      t('totals.ctr'),
      ...(jobs ? [t('file.medianImpressions'), t('file.medianViews'), t('file.similar')] : []),
    ],
  }
}

const online = (row: ReportRow, locale: Locale) =>
  row.onlineFrom ? `${formatDate(row.onlineFrom, locale)}${row.onlineUntil ? ` – ${formatDate(row.onlineUntil, locale)}` : ''}` : ''
const compared = (row: ReportRow) => (row.comparison !== null && row.comparison !== 'tooFew' ? row.comparison : null)

function csvCell(value: string): string {
  // a cell that starts like a formula is kept as text (CSV injection)
  const safe = /^[=+\-@]/.test(value) ? `'${value}` : value
  return /[";\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe
}

export function statisticsCsv(report: StatisticsReport, locale: Locale): string {
  const { t, jobs, date, range, header } = labels(report, locale)
  const lines: string[][] = [
    [t('file.title')],
    [t('file.range'), range],
    [t('file.view'), jobs ? t('form.views.jobs') : t('form.views.institutions')],
    [],
    [t('file.total'), t('totals.impressions'), t('totals.views'), t('totals.ctr')],
    ['', formatNumber(report.totals.impressions), formatNumber(report.totals.views), formatRate(report.totals.ctr)],
    [],
    header,
    ...report.rows.map((row) => {
      const c = compared(row)
      return [
        row.name,
        row.place,
        ...(jobs ? [online(row, locale)] : []),
        formatNumber(row.impressions),
        formatNumber(row.views),
        formatRate(row.ctr),
        ...(jobs ? (c ? [formatMedian(c.medianImpressions), formatMedian(c.medianViews), String(c.similar)] : ['', '', '']) : []),
      ]
    }),
    [],
    [t('chart.date'), t('totals.impressions'), t('totals.views')],
    ...report.timeline.map((d) => [date(d.date), formatNumber(d.impressions), formatNumber(d.views)]),
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
  for (const row of report.rows) {
    const c = compared(row)
    const values: (string | number | Date | null)[] = [row.name, row.place]
    if (jobs) values.push(row.onlineFrom ? asDate(row.onlineFrom) : null)
    values.push(row.impressions, row.views, row.ctr)
    if (jobs) values.push(c?.medianImpressions ?? null, c?.medianViews ?? null, c?.similar ?? null)
    const added = sheet.addRow(values)
    const first = jobs ? 4 : 3
    if (jobs) added.getCell(3).numFmt = DATE
    added.getCell(first).numFmt = COUNT
    added.getCell(first + 1).numFmt = COUNT
    added.getCell(first + 2).numFmt = RATE
    if (jobs) [first + 3, first + 4].forEach((i) => (added.getCell(i).numFmt = "#'##0.0"))
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
