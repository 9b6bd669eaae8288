import type { Metadata } from 'next'
import { shareImage } from '@/modules/seo/share-image.server'
import { cache } from 'react'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import type { Locale } from '@/i18n/locales'
import { env } from '@/lib/env'
import { payloadClient } from '@/lib/payload'
import { pageNotFound } from '@/lib/http/not-found.server'
import { contentAlternates } from '@/modules/seo/alternates'
import { pagePathFromSegments } from '@/modules/content/page-path'
import { findPublishedPage } from '@/modules/content/pages.server'
import { metaDescription, shareMetadata } from '@/modules/seo/share'
import { PageContent } from '@/ui/content/page-content'

// A modal story opened directly (a shared link, a reload, a crawler): the content page itself, with
// the page's own URL as canonical (ADR 0062). Followed from a link inside the site, the @modal
// slot's intercepting route shows it in a dialog instead.
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ lang: Locale; slug: string[] }> }

const loadPage = cache(async (lang: Locale, slug: string[]) => {
  const path = pagePathFromSegments(slug)
  return path === null ? null : findPublishedPage(await payloadClient(), lang, path)
})

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang, slug } = await params
  const page = await loadPage(lang, slug)
  if (!page) return {}
  const base = env().PUBLIC_URL
  const alternates = contentAlternates(base, lang, Object.fromEntries(Object.entries(page.paths).map(([l, p]) => [l, `/${l}/${p}`])))
  const canonical = alternates.canonical ?? `${base}/${lang}/${page.path}`
  const tMeta = await getTranslations({ locale: lang, namespace: 'meta' })
  const description = metaDescription(page.description ?? page.title)
  return {
    title: page.title,
    description,
    alternates: { ...alternates, canonical },
    ...shareMetadata(base, { locale: lang, siteName: tMeta('siteName'), title: page.title, description, url: canonical, generated: shareImage({ l: lang, t: page.title }) }),
  }
}

export default async function ModalStoryPage({ params }: Props) {
  const { lang, slug } = await params
  const page = await loadPage(lang, slug)
  if (!page) return pageNotFound()
  setRequestLocale(lang)
  return <PageContent page={page} locale={lang} />
}
