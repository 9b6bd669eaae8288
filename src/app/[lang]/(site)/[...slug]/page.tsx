import type { Metadata } from 'next'
import { shareImage } from '@/modules/seo/share-image.server'
import { draftMode } from 'next/headers'
import { permanentRedirect } from 'next/navigation'
import { cache } from 'react'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import type { Locale } from '@/i18n/locales'
import { env } from '@/lib/env'
import { payloadClient } from '@/lib/payload'
import { contentAlternates } from '@/modules/seo/alternates'
import { pagePathFromSegments } from '@/modules/content/page-path'
import { findPageDraft, findPagePathFromOtherLanguage, findPublishedPage } from '@/modules/content/pages.server'
import { currentUser } from '@/modules/accounts/session.server'
import { isAdminUser } from '@/modules/access/access'
import { PageContent } from '@/ui/content/page-content'
import { PreviewBanner } from '@/ui/content/preview-banner'
import { pageNotFound } from '@/lib/http/not-found.server'
import { metaDescription, shareMetadata } from '@/modules/seo/share'

// Content pages (/{lang}/{path…}) from the `pages` collection: published ones only. A path of
// another language (the language switcher keeps the path) moves to this language's path; anything
// else is a 404. With Next's draft mode on (/api/preview) and a team session, checked again here, the
// latest draft instead, under a banner (ADR 0061, "Live preview of drafts"); the page cache never
// keeps such a request (server/page-cache/policy.ts).
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ lang: Locale; slug: string[] }> }

/** Whether this request is the team's preview: the draft-mode cookie alone is not enough. */
const isTeamPreview = cache(async (): Promise<boolean> => (await draftMode()).isEnabled && isAdminUser(await currentUser()))

const loadPage = cache(async (lang: Locale, slug: string[]) => {
  const path = pagePathFromSegments(slug)
  if (path === null) return null
  const payload = await payloadClient()
  if (await isTeamPreview()) return findPageDraft(payload, await currentUser(), lang, path)
  return findPublishedPage(payload, lang, path)
})

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang, slug } = await params
  const page = await loadPage(lang, slug)
  if (!page) return {}
  const paths = Object.fromEntries(Object.entries(page.paths).map(([l, p]) => [l, `/${l}/${p}`]))
  const base = env().PUBLIC_URL
  const alternates = contentAlternates(base, lang, paths)
  const tMeta = await getTranslations({ locale: lang, namespace: 'meta' })
  const description = metaDescription(page.description ?? page.title)
  // Share previews as for articles (ADR 0033); no picture of its own.
  return {
    title: page.title,
    description,
    alternates,
    ...shareMetadata(base, {
      locale: lang,
      siteName: tMeta('siteName'),
      title: page.title,
      description,
      url: alternates.canonical ?? `${base}/${lang}/${page.paths[lang] ?? ''}`,
      generated: shareImage({ l: lang, t: page.title }),
    }),
  }
}

export default async function ContentPage({ params }: Props) {
  const { lang, slug } = await params
  const page = await loadPage(lang, slug)
  if (!page) {
    const path = pagePathFromSegments(slug)
    const moved = path === null ? null : await findPagePathFromOtherLanguage(await payloadClient(), lang, path)
    if (moved) permanentRedirect(`/${lang}/${moved}`)
    return pageNotFound()
  }
  setRequestLocale(lang)
  if (await isTeamPreview()) {
    return (
      <>
        <PreviewBanner locale={lang} path={`/${lang}/${page.path}`} />
        <PageContent page={page} locale={lang} />
      </>
    )
  }
  return <PageContent page={page} locale={lang} />
}
