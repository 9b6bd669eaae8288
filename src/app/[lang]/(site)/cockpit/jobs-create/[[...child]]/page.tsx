import type { Metadata } from 'next'
import { pageNotFound } from '@/lib/http/not-found.server'
import { NextIntlClientProvider } from 'next-intl'
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server'
import type React from 'react'
import { Link } from '@/i18n/navigation'
import { isLocale, type Locale } from '@/i18n/locales'
import { formatDate } from '@/i18n/format'
import { payloadClient } from '@/lib/payload'
import { relId } from '@/lib/relations'
import { isCockpitScreen } from '@/modules/accounts/cockpit-routes'
import { requireCockpitSection } from '@/modules/accounts/require.server'
import { draftFor, publishableInstitutions } from '@/modules/jobs/ad-draft.server'
import { WIZARD_STEPS, type WizardStep } from '@/modules/jobs/ad-schema'
import { commonChoices, draftValues, newDraftValues, summaryData, todayInSwitzerland, wizardPackages } from '@/modules/jobs/ad-wizard-screen.server'
import { newIntent } from '@/modules/orders/intent.server'
import { formatRappen } from '@/modules/orders/pricing'
import { paths } from '@/modules/routing/routes'
import { JobDetailView } from '@/ui/jobs/job-detail'
import { CheckoutStep, CommonStep, FormatStep, PackageStep, PublicationStep, SalaryStep } from '@/ui/jobs/wizard/ad-steps'

// /{lang}/cockpit/jobs-create/{new|id}?step=…: the job-ad wizard (package, common info,
// salary, posting format, publication date, summary with discount code, terms and checkout). `new`
// shows the packages; the chosen one travels in the address (`new?step=common&variant=…`) to the
// common step, whose submit creates the draft (ADR 0042: a visit that ends earlier leaves none).
// From then on the draft's id is in the address, so every step is saved and a reload or a later
// visit continues where the user left. A draft that is not the viewer's is the 404 page.

type Props = {
  params: Promise<{ lang: string; child?: string[] }>
  searchParams: Promise<{ step?: string | string[]; code?: string | string[]; variant?: string | string[] }>
}

const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) ?? ''

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).lang, namespace: 'jobWizard' })
  return { title: t('title'), robots: { index: false } }
}

