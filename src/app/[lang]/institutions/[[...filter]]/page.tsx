import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { formatNumber } from '@/i18n/format'
import type { Locale } from '@/i18n/locales'
import { payloadClient } from '@/lib/payload'
import { findActiveInstitutions } from '@/modules/institutions/public.server'
import { InstitutionCard } from '@/ui/institutions/institution-card'
import { ListPage, pagedListMetadata } from '@/ui/list-page'
import { parsePagingPath } from '@/ui/pagination'

// /{lang}/institutions[/seite-N]: active institutions A–Z. Filters come with the search issue.
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ lang: Locale; filter?: string[] }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang, filter } = await params
  return pagedListMetadata('institutionsPage', lang, filter)
}

export default async function InstitutionsPage({ params }: Props) {
  const { lang, filter } = await params
  const page = parsePagingPath(filter)
  if (page === null) notFound()
  setRequestLocale(lang)
  const t = await getTranslations({ locale: lang, namespace: 'institutionsPage' })
  const result = await findActiveInstitutions(await payloadClient(), { locale: lang, page })
  if (page > Math.max(result.totalPages, 1)) notFound()
  return (
    <ListPage
      namespace="institutionsPage"
      locale={lang}
      basePath={`/${lang}/institutions`}
      page={result.page}
      totalPages={result.totalPages}
      summary={<p className="result-count">{t('count', { count: result.total, formatted: formatNumber(result.total) })}</p>}
      isEmpty={result.items.length === 0}
      emptyHref={`/${lang}/jobs`}
    >
      {result.items.map((institution) => (
        <li key={institution.id}>
          <InstitutionCard institution={institution} locale={lang} />
        </li>
      ))}
    </ListPage>
  )
}
