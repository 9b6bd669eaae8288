import { getTranslations } from 'next-intl/server'
import { Link } from '@/i18n/navigation'
import type { Locale } from '@/i18n/locales'
import { formatDate } from '@/i18n/format'
import type { CockpitInstitution } from '@/modules/institutions/profile.server'
import { paths } from '@/modules/routing/routes'
import { Completeness } from './institution-items'

// The overview screen of one profile ({id}): where it stands (waiting for the team, public,
// declined with the reason), what the viewer may do, the parent link, and what a strong profile
// still needs. A request to manage an existing profile shows only the request.

export async function ProfileOverview({ item, editable, factsUpdatedAt, locale }: { item: CockpitInstitution; editable: boolean; factsUpdatedAt: string | null; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'profile.overview' })
  const state = item.role === 'rejected' ? 'rejected' : item.role === 'requested' && item.status === 'active' ? 'linkRequested' : item.status
  return (
    <div className="profile-overview" data-testid="profile-overview">
      <p>{t(`state.${state}`)}</p>
      {item.rejectReason && <p className="cockpit-review__reason">{t('reason', { reason: item.rejectReason })}</p>}
      {item.status === 'active' && (
        <p>
          <a href={`/${locale}${paths.institution(item.id)}`} data-testid="public-profile-link">
            {t('publicLink', { name: item.name })}
          </a>
        </p>
      )}
      {item.parent && <p>{t(item.parent.confirmed ? 'parentConfirmed' : 'parentRequested', { parent: item.parent.name })}</p>}
      {editable && factsUpdatedAt && <p className="muted">{t('factsUpdated', { date: formatDate(factsUpdatedAt, locale) })}</p>}
      {editable ? (
        <Completeness item={item} locale={locale} />
      ) : (
        item.role === 'requested' && (
          <p className="muted">
            {t('readOnly')} <Link href={paths.cockpit('institutions', 'link')}>{t('linkMore')}</Link>
          </p>
        )
      )}
    </div>
  )
}
