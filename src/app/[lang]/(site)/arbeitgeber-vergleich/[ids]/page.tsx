import type { Metadata } from 'next'
import { ComparePage, compareMetadata, type ComparePageProps } from '../../_compare/compare-page'

// The employer comparison under its word (ADR 0064; the other languages' words move here).
export const dynamic = 'force-dynamic'

export async function generateMetadata(props: ComparePageProps): Promise<Metadata> {
  return compareMetadata(props)
}

export default async function Page(props: ComparePageProps) {
  return <ComparePage {...props} slug="arbeitgeber-vergleich" />
}
