import type { Metadata } from 'next'
import { AuthorPage, authorMetadata, type AuthorRoute } from '../../../../_ejournal/author-page'

// An author's page under its word (ADR 0063; the folders of the other languages move here).
export const dynamic = 'force-dynamic'

type Props = { params: Promise<AuthorRoute> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return authorMetadata(await params)
}

export default async function Page({ params }: Props) {
  return <AuthorPage route={await params} word="autore" />
}
