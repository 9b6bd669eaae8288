import { getTranslations } from 'next-intl/server'
import { Link } from '@/i18n/navigation'
import { isLocale } from '@/i18n/locales'
import { env } from '@/lib/env'
import { paths } from '@/modules/routing/routes'
import { legalPagePath } from '@/modules/content/legal-pages'
import { ConsentSettingsButton } from '@/ui/consent/consent-settings-button'

export async function SiteFooter({ locale }: { locale: string }) {
  const t = await getTranslations({ locale, namespace: 'footer' })
  const nav = await getTranslations({ locale, namespace: 'nav' })
  const email = env().SUPPORT_EMAIL
  const lang = isLocale(locale) ? locale : 'de'
  return (
    <footer className="site-footer">
      <div className="container">
        <div className="site-footer__cols">
          <section>
            <h2>{t('aboutTitle')}</h2>
            <p>{t('aboutText')}</p>
          </section>
          <section>
            <h2>{t('platform')}</h2>
            <ul>
              <li>
                <Link href={paths.jobs()}>{nav('jobs')}</Link>
              </li>
              <li>
                <Link href={paths.institutions()}>{nav('institutions')}</Link>
              </li>
              <li>
                <Link href={paths.ejournals()}>{nav('ejournals')}</Link>
              </li>
              <li>
                <Link href={paths.offer(lang)}>{t('forEmployers')}</Link>
              </li>
            </ul>
          </section>
          <section>
            <h2>{t('legal')}</h2>
            <ul>
              <li>
                <a href={legalPagePath('terms-of-use', lang)}>{t('terms')}</a>
              </li>
              <li>
                <a href={legalPagePath('employer-terms', lang)}>{t('employerTerms')}</a>
              </li>
              <li>
                <a href={legalPagePath('privacy', lang)}>{t('privacy')}</a>
              </li>
              <li>
                <a href={legalPagePath('imprint', lang)}>{t('imprint')}</a>
              </li>
              <li>
                <ConsentSettingsButton label={t('consentSettings')} />
              </li>
            </ul>
          </section>
          <section>
            <h2>{t('support')}</h2>
            <p>
              <a href={`mailto:${email}`}>{t('supportText', { email })}</a>
            </p>
          </section>
        </div>
        <div className="site-footer__bottom">
          <span>{t('rights', { year: new Date().getFullYear() })}</span>
          <span>{t('dataAttribution')}</span>
        </div>
      </div>
    </footer>
  )
}
