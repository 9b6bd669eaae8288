import type { Metadata } from 'next'
import { shareImage } from '@/modules/seo/share-image.server'
import { mediaFileOf } from '@/modules/seo/share-image'
import { pageNotFound } from '@/lib/http/not-found.server'
import { cache } from 'react'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import type { Locale } from '@/i18n/locales'
import { payloadClient } from '@/lib/payload'
import { findInstitutionArticles } from '@/modules/content/institution-articles.server'
import { findActiveInstitution } from '@/modules/institutions/public.server'
import { parseIdParam } from '@/lib/params'
import { InstitutionProfile } from '@/ui/institutions/institution-profile'
import { institutionReviewsSection } from '@/modules/reviews/institution-reviews-section.server'
import { InstitutionReviewsSection } from '@/ui/reviews/institution-reviews-section'
import { TrackView } from '@/ui/statistics/track'
import { localePath, paths } from '@/modules/routing/routes'
import { institutionPageMetadata } from '@/modules/institutions/profile-metadata'
import { env } from '@/lib/env'
import { CompareAddControl } from '@/ui/compare/compare-add-control'
import { CompareTrayIsland } from '@/ui/compare/compare-tray-island'

export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ lang: Locale; id: string }>; searchParams: Promise<{ reviews?: string | string[] }> }

// Metadata and page share one lookup per request.
const loadInstitution = cache(async (id: string, lang: Locale) => {
  const institutionId = parseIdParam(id)
  return institutionId === null ? null : findActiveInstitution(await payloadClient(), institutionId, lang)
})

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang, id } = await params
  const institution = await loadInstitution(id, lang)
  const [t, tMeta] = await Promise.all([getTranslations({ locale: lang, namespace: 'institutionsPage' }), getTranslations({ locale: lang, namespace: 'meta' })])
  if (!institution) return { title: t('metaTitle') }
  // Each language's profile is its own canonical (ADR 0033).
  return institutionPageMetadata({
    base: env().PUBLIC_URL,
    locale: lang,
    siteName: tMeta('siteName'),
    institution,
    fallbackDescription: t('metaDescriptionProfile', { what: [institution.name, institution.city].filter(Boolean).join(', ') }),
    generated: shareImage({ l: lang, t: institution.name, s: institution.city ?? undefined, m: mediaFileOf(institution.logo?.url) }),
  })
}

export default async function InstitutionPage({ params, searchParams }: Props) {
  const { lang, id } = await params
  const institution = await loadInstitution(id, lang)
  if (!institution) pageNotFound()
  setRequestLocale(lang)
  const [t, articles, reviews] = await Promise.all([
    getTranslations({ locale: lang, namespace: 'institutionsPage' }),
    findInstitutionArticles(await payloadClient(), institution.id, lang),
    institutionReviewsSection(institution, lang, (await searchParams).reviews),
  ])
  return (
    <div className="container page detail-page">
      <p className="back-link">
        <a href={localePath(lang, paths.institutions())}>
          <span aria-hidden="true">← </span>
          {t('back')}
        </a>
      </p>
      <InstitutionProfile
        institution={institution}
        locale={lang}
        articles={articles}
        reviews={<InstitutionReviewsSection section={reviews} locale={lang} institutionId={institution.id} />}
        compare={<CompareAddControl locale={lang} id={institution.id} name={institution.name} />}
      />
      <CompareTrayIsland locale={lang} />
      <TrackView institutionId={institution.id} institutionParentId={institution.parent?.id ?? null} />
    </div>
  )
}
