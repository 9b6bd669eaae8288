import type { PublicImage } from '@/modules/institutions/public.server'

// Uploaded logos, headers and gallery images are served by Payload with resized webp copies (the
// srcset); width and height reserve the space (no layout shift), CSS scales them. next/image would
// need the upload route in its loader config.
export function InstitutionImage({
  image,
  alt,
  width,
  height,
  className,
  eager = false,
  priority = false,
  sizes,
}: {
  image: PublicImage
  alt: string
  width: number
  height: number
  className?: string
  eager?: boolean
  /** the page's largest picture (its LCP): fetched before other images */
  priority?: boolean
  /** how wide it shows, for the browser's pick from the srcset (e.g. "(min-width: 900px) 33vw, 100vw") */
  sizes?: string
}) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- sized plain img, see the comment above
    <img
      className={className}
      src={image.url}
      srcSet={image.srcSet ?? undefined}
      sizes={image.srcSet ? (sizes ?? '100vw') : undefined}
      alt={alt}
      width={image.width ?? width}
      height={image.height ?? height}
      loading={eager || priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
    />
  )
}
