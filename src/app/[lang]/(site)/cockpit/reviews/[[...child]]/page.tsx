import type { Metadata } from 'next'
import { pageNotFound } from '@/lib/http/not-found.server'
import { NextIntlClientProvider } from 'next-intl'
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server'
import type React from 'react'
import { Link } from '@/i18n/navigation'
import { isLocale, type Locale } from '@/i18n/locales'
import { payloadClient } from '@/lib/payload'
import type { Role } from '@/modules/access/access'
import { isCockpitScreen } from '@/modules/accounts/cockpit-routes'
import { requireCockpitSection } from '@/modules/accounts/require.server'
import { getEssentials, type EssentialList } from '@/modules/essentials/essentials.server'
import { newReviewsForManager, ownerReviews } from '@/modules/reviews/cockpit.server'
import { mayWriteReviews } from '@/modules/reviews/rules.server'
import { institutionChoices } from '@/modules/institutions/choices.server'
import { managedInstitutionIds } from '@/modules/reviews/viewer.server'
import { reviewIdOf } from '@/modules/reviews/public-id.server'
import { ownReviewForEdit } from '@/modules/reviews/write.server'
import { childScreenOf } from '@/ui/cockpit/child-screen'
import { ScreenPanel } from '@/ui/cockpit/screen-panel'
import { ReviewItems, type ReviewItemAction } from '@/ui/reviews/cockpit/review-items'
import { ErrorView } from '@/ui/errors/error-view'
import { ReviewWizard } from '@/ui/reviews/wizard/review-wizard'
import { ReviewScreenPanel } from '@/ui/reviews/cockpit/review-screen-panel'
import { reviewPanelData } from '@/modules/reviews/cockpit-screens.server'
import { paths } from '@/modules/routing/routes'
import { MAX_ID } from '@/lib/params'

// /{lang}/cockpit/reviews and its child screens: create, view-{id}, edit-{id}, feedback-{id},
// message-{id}, where {id} is the review's random public id (ADR 0018; the row id never leaves
// the server). A child screen opens in place (under its review in the list), so navigating
// between them never jumps to the top. Every screen checks who asks on the server; an id the
// viewer may not use is the 404 page, the same as an id that does not exist, and writing is the
// 403 page for employers. (No loading boundary wraps the cockpit, so each screen arrives in one
// piece and pageNotFound() answers 404; the proxy's guards answer 401/403 before a page renders, ADR 0016.)

type Props = { params: Promise<{ lang: string; child?: string[] }> }
/** `id` is the public id from the URL (isCockpitScreen checked its form). */
/** `institution`: create-{id}, the employer chosen on its public page ("Eigene Bewertung schreiben"). */
type Screen = { kind: 'list' } | { kind: 'create'; institution?: number } | { kind: 'view' | 'edit' | 'feedback' | 'message'; id: string }

function screenOf(child: string | undefined): Screen | null {
  const read = childScreenOf(child, ['create', 'view', 'edit', 'feedback', 'message'] as const)
  if (!read) return null
  if (read.kind === 'main') return { kind: 'list' }
  if (read.kind === 'create') return read.id === null ? { kind: 'create' } : { kind: 'create', institution: Number(read.id) }
  return read.id === null ? null : { kind: read.kind, id: read.id }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).lang, namespace: 'reviews' })
  return { title: t('title'), robots: { index: false } }
}

