'use client'
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts'
import { formatNumber } from '@/i18n/format'

// The timeline as a line chart (Recharts, ADR 0038). Its accessibility layer makes the chart one
// tab stop whose tooltip moves day by day with the arrow keys; the same figures are also a table
// beside it. Loaded only by the statistics screen (chart-loader.tsx).

export interface ChartPoint {
  date: string
  impressions: number
  views: number
}

export default function StatisticsChart({ data, labels, locale }: { data: ChartPoint[]; labels: { impressions: string; views: string; chart: string }; locale: string }) {
  const intl = locale === 'fr' ? 'fr-CH' : locale === 'it' ? 'it-CH' : 'de-CH'
  const short = new Intl.DateTimeFormat(intl, { day: '2-digit', month: '2-digit', timeZone: 'UTC' })
  const long = new Intl.DateTimeFormat(intl, { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' })
  const day = (value: unknown) => new Date(`${String(value)}T00:00:00Z`)
  return (
    <ResponsiveContainer width="100%" height={300} minWidth={0}>
      <LineChart data={data} accessibilityLayer title={labels.chart} margin={{ top: 8, right: 12, bottom: 0, left: 0 }}>
        <CartesianGrid stroke="#d9e2ec" strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="date" tickFormatter={(v) => short.format(day(v))} minTickGap={28} tick={{ fill: '#52606d', fontSize: 12 }} />
        <YAxis allowDecimals={false} tickFormatter={(v: number) => formatNumber(v)} width={56} tick={{ fill: '#52606d', fontSize: 12 }} />
        <Tooltip labelFormatter={(v) => long.format(day(v))} formatter={(v) => formatNumber(Number(v))} separator={locale === 'fr' ? ' : ' : ': '} itemSorter="dataKey" />
        <Legend itemSorter="dataKey" />
        <Line type="monotone" dataKey="impressions" name={labels.impressions} stroke="#1554a8" strokeWidth={2} dot={false} isAnimationActive={false} />
        <Line type="monotone" dataKey="views" name={labels.views} stroke="#216e3a" strokeWidth={2} dot={false} isAnimationActive={false} />
      </LineChart>
    </ResponsiveContainer>
  )
}
