import { getTranslations } from 'next-intl/server'
import { formatDate, formatNumber, formatPensum } from '@/i18n/format'
import { titleStatesPensum } from '@/ui/jobs/pensum-in-title'
import { employerJobsHref } from '@/modules/jobs/filter-path'
import type { Locale } from '@/i18n/locales'
import type { ReactNode } from 'react'
import type { InstitutionDetail } from '@/modules/institutions/public.server'
import { PlainText } from '../jobs/plain-text'
import type { InstitutionArticle } from '@/modules/content/institution-articles.server'
import { InstitutionArticles } from './institution-articles'
import { InstitutionFacts } from './institution-facts'
import { InstitutionImage } from './institution-image'
import { InstitutionLocations } from './institution-locations'
import { InstitutionMedia } from './institution-media'
import { localePath, paths } from '@/modules/routing/routes'

type Translator = Awaited<ReturnType<typeof getTranslations>>

function Contact({ contact, t }: { contact: NonNullable<InstitutionDetail['contact']>; t: Translator }) {
  const place = [contact.zip, contact.city].filter(Boolean).join(' ')
  const lines = [contact.person, contact.address, place].filter((l): l is string => Boolean(l))
  if (lines.length === 0 && !contact.phone && !contact.mail) return null
  return (
    <section className="card profile-box" aria-labelledby="institution-contact">
      <h2 id="institution-contact">{t('contactTitle')}</h2>
      <address>
        {lines.map((line) => (
          <span key={line} className="profile-box__line">
            {line}
          </span>
        ))}
        {contact.phone && (
          <span className="profile-box__line">
            {t('phone')}: <a href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`}>{contact.phone}</a>
          </span>
        )}
        {contact.mail && (
          <span className="profile-box__line">
            {t('email')}: <a href={`mailto:${contact.mail}`}>{contact.mail}</a>
          </span>
        )}
      </address>
    </section>
  )
}

function Group({ institution, locale, t }: { institution: InstitutionDetail; locale: Locale; t: Translator }) {
  if (!institution.parent && institution.children.length === 0) return null
  return (
    <section className="card profile-box" aria-labelledby="institution-group">
      <h2 id="institution-group">{t('groupTitle')}</h2>
      {institution.parent && (
        <p>
          {t('partOf')} <a href={localePath(locale, paths.institution(institution.parent.id))}>{institution.parent.name}</a>
        </p>
      )}
      {institution.children.length > 0 && (
        <>
          <h3>{t('sites')}</h3>
          <ul className="link-list link-list--compact">
            {institution.children.map((child) => (
              <li key={child.id}>
                <a href={localePath(locale, paths.institution(child.id))}>{child.name}</a>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  )
}

/** An institution's public profile: header, jobs, locations, facts, further training, articles, contact, reviews, group. */
export async function InstitutionProfile({
  institution: inst,
  locale,
  articles = [],
  reviews,
  compare,
}: {
  institution: InstitutionDetail
  locale: Locale
  articles?: InstitutionArticle[]
  /** the reviews section (ui/reviews/institution-reviews.tsx), rendered in the main column */
  reviews?: ReactNode
  /** the "compare" control (ui/compare), under the name */
  compare?: ReactNode
}) {
  const t = await getTranslations({ locale, namespace: 'institutionsPage' })
  const tj = await getTranslations({ locale, namespace: 'employerJobs' })
  const tp = await getTranslations({ locale, namespace: 'jobsPage' })
  const subtitle = [inst.category, inst.canton?.name, inst.city].filter(Boolean).join(' · ')
  return (
    <article className="institution-profile">
      {inst.header && (
        <div className="institution-profile__banner">
          <InstitutionImage image={inst.header} alt={inst.header.alt ?? ''} width={1200} height={300} sizes="(min-width: 1200px) 1200px, 100vw" priority />
        </div>
      )}
      <header className="institution-profile__head">
        {inst.logo && (
          <InstitutionImage className="institution-profile__logo" image={inst.logo} alt={inst.logo.alt || t('logoAlt', { name: inst.name })} width={96} height={96} eager />
        )}
        <div>
          <h1>{inst.name}</h1>
          {subtitle && <p className="muted">{subtitle}</p>}
          {inst.website && (
            <p>
              {t('website')}: <a href={inst.website}>{new URL(inst.website).host}</a>
            </p>
          )}
          {compare && <p className="institution-profile__compare">{compare}</p>}
        </div>
      </header>

      <div className="institution-profile__layout">
        <div className="institution-profile__main">
          {inst.description && (
            <section aria-labelledby="institution-about">
              <h2 id="institution-about">{t('aboutTitle')}</h2>
              {inst.descriptionFrom && (
                <p className="muted" data-testid="description-from">
                  {t('descriptionFrom')} <a href={localePath(locale, paths.institution(inst.descriptionFrom.id))}>{inst.descriptionFrom.name}</a>
                </p>
              )}
              <PlainText text={inst.description} />
            </section>
          )}
          <InstitutionMedia name={inst.name} images={inst.images} videos={inst.videos} locale={locale} />
          <section aria-labelledby="institution-jobs">
            <h2 id="institution-jobs">{t('jobsTitle')}</h2>
            <p className="result-count">{t('jobsCount', { count: inst.jobs_amount, formatted: formatNumber(inst.jobs_amount) })}</p>
            {inst.jobs.length > 0 ? (
              <ul className="link-list">
                {inst.jobs.map((job) => (
                  <li key={job.id} className={job.premium ? 'link-list__premium' : undefined}>
                    {job.premium && <span className="job-card__mark">{tp('premiumMark')}</span>}
                    <a href={localePath(locale, paths.job(job.id))} lang={job.locale}>
                      {job.title}
                    </a>
                    <span className="muted">
                      {[
                        titleStatesPensum(job.title) ? null : formatPensum(job.pensum_min, job.pensum_max),
                        job.online_from ? formatDate(job.online_from, locale) : null,
                        job.crawled ? tp('crawledMark') : null,
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                    </span>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="empty">{t('jobsNone')}</p>
            )}
            {inst.jobs_amount > inst.jobs.length && (
              <p>
                <a href={employerJobsHref(locale, inst.id)}>{tj('all', { count: inst.jobs_amount, formatted: formatNumber(inst.jobs_amount) })}</a>
              </p>
            )}
          </section>
          <InstitutionLocations locations={inst.locations} locale={locale} />
          {inst.facts && (
            <section aria-labelledby="institution-facts">
              <h2 id="institution-facts">{t('factsTitle')}</h2>
              {inst.facts.badges.length > 0 && (
                <ul className="chips institution-badges" aria-label={t('badgesLabel')} data-testid="institution-badges">
                  {inst.facts.badges.map((b) => (
                    <li key={b} className="chip chip--strong">
                      {t(`badges.${b}`)}
                    </li>
                  ))}
                </ul>
              )}
              <InstitutionFacts facts={inst.facts} locale={locale} />
            </section>
          )}
          {inst.wbs.length > 0 && (
            <section aria-labelledby="institution-wbs">
              <h2 id="institution-wbs">{t('wbsTitle')}</h2>
              <ul className="link-list">
                {inst.wbs.map((w) => (
                  <li key={w.id}>
                    {w.url ? <a href={w.url}>{w.name}</a> : <span>{w.name}</span>}
                    <span className="muted">{[w.field, w.category && t('wbsCategory', { category: w.category })].filter(Boolean).join(' · ')}</span>
                  </li>
                ))}
              </ul>
            </section>
          )}
          {reviews}
          <InstitutionArticles articles={articles} locale={locale} />
        </div>
        <aside className="institution-profile__aside">
          {inst.contact && <Contact contact={inst.contact} t={t} />}
          <Group institution={inst} locale={locale} t={t} />
        </aside>
      </div>
    </article>
  )
}
