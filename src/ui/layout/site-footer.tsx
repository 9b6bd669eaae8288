import { getTranslations } from 'next-intl/server'
import { Link } from '@/i18n/navigation'
import { env } from '@/lib/env'

export async function SiteFooter({ locale }: { locale: string }) {
  const t = await getTranslations({ locale, namespace: 'footer' })
  const nav = await getTranslations({ locale, namespace: 'nav' })
  const email = env().SUPPORT_EMAIL
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
              <li><Link href="/jobs">{nav('jobs')}</Link></li>
              <li><Link href="/institutions">{nav('institutions')}</Link></li>
              <li><Link href="/ejournals">{nav('ejournals')}</Link></li>
              <li><Link href="/cockpit/institutions" prefetch={false}>{t('forEmployers')}</Link></li>
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
