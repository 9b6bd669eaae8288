import { formatNumber } from '@/i18n/format'

const STAR = 'M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9z'

/**
 * A rating as stars and a number. The stars are decoration (SVG, aria-hidden); the visible text
 * ("4.3 von 5") carries the value for everyone, screen readers included.
 */
export function Rating({ value, label }: { value: number; label: string }) {
  const full = Math.round(value)
  return (
    <span className="review-rating">
      <span className="review-rating__stars" aria-hidden="true">
        {[1, 2, 3, 4, 5].map((n) => (
          <svg key={n} viewBox="0 0 20 20" width="16" height="16" focusable="false" className={n <= full ? 'review-rating__star--on' : 'review-rating__star--off'}>
            <path d={STAR} />
          </svg>
        ))}
      </span>
      <span className="review-rating__value">{label}</span>
    </span>
  )
}

export const ratingNumber = (value: number) => formatNumber(Math.round(value * 10) / 10)
