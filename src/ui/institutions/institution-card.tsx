import { getTranslations } from 'next-intl/server'
import { formatNumber } from '@/i18n/format'
import type { Locale } from '@/i18n/locales'
import type { InstitutionCardData } from '@/modules/institutions/public.server'
import { InstitutionImage } from './institution-image'
import { TrackImpression } from '../statistics/track'
import { localePath, paths } from '@/modules/routing/routes'
import { CompareAddControl } from '../compare/compare-add-control'

/** An institution in a list: logo, name (the link), place, category and its online jobs. */
export async function InstitutionCard({
  institution,
  locale,
  headingLevel = 2,
  compareSelected,
}: {
  institution: InstitutionCardData
  locale: Locale
  headingLevel?: 2 | 3
  /** with the "compare" control: the employers already chosen (the search's `?compare=`, ADR 0064) */
  compareSelected?: readonly number[]
}) {
  const t = await getTranslations({ locale, namespace: 'institutionsPage' })
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const place = [institution.city, institution.canton?.name].filter(Boolean).join(' · ')
  return (
    <article className="card institution-card">
      <div className="institution-card__logo">
        {institution.logo ? (
          <InstitutionImage image={institution.logo} alt={institution.logo.alt || t('logoAlt', { name: institution.name })} width={64} height={64} />
        ) : (
          <span className="institution-card__initial" aria-hidden="true">
            {institution.name.charAt(0)}
          </span>
        )}
      </div>
      <div className="institution-card__body">
        <Heading className="institution-card__title">
          <a href={localePath(locale, paths.institution(institution.id))}>{institution.name}</a>
        </Heading>
        {place && <p className="institution-card__place">{place}</p>}
        <ul className="chips">
          {institution.category && <li className="chip">{institution.category}</li>}
          <li className="chip chip--strong">{t('jobsCount', { count: institution.jobs_amount, formatted: formatNumber(institution.jobs_amount) })}</li>
        </ul>
        {compareSelected && (
          <p className="institution-card__compare">
            <CompareAddControl locale={locale} id={institution.id} name={institution.name} selected={compareSelected} />
          </p>
        )}
      </div>
      <TrackImpression institutionId={institution.id} />
    </article>
  )
}