export default async function JobsCreatePage({ params, searchParams }: Props) {
  const { lang, child = [] } = await params
  if (!isLocale(lang) || !isCockpitScreen('jobs-create', child)) pageNotFound()
  const locale: Locale = lang
  setRequestLocale(locale)
  const user = await requireCockpitSection('jobs-create', locale)
  const query = await searchParams
  const payload = await payloadClient()
  const t = await getTranslations({ locale, namespace: 'jobWizard' })
  const tl = await getTranslations({ locale, namespace: 'locale' })
  const messages = await getMessages()
  const target = child[0] ?? 'new'
  const draft = target === 'new' ? null : await draftFor(payload, user, Number(target))
  if (target !== 'new' && !draft) pageNotFound()
  if (!draft && (await publishableInstitutions(payload, user, locale)).length === 0) {
    return (
      <section aria-labelledby="cockpit-title" className="cockpit-institutions">
        <h1 id="cockpit-title">{t('title')}</h1>
        <div className="card empty" data-testid="jobs-create-no-profile">
          <p>{t('noProfile')}</p>
          <p>
            <Link className="btn" href={paths.cockpit('institutions')}>
              {t('toProfiles')}
            </Link>
          </p>
        </div>
      </section>
    )
  }
  const asked = one(query.step) as WizardStep
  // A new ad: the package chosen in step 1 (only a priced one counts), carried to step 2.
  const packages = draft ? [] : await wizardPackages(payload, locale)
  const variant = Number(one(query.variant))
  const chosenVariant = !draft && packages.some((p) => p.variants.some((v) => v.id === variant)) ? variant : null
  const step: WizardStep = !draft ? (asked === 'common' && chosenVariant !== null ? 'common' : 'package') : (WIZARD_STEPS as readonly string[]).includes(asked) ? asked : 'common'
  const index = WIZARD_STEPS.indexOf(step)
  const values = draft ? await draftValues(payload, draft, locale) : await newDraftValues(payload, user, locale)
  const newHref = chosenVariant === null ? paths.cockpit('jobs-create', 'new') : `${paths.cockpit('jobs-create', 'new')}?variant=${chosenVariant}`
  const stepHref = (s: WizardStep) => (draft ? `${paths.cockpit('jobs-create', String(draft.id))}?step=${s}` : newHref)

  let body: React.ReactNode
  switch (step) {
    case 'package':
      body = <PackageStep jobId={draft?.id ?? null} packages={draft ? await wizardPackages(payload, locale) : packages} chosen={draft?.variant_id ?? chosenVariant} />
      break
    case 'common':
      body = <CommonStep jobId={draft?.id ?? null} variantId={chosenVariant} initial={values} options={await commonChoices(payload, user, locale, (l) => tl(l))} />
      break
    case 'salary':
      body = <SalaryStep jobId={draft!.id} initial={values} />
      break
    case 'format': {
      const pdf = relId(draft!.pdf)
      body = <FormatStep jobId={draft!.id} initial={values} pdfName={pdf !== null ? t('format.pdfStored') : null} />
      break
    }
    case 'publication':
      body = <PublicationStep jobId={draft!.id} initial={values} today={todayInSwitzerland()} until={null} />
      break
    case 'summary': {
      const code = one(query.code).slice(0, 40)
      const summary = await summaryData(payload, draft!, code, locale)
      const q = summary.quote
      const outcome = q?.discount.status
      body = (
        <>
          <section aria-labelledby="ad-preview-title" className="ad-preview">
            <h3 id="ad-preview-title">{t('summary.preview')}</h3>
            {/* A picture of the ad, not the ad: its links and buttons do nothing here (inert), so a tap cannot leave the wizard. */}
            <div className="ad-preview__frame" data-testid="ad-preview" inert>
              <JobDetailView job={summary.preview} locale={locale} preview />
            </div>
          </section>
          {summary.missing && (
            <p className="notice" role="status">
              {t('summary.missing')} <Link href={stepHref(summary.missing)}>{t(`steps.${summary.missing}`)}</Link>
            </p>
          )}
          <form method="get" className="inline-form profile-search ad-code">
            <input type="hidden" name="step" value="summary" />
            <label htmlFor="ad-code">{t('summary.code')}</label>
            <input id="ad-code" name="code" defaultValue={code} maxLength={40} autoComplete="off" aria-describedby={code ? 'ad-code-outcome' : undefined} />
            <button type="submit" className="btn btn--small btn--ghost">
              {t('summary.checkCode')}
            </button>
            {code && outcome && outcome !== 'none' && (
              <p id="ad-code-outcome" className={outcome === 'valid' ? 'field__ok' : 'field__error'} role="status" data-testid="code-outcome">
                {t(`summary.code_${outcome}`)}
              </p>
            )}
          </form>
          {q && (
            <CheckoutStep jobId={draft!.id} code={outcome === 'valid' ? code : ''} intent={newIntent()} variantId={q.variant.variantId}>
              <dl className="ad-total" data-testid="ad-total">
                <div>
                  <dt>
                    {q.variant.productTitle}, {t('days', { days: q.variant.duration })}
                  </dt>
                  <dd>{t('price', { price: formatRappen(q.amounts.subtotal) })}</dd>
                </div>
                {q.amounts.discount > 0 && (
                  <div>
                    <dt>{t('summary.discount')}</dt>
                    <dd>{t('price', { price: `-${formatRappen(q.amounts.discount)}` })}</dd>
                  </div>
                )}
                <div className="ad-total__sum">
                  <dt>{t('summary.totalExclVat')}</dt>
                  <dd>{t('price', { price: formatRappen(q.amounts.net) })}</dd>
                </div>
              </dl>
              <p className="muted">
                {t('summary.vatNote')}
                {summary.onlineUntil && draft!.online_from && <> {t('summary.online', { from: formatDate(draft!.online_from, locale), until: summary.onlineUntil })}</>}
              </p>
            </CheckoutStep>
          )}
        </>
      )
      break
    }
  }

  return (
    <NextIntlClientProvider
      messages={{
        jobWizard: messages.jobWizard,
        richText: messages.richText,
        validation: messages.validation,
        profile: messages.profile,
        locale: messages.locale,
        errors: messages.errors,
      }}
    >
      <section aria-labelledby="cockpit-title" className="cockpit-institutions ad-wizard">
        <h1 id="cockpit-title">{t('title')}</h1>
        <nav aria-label={t('stepsLabel')}>
          <ol className="ad-steps">
            {WIZARD_STEPS.map((s, i) => (
              <li key={s} aria-current={s === step ? 'step' : undefined} className={i < index ? 'ad-steps__done' : undefined}>
                {draft && s !== step ? (
                  <Link href={stepHref(s)} scroll={false}>
                    {t(`steps.${s}`)}
                  </Link>
                ) : (
                  <span>{t(`steps.${s}`)}</span>
                )}
              </li>
            ))}
          </ol>
        </nav>
        <h2 className="ad-step__title" data-testid="ad-step-title">
          <span className="wizard__count">{t('stepOf', { current: index + 1, total: WIZARD_STEPS.length })}</span> {t(`steps.${step}`)}
        </h2>
        {body}
        {index > 0 && (
          <p>
            <Link href={stepHref(WIZARD_STEPS[index - 1]!)} scroll={false}>
              {t('back')}
            </Link>
          </p>
        )}
      </section>
    </NextIntlClientProvider>
  )
}
