import { getTranslations } from 'next-intl/server'
import { Link } from '@/i18n/navigation'
import { formatDate } from '@/i18n/format'
import type { Locale } from '@/i18n/locales'
import type { PanelKind, ProfilePanelData } from '@/modules/institutions/profile-panel.server'
import { paths } from '@/modules/routing/routes'
import { ScreenPanel } from '@/ui/cockpit/screen-panel'
import { MediaManager } from './media-manager'
import { ProfileOverview } from './profile-overview'
import { BillingForm, CommonForm, DescriptionForm, FactsForm } from './profile-forms'

// One open child screen of a profile: its heading (which takes the focus), a close link that keeps
// the scroll position, and the screen's form. The media screen right after the create wizard is
// its third step ("Schritt 3 von 3") and says so.

export async function ProfilePanel({
  kind,
  data,
  isNew,
  locale,
  level,
  focusKey,
  extra,
}: {
  kind: PanelKind
  data: ProfilePanelData
  isNew: boolean
  locale: Locale
  level: 2 | 3
  focusKey: string
  /** shown after the screen's own content (the overview's crawl sources) */
  extra?: React.ReactNode
}) {
  const t = await getTranslations({ locale, namespace: 'profile' })
  const tl = await getTranslations({ locale, namespace: 'locale' })
  const { item } = data
  const title = `${t(`screens.${kind}`)}: ${item.name}`
  let body: React.ReactNode
  switch (kind) {
    case 'overview':
      body = <ProfileOverview item={item} editable={data.editable} factsUpdatedAt={data.factsUpdatedAt} locale={locale} />
      break
    case 'edit':
      body = <CommonForm institutionId={item.id} initial={data.values} options={data.choices ?? { categories: [], regions: [], parents: [] }} />
      break
    case 'billing':
      body = <BillingForm institutionId={item.id} initial={data.values} />
      break
    case 'facts':
      body = (
        <>
          {data.factsUpdatedAt && <p className="muted">{t('overview.factsUpdated', { date: formatDate(data.factsUpdatedAt, locale) })}</p>}
          <p className="muted" data-testid="fact-badges">
            {data.badges.length > 0 ? t('facts.badges', { badges: data.badges.map((b) => t(`facts.label.${b}`)).join(', ') }) : t('facts.noBadges')}
          </p>
          <FactsForm institutionId={item.id} initial={data.values} languageName={tl(locale)} />
        </>
      )
      break
    case 'description':
      body = <DescriptionForm institutionId={item.id} initial={data.values} inherited={data.inheritedFrom} />
      break
    case 'media':
      body = (
        <>
          {isNew && (
            <div className="notice" role="status" data-testid="wizard-media-step">
              <p>
                <strong>{t('create.stepOf', { current: 3, total: 3 })}</strong> {t('create.steps.media')}
              </p>
              <p>{t('create.mediaIntro')}</p>
            </div>
          )}
          {data.media && <MediaManager institutionId={item.id} name={item.name} {...data.media} />}
          {isNew && (
            <p>
              <Link className="btn" href={paths.cockpit('institutions', String(item.id))} scroll={false}>
                {t('create.done')}
              </Link>
            </p>
          )}
        </>
      )
      break
  }
  return (
    <ScreenPanel title={title} level={level} closeHref={paths.cockpit('institutions')} closeLabel={t('close')} focusKey={focusKey} testId="profile-panel">
      {body}
      {extra}
    </ScreenPanel>
  )
}
