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
import { institutionChoices } from '@/modules/institutions/choices.server'
import { colleaguesOf } from '@/modules/internships/colleagues.server'
import { colleagueSettings } from '@/modules/internships/contact.server'
import { ownInternships } from '@/modules/internships/own.server'
import { paths } from '@/modules/routing/routes'
import { childScreenOf } from '@/ui/cockpit/child-screen'
import { ScreenPanel } from '@/ui/cockpit/screen-panel'
import { CreateInternshipForm } from '@/ui/internships/create-form'
import { DeleteInternshipForm } from '@/ui/internships/delete-form'
import { ColleagueList, InternshipFacts } from '@/ui/internships/internship-panels'
import { InternshipTimeline, rangeLabel } from '@/ui/internships/timeline'
import { ReviewWizard } from '@/ui/reviews/wizard/review-wizard'
// this section's sheet with its screens only: public pages do not load it (Lighthouse)
import '@/ui/internships/internships.css'

// /{lang}/cockpit/internships: the student's elective year as a timeline (guards auth + student;
// the team passes). Child screens: create, view-, delete-, review-, colleagues-{id}. They open in
// place (create and review above the timeline, the others under their internship) and never
// scroll to the top. An id that is not the viewer's own internship is the 404 page.

type Props = { params: Promise<{ lang: string; child?: string[] }> }
const KINDS = ['create', 'view', 'delete', 'review', 'colleagues'] as const

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).lang, namespace: 'internships' })
  return { title: t('title'), robots: { index: false } }
}

export default async function CockpitInternshipsPage({ params }: Props) {
  const { lang, child = [] } = await params
  if (!isLocale(lang) || !isCockpitScreen('internships', child)) pageNotFound()
  const locale: Locale = lang
  setRequestLocale(locale)
  const user = await requireCockpitSection('internships', locale)
  const read = childScreenOf(child[0], KINDS)
  if (!read) pageNotFound()
  const viewer = { id: user.id, role: (user.role as Role | null | undefined) ?? null }
  const payload = await payloadClient()
  const t = await getTranslations({ locale, namespace: 'internships' })
  const messages = await getMessages()
  const [entries, essentials] = await Promise.all([ownInternships(payload, viewer, locale), getEssentials(payload, locale)])
  const focusKey = child[0] ?? 'list'
  const options = (list: EssentialList) => essentials.lists[list].map((e) => ({ value: e.key, label: e.value }))
  const fieldLabel = (key: string) => essentials.lists.fields.find((f) => f.key === key)?.value ?? key
  const close = { closeHref: paths.cockpit('internships'), closeLabel: t('actions.close'), focusKey }

  let top: React.ReactNode = null
  let panel: React.ReactNode = null
  let openId: number | null = null
  if (read.kind === 'create') {
    top = (
      <ScreenPanel title={t('screens.create')} level={2} {...close} testId="internship-panel">
        <CreateInternshipForm
          institutions={await institutionChoices(payload)}
          fields={options('fields')}
          regions={options('regions')}
          existing={entries.map((e) => ({ id: e.internship.id, label: `${e.institutionName}, ${t('dates', rangeLabel(e, locale))}` }))}
        />
      </ScreenPanel>
    )
  } else if (read.kind !== 'main') {
    const entry = entries.find((e) => String(e.internship.id) === read.id)
    if (!entry) pageNotFound()
    const { internship } = entry
    const title = t('screenTitle', { screen: t(`screens.${read.kind}`), name: entry.institutionName })
    if (read.kind === 'review') {
      let body: React.ReactNode
      if (internship.review_id) body = <p className="notice">{t('review.already')}</p>
      else if (!entry.reviewable) body = <p className="notice">{t('review.notReviewable')}</p>
      else
        body = (
          <>
            <p className="muted">{t('review.intro')}</p>
            <ReviewWizard
              mode="create"
              userId={user.id}
              internshipId={internship.id}
              initialValues={{ institution: String(internship.institution), field: internship.field, level: 'STUDENT_INTERN', is_wsj_exclusive: 'true' }}
              options={{
                institutions: [],
                fixedInstitution: { id: internship.institution, name: entry.institutionName },
                fields: options('fields'),
                levels: options('levels'),
                durations: options('review-durations'),
              }}
            />
          </>
        )
      top = (
        <ScreenPanel title={title} level={2} {...close} testId="internship-panel">
          {body}
        </ScreenPanel>
      )
    } else {
      openId = internship.id
      let body: React.ReactNode
      if (read.kind === 'view') body = <InternshipFacts entry={entry} locale={locale} />
      else if (read.kind === 'delete') body = <DeleteInternshipForm id={internship.id} />
      else {
        const [found, settings] = await Promise.all([colleaguesOf(payload, viewer, internship.id), colleagueSettings(payload, user.id)])
        if (!found) pageNotFound()
        body = <ColleagueList entry={entry} colleagues={found.entries} hidden={found.hidden} selfOpen={settings.contact} fieldLabel={fieldLabel} locale={locale} />
      }
      panel = (
        <ScreenPanel title={title} level={3} {...close} testId="internship-panel">
          {body}
        </ScreenPanel>
      )
    }
  }

  return (
    <NextIntlClientProvider messages={{ internships: messages.internships, reviews: messages.reviews, validation: messages.validation }}>
      <section aria-labelledby="cockpit-title" className="cockpit-internships">
        <h1 id="cockpit-title">{t('title')}</h1>
        <p className="muted">{t('intro')}</p>
        <nav className="subnav" aria-label={t('title')}>
          <Link href={paths.cockpit('internships')} scroll={false} aria-current={read.kind !== 'create' ? 'page' : undefined}>
            {t('tabs.timeline')}
          </Link>
          <Link href={paths.cockpit('internships', 'create')} scroll={false} aria-current={read.kind === 'create' ? 'page' : undefined}>
            {t('tabs.create')}
          </Link>
          <Link href={paths.cockpit('internships-finder')}>{t('tabs.finder')}</Link>
        </nav>
        {top}
        {entries.length === 0 ? (
          <p className="empty" data-testid="internships-empty">
            {t('empty')} <Link href={paths.cockpit('internships', 'create')}>{t('emptyNext')}</Link>
          </p>
        ) : (
          <InternshipTimeline entries={entries} locale={locale} openId={openId} panel={panel} />
        )}
      </section>
    </NextIntlClientProvider>
  )
}
