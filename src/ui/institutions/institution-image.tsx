import type { PublicImage } from '@/modules/institutions/public.server'

// Uploaded logos and headers are SVG or bitmaps served by Payload; width and height reserve the space
// (no layout shift), CSS scales them. next/image would need the upload route in its loader config.
export function InstitutionImage({
  image,
  alt,
  width,
  height,
  className,
  eager = false,
}: {
  image: PublicImage
  alt: string
  width: number
  height: number
  className?: string
  eager?: boolean
}) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- sized plain img, see the comment above
    <img className={className} src={image.url} alt={alt} width={image.width ?? width} height={image.height ?? height} loading={eager ? 'eager' : 'lazy'} decoding="async" />
  )
}
