import { getTranslations } from 'next-intl/server'
import type React from 'react'
import { Link } from '@/i18n/navigation'
import type { Locale } from '@/i18n/locales'
import { ITEM_SCREEN } from '@/modules/institutions/completeness'
import type { CockpitInstitution } from '@/modules/institutions/profile.server'
import { paths } from '@/modules/routing/routes'

// A cockpit list of employer profiles. Each shows its state, how complete it is (what is missing,
// each with a link to the screen that fixes it) and its screens; the open child screen renders
// right under its profile and every link keeps the scroll position (docs/product-rules.md#guards: child screens do not
// scroll to the top).

export const PROFILE_SCREENS = ['edit', 'facts', 'media', 'description', 'billing'] as const

export async function Completeness({ item, locale }: { item: Pick<CockpitInstitution, 'id' | 'completeness'>; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'profile.completeness' })
  const { percent, missing } = item.completeness
  return (
    <div className="profile-completeness">
      <p>
        <span id={`completeness-${item.id}`}>{t('label')}</span> <meter min={0} max={100} value={percent} aria-labelledby={`completeness-${item.id}`} />{' '}
        <strong>{t('percent', { percent })}</strong>
      </p>
      {missing.length > 0 && (
        <details>
          <summary>{t('missing', { count: missing.length })}</summary>
          <ul>
            {missing.map((m) => (
              <li key={m}>
                <Link href={paths.cockpit('institutions', `${ITEM_SCREEN[m]}-${item.id}`)} scroll={false}>
                  {t(`item.${m}`)}
                </Link>
              </li>
            ))}
          </ul>
        </details>
      )}
    </div>
  )
}

export async function InstitutionItems({
  items,
  locale,
  openId,
  panel,
  testId,
}: {
  items: CockpitInstitution[]
  locale: Locale
  openId: number | null
  panel: React.ReactNode
  testId: string
}) {
  const t = await getTranslations({ locale, namespace: 'profile' })
  return (
    <ul className="cockpit-profiles" data-testid={testId}>
      {items.map((item) => {
        const titleId = `${testId}-${item.id}-title`
        const editable = item.role === 'team' || item.role === 'member' || item.role === 'parent-member' || (item.role === 'requested' && item.status === 'requested')
        return (
          <li key={item.id} data-institution-id={item.id}>
            <article className={item.id === openId ? 'card cockpit-profile cockpit-profile--open' : 'card cockpit-profile'} aria-labelledby={titleId}>
              <h3 id={titleId}>{item.name}</h3>
              <p className="muted">
                {[item.city, item.parent && t(item.parent.confirmed ? 'partOf' : 'partOfRequested', { parent: item.parent.name })].filter(Boolean).join(' · ')}
              </p>
              <ul className="chips">
                <li
                  className={`chip chip--strong cockpit-profile__status cockpit-profile__status--${item.role === 'rejected' ? 'rejected' : item.status}`}
                  data-testid="profile-status"
                >
                  {t(`status.${item.role === 'rejected' ? 'rejected' : item.role === 'requested' && item.status === 'active' ? 'linkRequested' : item.status}`)}
                </li>
                {item.role === 'parent-member' && <li className="chip">{t('viaParent')}</li>}
              </ul>
              {item.rejectReason && (
                <p className="cockpit-review__reason" data-testid="profile-reject-reason">
                  {t('rejectReason', { reason: item.rejectReason })}
                </p>
              )}
              {editable && <Completeness item={item} locale={locale} />}
              <p className="cockpit-review__actions">
                <Link className="btn btn--ghost btn--small" href={paths.cockpit('institutions', String(item.id))} scroll={false}>
                  {t('screens.overview')}
                  <span className="visually-hidden"> – {item.name}</span>
                </Link>
                {editable &&
                  PROFILE_SCREENS.map((s) => (
                    <Link key={s} className="btn btn--ghost btn--small" href={paths.cockpit('institutions', `${s}-${item.id}`)} scroll={false}>
                      {t(`screens.${s}`)}
                      <span className="visually-hidden"> – {item.name}</span>
                    </Link>
                  ))}
              </p>
            </article>
            {item.id === openId && panel}
          </li>
        )
      })}
    </ul>
  )
}
