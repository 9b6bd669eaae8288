import { getTranslations } from 'next-intl/server'
import { formatDate, formatPensum } from '@/i18n/format'
import type { Locale } from '@/i18n/locales'
import type { ApplyTarget, JobDetail } from '@/modules/jobs/public.server'
import { PlainText } from './plain-text'
import { salaryRange } from './salary-range'
import { localePath, paths } from '@/modules/routing/routes'

type Translator = Awaited<ReturnType<typeof getTranslations>>

function ApplyButton({ apply, t }: { apply: ApplyTarget; t: Translator }) {
  if (apply.kind === 'email') {
    const address = apply.href.replace(/^mailto:/, '')
    return (
      <p className="job-apply">
        <a className="btn" href={apply.href}>
          {t('applyByMail')}
        </a>
        <span className="muted">{address}</span>
      </p>
    )
  }
  // The employer's own application page: a new tab, so the ad stays open behind it (noopener: the
  // other site gets no handle on this window; the referrer stays, employers see where applicants come from).
  return (
    <p className="job-apply">
      <a className="btn" href={apply.href} target="_blank" rel="noopener" data-testid="job-apply">
        {t('apply')}
        <span className="visually-hidden"> {t('newTab')}</span>
      </a>
    </p>
  )
}

/**
 * Ad type "link": the employer's ad page embedded, with a prominent way out, since many sites refuse
 * to be framed. Sandboxed (no top navigation); embedded only where the page's CSP frame-src lets it
 * (https pages of online link ads, see ADR 0016), else the button alone.
 */
function LinkAd({ href, title, framed, t }: { href: string; title: string; framed: boolean; t: Translator }) {
  return (
    <section className="job-detail__section job-ad" aria-labelledby="job-external">
      <h2 id="job-external">{t('adTitle')}</h2>
      <p>{t('linkIntro')}</p>
      <p className="job-ad__actions">
        <a className="btn" href={href} target="_blank" rel="noopener" data-testid="job-ad-open">
          {t('openInNewTab')}
        </a>
      </p>
      {framed && (
        <iframe
          className="job-ad__frame"
          src={href}
          title={`${t('adTitle')}: ${title}`}
          sandbox="allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox"
          referrerPolicy="strict-origin-when-cross-origin"
          loading="lazy"
          data-testid="job-ad-frame"
        />
      )}
    </section>
  )
}

/**
 * Ad type "pdf": the browser's PDF viewer in a frame (our own upload; uploads may be framed by our
 * pages, see lib/security-headers.ts), plus open and download links for phones without inline PDFs.
 */
function PdfAd({ href, title, t }: { href: string; title: string; t: Translator }) {
  return (
    <section className="job-detail__section job-ad" aria-labelledby="job-pdf">
      <h2 id="job-pdf">{t('adTitle')}</h2>
      <p>{t('pdfIntro')}</p>
      <p className="job-ad__actions">
        <a className="btn" href={href} target="_blank" rel="noopener" data-testid="job-ad-open">
          {t('openInNewTab')}
        </a>
        <a className="btn btn--ghost" href={href} download data-testid="job-ad-download">
          {t('downloadPdf')}
        </a>
      </p>
      <iframe className="job-ad__frame job-ad__frame--pdf" src={href} title={`${t('adTitle')}: ${title}`} loading="lazy" data-testid="job-ad-frame" />
    </section>
  )
}

function availableText(job: JobDetail, locale: Locale, t: Translator): string {
  if (job.available_from.type === 'date' && job.available_from.date) return t('availableDate', { date: formatDate(job.available_from.date, locale) })
  return job.available_from.type === 'agreement' ? t('availableAgreement') : t('availableImmediate')
}

/**
 * The public job ad: key facts in the visitor's language, the ad itself in its own language. As a
 * `preview` (the wizard's summary) the title is not a second h1 of the page, only looks like one.
 */
export async function JobDetailView({ job, locale, linkFramed = false, preview = false }: { job: JobDetail; locale: Locale; linkFramed?: boolean; preview?: boolean }) {
  const t = await getTranslations({ locale, namespace: 'jobsPage' })
  const salary = salaryRange(job.salary_min, job.salary_max, t)
  const place = job.institution?.city ?? null
  const facts: [string, string][] = [
    [t('levels'), job.levels.join(', ')],
    [t('fields'), job.fields.join(', ')],
    [t('pensum'), formatPensum(job.pensum_min, job.pensum_max)],
    [t('availableFrom'), availableText(job, locale, t)],
    [t('salary'), salary ? `${salary} (${t('salaryNote')})` : ''],
    [t('location'), place ?? ''],
    [t('onlineFrom'), job.online_from ? formatDate(job.online_from, locale) : ''],
  ]
  return (
    <article className="job-detail">
      <header className="job-detail__head">
        {preview ? (
          <p className="job-detail__title" lang={job.locale}>
            {job.title}
          </p>
        ) : (
          <h1 lang={job.locale}>{job.title}</h1>
        )}
        {job.institution && (
          <p className="job-detail__institution">
            <a href={localePath(locale, paths.institution(job.institution.id))}>{job.institution.name}</a>
            {place && <span className="muted">, {place}</span>}
          </p>
        )}
        {job.crawler_job && (
          <p className="job-detail__crawled" data-testid="job-crawled">
            <strong>{t('crawledMark')}</strong>
            {job.original && (
              <>
                {' · '}
                <a href={job.original} rel="nofollow noopener">
                  {t('original')}
                </a>
              </>
            )}
          </p>
        )}
        {job.apply && <ApplyButton apply={job.apply} t={t} />}
      </header>

      <section className="card job-detail__facts" aria-labelledby="job-facts">
        <h2 id="job-facts">{t('factsTitle')}</h2>
        <dl className="facts">
          {facts
            .filter(([, value]) => value !== '')
            .map(([term, value]) => (
              <div key={term}>
                <dt>{term}</dt>
                <dd>{value}</dd>
              </div>
            ))}
        </dl>
      </section>

      {job.sections.map((section) => (
        <section key={section.key} className="job-detail__section" aria-labelledby={`job-${section.key}`}>
          <h2 id={`job-${section.key}`}>{t(`sections.${section.key}`)}</h2>
          <PlainText text={section.text} lang={job.locale} formatted />
        </section>
      ))}

      {job.link && <LinkAd href={job.link} title={job.title} framed={linkFramed} t={t} />}
      {job.pdf && <PdfAd href={job.pdf} title={job.title} t={t} />}

      {job.apply && <ApplyButton apply={job.apply} t={t} />}
    </article>
  )
}