export default async function CockpitReviewsPage({ params }: Props) {
  const { lang, child = [] } = await params
  if (!isLocale(lang) || !isCockpitScreen('reviews', child)) pageNotFound()
  const locale: Locale = lang
  setRequestLocale(locale)
  const user = await requireCockpitSection('reviews', locale)
  const role = (user.role as Role | null | undefined) ?? null
  const screen = screenOf(child[0])
  if (!screen) pageNotFound()
  const payload = await payloadClient()
  const t = await getTranslations({ locale, namespace: 'reviews' })
  const messages = await getMessages()
  const writer = mayWriteReviews(role)
  const managed = await managedInstitutionIds(payload, user.id)
  const [owner, fresh, rowId] = await Promise.all([
    ownerReviews(payload, user, locale),
    newReviewsForManager(payload, user, locale),
    screen.kind === 'list' || screen.kind === 'create' ? null : reviewIdOf(payload, screen.id),
  ])
  // An unknown public id is the same 404 as a review the viewer may not use.
  if (screen.kind !== 'list' && screen.kind !== 'create' && rowId === null) pageNotFound()

  const wizardOptions = async (fixedInstitution?: { id: number; name: string }) => {
    const essentials = await getEssentials(payload, locale)
    const list = (name: EssentialList) => essentials.lists[name].map((e) => ({ value: e.key, label: e.value }))
    return {
      institutions: fixedInstitution ? [] : await institutionChoices(payload, { reviewable: true, excludeIds: managed }),
      fixedInstitution,
      fields: list('fields'),
      levels: list('levels'),
      durations: list('review-durations'),
    }
  }

  const panelId = screen.kind === 'list' || screen.kind === 'create' ? null : screen.id
  const level: 2 | 3 = panelId !== null && (owner.some((r) => r.id === panelId) || fresh.some((r) => r.id === panelId)) ? 3 : 2
  const focusKey = child[0] ?? 'list'
  let panel: React.ReactNode = null
  let wizard: React.ReactNode = null

  switch (screen.kind) {
    case 'list':
      break
    case 'create': {
      if (!writer) return <ErrorView status="403" locale={locale} />
      const options = await wizardOptions()
      // The employer named in the path is chosen when it can be reviewed; otherwise the picker starts empty.
      const chosen =
        screen.institution !== undefined && screen.institution <= MAX_ID && options.institutions.some((i) => i.id === screen.institution) ? String(screen.institution) : ''
      wizard = (
        <ReviewWizard
          mode="create"
          userId={user.id}
          initialValues={{ is_wsj_exclusive: 'false', level: role === 'ROLE_STUDENT' ? 'STUDENT_INTERN' : '', ...(chosen && { institution: chosen }) }}
          options={options}
        />
      )
      break
    }
    case 'edit': {
      const editable = rowId === null ? null : await ownReviewForEdit(payload, user.id, rowId, locale)
      if (!editable) pageNotFound()
      if (!writer) return <ErrorView status="403" locale={locale} />
      panel = (
        <ScreenPanel title={t('wizard.editTitle')} level={level} closeHref={paths.cockpit('reviews')} closeLabel={t('actions.close')} focusKey={focusKey} testId="review-panel">
          <p className="muted">{t('view.editNotice')}</p>
          <ReviewWizard mode="edit" userId={user.id} reviewId={editable.publicId} initialValues={editable.values} options={await wizardOptions(editable.institution)} />
        </ScreenPanel>
      )
      break
    }
    case 'view':
    case 'feedback':
    case 'message': {
      const data = rowId === null ? null : await reviewPanelData(payload, user, screen.kind, rowId, locale)
      if (!data) pageNotFound()
      panel = <ReviewScreenPanel kind={screen.kind} id={screen.id} data={data} writer={writer} email={user.email} locale={locale} level={level} focusKey={focusKey} />
      break
    }
  }

  const ownerActions = (): ReviewItemAction[] => [{ screen: 'view', label: t('actions.view') }, ...(writer ? [{ screen: 'edit' as const, label: t('actions.edit') }] : [])]
  const newActions = (item: { institution: { feedback: boolean } }): ReviewItemAction[] => [
    { screen: 'view', label: t('actions.view') },
    { screen: 'feedback', label: item.institution.feedback ? t('actions.feedbackEdit') : t('actions.feedback') },
    { screen: 'message', label: t('actions.message') },
  ]
  const showOwner = writer || owner.length > 0
  const showNew = managed.length > 0

  return (
    <NextIntlClientProvider messages={{ reviews: messages.reviews, validation: messages.validation }}>
      <section aria-labelledby="cockpit-title" className="cockpit-reviews">
        <h1 id="cockpit-title">{screen.kind === 'create' ? t('wizard.createTitle') : t('title')}</h1>
        <p className="muted">{screen.kind === 'create' ? t('wizard.intro') : showOwner ? t('anonymity') : t('intro')}</p>
        <nav className="subnav" aria-label={t('title')}>
          <Link href={paths.cockpit('reviews')} scroll={false} aria-current={screen.kind !== 'create' ? 'page' : undefined}>
            {showNew && !showOwner ? t('tabs.new') : t('tabs.owner')}
          </Link>
          {writer && (
            <Link href={paths.cockpit('reviews', 'create')} scroll={false} aria-current={screen.kind === 'create' ? 'page' : undefined}>
              {t('tabs.create')}
            </Link>
          )}
        </nav>
        {wizard}
        {panel && level === 2 && panel}
        {screen.kind !== 'create' && (
          <>
            {showOwner && (
              <section aria-labelledby="reviews-owner-title" className="cockpit-reviews__group">
                <h2 id="reviews-owner-title">{t('owner.title')}</h2>
                {owner.length ? (
                  <ReviewItems items={owner} locale={locale} actions={ownerActions} openId={level === 3 ? panelId : null} panel={panel} testId="reviews-owner" />
                ) : (
                  <p className="empty">
                    {t('owner.empty')} {writer && <Link href={paths.cockpit('reviews', 'create')}>{t('tabs.create')}</Link>}
                  </p>
                )}
              </section>
            )}
            {showNew && (
              <section aria-labelledby="reviews-new-title" className="cockpit-reviews__group">
                <h2 id="reviews-new-title">{t('new.title')}</h2>
                <p className="muted">{t('new.explain')}</p>
                {fresh.length ? (
                  <ReviewItems
                    items={fresh}
                    locale={locale}
                    actions={newActions}
                    openId={level === 3 && !owner.some((r) => r.id === panelId) ? panelId : null}
                    panel={panel}
                    testId="reviews-new"
                  />
                ) : (
                  <p className="empty">{t('new.empty')}</p>
                )}
              </section>
            )}
            {!showOwner && !showNew && <p className="empty">{t('owner.readOnly')}</p>}
          </>
        )}
      </section>
    </NextIntlClientProvider>
  )
}
