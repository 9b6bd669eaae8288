import type { Locale } from '@/i18n/locales'
import type { PublicPage } from '@/modules/content/pages.server'
import { RichText } from './rich-text'

/**
 * A content page: its title and rich text. The one place that renders a page's content, so the
 * blocks the content work adds (a `layout` field) get their dispatcher here.
 */
export function PageContent({ page, locale }: { page: PublicPage; locale: Locale }) {
  return (
    <article className="container page content-page">
      <h1>{page.title}</h1>
      {page.body && <RichText data={page.body} locale={locale} />}
    </article>
  )
}
