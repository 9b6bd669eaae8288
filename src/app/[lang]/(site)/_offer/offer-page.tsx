import type { Metadata } from 'next'
import { shareImage } from '@/modules/seo/share-image.server'
import { permanentRedirect } from 'next/navigation'
import { pageNotFound } from '@/lib/http/not-found.server'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { ClientMessages } from '@/i18n/client-messages'
import { isLocale, type Locale } from '@/i18n/locales'
import { env } from '@/lib/env'
import { payloadClient } from '@/lib/payload'
import { wizardPackages } from '@/modules/jobs/ad-wizard-screen.server'
import { localePath, loginThen, OFFER_PAGE_SLUGS, paths } from '@/modules/routing/routes'
import { perLanguageAlternates } from '@/modules/seo/alternates'
import { shareMetadata } from '@/modules/seo/share'
import { OfferBrackets } from '@/ui/offers/offer-brackets'
import { OfferForm } from '@/ui/offers/offer-form'
import { OfferPackages } from '@/ui/offers/offer-packages'
// This page's own sheet: after the root layout's, which no rule of it competes with (ADR 0080).
import '@/ui/offers/offers.css'

// The employers' page (/de/angebot, /fr/offre, /it/offerta; ADR 0059): the packages and prices from
// the products the job wizard sells, what they deliver, the indicative prices for several ads a
// year and the offer inquiry. Public and kept by the page cache like the other public pages; the
// form's token is fetched by the browser. Each language's route folder calls these two with its word;
// another language's word moves to this language's page.

const pathOf = (locale: Locale) => localePath(locale, paths.offer(locale))

export async function offerMetadata(lang: string): Promise<Metadata> {
  if (!isLocale(lang)) return {}
  const t = await getTranslations({ locale: lang, namespace: 'offerPage' })
  const tMeta = await getTranslations({ locale: lang, namespace: 'meta' })
  const base = env().PUBLIC_URL
  const alternates = perLanguageAlternates(base, lang, pathOf)
  return {
    title: t('metaTitle'),
    description: t('metaDescription'),
    alternates,
    ...shareMetadata(base, {
      locale: lang,
      siteName: tMeta('siteName'),
      title: t('metaTitle'),
      description: t('metaDescription'),
      url: alternates.canonical,
      generated: shareImage({ l: lang, t: t('metaTitle') }),
    }),
  }
}

export async function OfferPage({ lang, slug }: { lang: string; slug: string }) {
  if (!isLocale(lang)) pageNotFound()
  if (OFFER_PAGE_SLUGS[lang] !== slug) permanentRedirect(pathOf(lang))
  setRequestLocale(lang)
  const t = await getTranslations({ locale: lang, namespace: 'offerPage' })
  const packages = await wizardPackages(await payloadClient(), lang)
  return (
    <article className="container page offer-page">
      <header>
        <h1>{t('title')}</h1>
        <p className="offer-page__lead">{t('intro')}</p>
        {/* Plain links: the client router would fetch these guarded routes (a 401 for visitors) in the background. */}
        <p className="offer-page__actions">
          <a className="btn" href={loginThen(lang, localePath(lang, paths.cockpit('jobs-create', 'new')))}>
            {t('publish')}
          </a>
          <a href={loginThen(lang, localePath(lang, paths.cockpit('institutions')))}>{t('profiles')}</a>
        </p>
      </header>
      <section aria-labelledby="offer-packages">
        <h2 id="offer-packages">{t('packagesTitle')}</h2>
        <p>{t('packagesIntro')}</p>
        <OfferPackages locale={lang} packages={packages} />
      </section>
      <section aria-labelledby="offer-volume">
        <h2 id="offer-volume">{t('volumeTitle')}</h2>
        <p>{t('volumeIntro')}</p>
        <OfferBrackets locale={lang} />
        <h3 id="offer-form" className="offer-page__form-title">
          {t('formTitle')}
        </h3>
        <p>{t('formIntro')}</p>
        <ClientMessages add={['offerForm', 'limits']}>
          <OfferForm />
        </ClientMessages>
      </section>
    </article>
  )
}
