import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/locales'
import type { PageBlock, PageButton } from '@/modules/content/page-layout.server'
import { sanitizeEmbeddedHtml } from '@/modules/content/html-sanitizer'
import { localePath, paths } from '@/modules/routing/routes'
import { VideoFacade } from '../institutions/video-facade'
import { JobCard } from '../jobs/job-card'
import { ArticleCard } from './article-card'
import { RichText } from './rich-text'

// The blocks of a content page (ADR 0061), in the order the team placed them. Buttons are links
// styled as buttons; navigation buttons are a labelled navigation; the footer title and footer
// buttons close the page in its own footer band. Embedded HTML is cleaned again here.

const RATIO_CLASS = { '16:9': 'landscape', '9:16': 'portrait', '1:1': 'square' } as const
const BUTTON_CLASS = { primary: 'btn', secondary: 'btn btn--ghost', link: 'page-block__text-link' } as const

function Buttons({ buttons }: { buttons: PageButton[] }) {
  return (
    <ul className="page-block__buttons">
      {buttons.map((button, index) => (
        <li key={`${button.link.href}-${index}`}>
          <a className={BUTTON_CLASS[button.style]} href={button.link.href} target={button.link.target} rel={button.link.rel}>
            {button.label}
          </a>
        </li>
      ))}
    </ul>
  )
}

async function Block({ block, locale }: { block: PageBlock; locale: Locale }) {
  switch (block.kind) {
    case 'rich-text':
      return <RichText data={block.body} locale={locale} />
    case 'navigation-buttons': {
      const t = await getTranslations({ locale, namespace: 'pageBlocks' })
      return (
        <nav className="page-block page-block--navigation" aria-label={t('navigation')}>
          <Buttons buttons={block.buttons} />
        </nav>
      )
    }
    case 'footer-title':
      return <h2 className="page-block page-block--footer-title">{block.title}</h2>
    case 'footer-buttons':
      return (
        <div className="page-block page-block--footer-buttons">
          <Buttons buttons={block.buttons} />
        </div>
      )
    case 'html':
      // Cleaned on save and again here (html-sanitizer.ts): no scripts, handlers or foreign frames.
      return <div className="page-block page-block--html prose" dangerouslySetInnerHTML={{ __html: sanitizeEmbeddedHtml(block.html) }} />
    case 'video': {
      const t = await getTranslations({ locale, namespace: 'institutionsPage' })
      const provider = block.type === 'youtube' ? 'YouTube' : 'Vimeo'
      return (
        <div className={`page-block page-block--video page-block--video-${RATIO_CLASS[block.ratio]}`}>
          <VideoFacade
            type={block.type}
            source={block.source}
            title={block.title}
            playLabel={t('videoPlay', { title: block.title })}
            notice={t('videoNotice', { provider })}
            watchLabel={t('videoWatch', { provider })}
          />
        </div>
      )
    }
    case 'image':
      return (
        <figure className="page-block page-block--image">
          {/* eslint-disable-next-line @next/next/no-img-element -- a stored upload with its own size, sized by CSS */}
          <img src={block.src} alt={block.alt} width={block.width ?? undefined} height={block.height ?? undefined} loading="lazy" decoding="async" />
          {block.caption && <figcaption>{block.caption}</figcaption>}
        </figure>
      )
    case 'article-teasers': {
      if (block.articles.length === 0) return null
      const t = await getTranslations({ locale, namespace: 'pageBlocks' })
      return (
        <section className="page-block page-block--teasers" aria-labelledby={`teasers-${block.id}`}>
          <h2 id={`teasers-${block.id}`}>{block.title ?? t('articlesTitle')}</h2>
          <ul className="grid card-list">
            {block.articles.map((article) => (
              <li key={article.id}>
                {/* the grid shows no category, as before */}
                <ArticleCard article={{ ...article, category: null }} locale={locale} headingLevel={3} />
              </li>
            ))}
          </ul>
          <p>
            <a href={localePath(locale, paths.ejournals())}>{t('articlesAll')}</a>
          </p>
        </section>
      )
    }
    case 'job-teasers': {
      if (block.jobs.length === 0) return null
      const t = await getTranslations({ locale, namespace: 'pageBlocks' })
      return (
        <section className="page-block page-block--teasers" aria-labelledby={`teasers-${block.id}`}>
          <h2 id={`teasers-${block.id}`}>{block.title ?? t('jobsTitle')}</h2>
          <ul className="grid card-list">
            {block.jobs.map((card) => (
              <li key={card.job.id}>
                <JobCard job={card.job} locale={locale} institutionName={card.institution?.name} city={card.institution?.city} labels={card.labels} crawled={card.crawled} />
              </li>
            ))}
          </ul>
          <p>
            <a href={localePath(locale, paths.jobs())}>{t('jobsAll')}</a>
          </p>
        </section>
      )
    }
  }
}

/** The page's blocks; the footer title and footer buttons at the end form the page's closing band. */
export function PageBlocks({ blocks, locale }: { blocks: PageBlock[]; locale: Locale }) {
  if (blocks.length === 0) return null
  return (
    <div className="page-blocks" data-testid="page-blocks">
      {blocks.map((block) => (
        <Block key={block.id} block={block} locale={locale} />
      ))}
    </div>
  )
}
