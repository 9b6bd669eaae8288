import type { Metadata } from 'next'
import { OfferPage, offerMetadata } from '../_offer/offer-page'

// The employers' page under its word (ADR 0059; the folders of the other languages move here).
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ lang: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return offerMetadata((await params).lang)
}

export default async function Page({ params }: Props) {
  return <OfferPage lang={(await params).lang} slug="offre" />
}
