import type { Locale } from '@/i18n/locales'
import type { PublicPage } from '@/modules/content/pages.server'
import { PageBlocks } from './page-blocks'
import { RichText } from './rich-text'

/**
 * A content page: its title, rich text and blocks, in the page's section colour. The one place that
 * renders a page's content (ADR 0061).
 */
export function PageContent({ page, locale }: { page: PublicPage; locale: Locale }) {
  return (
    <article className="container page content-page" data-section={page.section}>
      <h1>{page.title}</h1>
      {page.body && <RichText data={page.body} locale={locale} />}
      <PageBlocks blocks={page.layout} locale={locale} />
    </article>
  )
}
