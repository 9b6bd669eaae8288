import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/locales'
import { previewExitUrl } from '@/modules/content/preview'
import { LivePreviewRefresh } from './live-preview-refresh'

/**
 * The team's preview of a draft (ADR 0061, "Live preview of drafts"): a banner that says so, with the
 * way out (draft mode off), and the refresh of /admin's live preview on every save and autosave.
 */
export async function PreviewBanner({ locale, path }: { locale: Locale; path: string }) {
  const t = await getTranslations({ locale, namespace: 'pagePreview' })
  return (
    <div className="container">
      <div className="preview-banner" role="status" data-testid="preview-banner">
        <p>
          <strong>{t('banner')}</strong> {/* a route handler, not a page: a plain link */}
          <a href={previewExitUrl(path)}>{t('leave')}</a>
        </p>
        <LivePreviewRefresh />
      </div>
    </div>
  )
}
