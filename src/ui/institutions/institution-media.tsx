import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/locales'
import type { PublicImage, PublicVideo } from '@/modules/institutions/public.server'
import { InstitutionImage } from './institution-image'
import { VideoFacade } from './video-facade'

// An employer's gallery and videos on its public page; nothing when it has none (no empty boxes).

export async function InstitutionMedia({ name, images, videos, locale }: { name: string; images: PublicImage[]; videos: PublicVideo[]; locale: Locale }) {
  if (images.length === 0 && videos.length === 0) return null
  const t = await getTranslations({ locale, namespace: 'institutionsPage' })
  return (
    <>
      {images.length > 0 && (
        <section aria-labelledby="institution-gallery">
          <h2 id="institution-gallery">{t('galleryTitle')}</h2>
          <ul className="institution-gallery" data-testid="institution-gallery">
            {images.map((image, index) => (
              <li key={image.url}>
                <InstitutionImage
                  image={image}
                  alt={image.alt || t('galleryAlt', { name, number: index + 1 })}
                  width={800}
                  height={600}
                  sizes="(min-width: 1000px) 320px, (min-width: 600px) 50vw, 100vw"
                />
              </li>
            ))}
          </ul>
        </section>
      )}
      {videos.length > 0 && (
        <section aria-labelledby="institution-videos">
          <h2 id="institution-videos">{t('videosTitle')}</h2>
          <div className="institution-videos" data-testid="institution-videos">
            {videos.map((video) => {
              const provider = video.type === 'youtube' ? 'YouTube' : 'Vimeo'
              const title = video.title ?? t('videoUntitled', { name })
              return (
                <VideoFacade
                  key={`${video.type}-${video.source}`}
                  type={video.type}
                  source={video.source}
                  title={title}
                  playLabel={t('videoPlay', { title })}
                  notice={t('videoNotice', { provider })}
                  watchLabel={t('videoWatch', { provider })}
                />
              )
            })}
          </div>
        </section>
      )}
    </>
  )
}
