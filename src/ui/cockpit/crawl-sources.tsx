import { useTranslations } from 'next-intl'
import { formatDate, formatNumber } from '@/i18n/format'
import type { Locale } from '@/i18n/locales'
import type { CockpitCrawlSource } from '@/modules/crawler/sources.server'

// The institution's crawl sources in the cockpit (ADR 0070): where the platform reads its ads for
// free listings and how the last crawl went. Read-only: the team sets the sources.

export function CrawlSources({ sources, locale }: { sources: CockpitCrawlSource[]; locale: Locale }) {
  const t = useTranslations('crawlSources')
  return (
    <section aria-labelledby="crawl-sources-title" className="crawl-sources" data-testid="crawl-sources">
      <h3 id="crawl-sources-title">{t('title')}</h3>
      <p className="muted">{sources.length === 0 ? t('none') : t('intro')}</p>
      {sources.length > 0 && (
        <ul>
          {sources.map((source) => (
            <li key={source.id} data-testid={`crawl-source-${source.id}`}>
              <strong>{t(`kind.${source.kind}`)}</strong>{' '}
              <a href={source.url} rel="nofollow noopener noreferrer" target="_blank">
                {source.url}
              </a>
              {!source.active && <> · {t('inactive')}</>}
              <br />
              {source.lastCrawlAt && source.lastStatus
                ? t('last', {
                    date: formatDate(source.lastCrawlAt, locale),
                    status: t(`status.${source.lastStatus}`),
                    found: formatNumber(source.found ?? 0),
                    listed: formatNumber(source.listed ?? 0),
                    offline: formatNumber(source.offline ?? 0),
                  })
                : t('notYet')}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
