import { getTranslations, setRequestLocale } from 'next-intl/server'
import type { Locale } from '@/i18n/locales'
import { payloadClient } from '@/lib/payload'
import { pageNotFound } from '@/lib/http/not-found.server'
import { pagePathFromSegments } from '@/modules/content/page-path'
import { findPublishedPage } from '@/modules/content/pages.server'
import { PageContent } from '@/ui/content/page-content'
import { StoryDialog } from '@/ui/content/story-dialog'

// A modal story followed from a link inside the site: the content page in a dialog over the page the
// visitor was on (Next's intercepting route in the layout's @modal slot, ADR 0062). Only the client
// router's navigations get here; a document request for the same path is the page of modal/[...slug].
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ lang: Locale; slug: string[] }> }

export default async function ModalStoryDialog({ params }: Props) {
  const { lang, slug } = await params
  const path = pagePathFromSegments(slug)
  const page = path === null ? null : await findPublishedPage(await payloadClient(), lang, path)
  if (!page) return pageNotFound()
  setRequestLocale(lang)
  const t = await getTranslations({ locale: lang, namespace: 'storyDialog' })
  return (
    <StoryDialog title={page.title} closeLabel={t('close')}>
      <PageContent page={page} locale={lang} />
    </StoryDialog>
  )
}
