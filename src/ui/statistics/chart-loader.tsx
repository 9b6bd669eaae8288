'use client'
import dynamic from 'next/dynamic'
import type { ChartPoint } from './statistics-chart'

// Fetches the chart code when the statistics screen renders, in its own chunk (no public page
// loads it); the server-rendered data table beside it carries the same figures meanwhile.
const StatisticsChart = dynamic(() => import('./statistics-chart'), {
  ssr: false,
  loading: () => <div className="stats-chart__placeholder" aria-hidden="true" />,
})

export function ChartLoader(props: { data: ChartPoint[]; labels: { impressions: string; views: string; chart: string }; locale: string }) {
  return <StatisticsChart {...props} />
}
