import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { Link } from '@/i18n/navigation'
import { payloadClient } from '@/lib/payload'
import { verifyEmail } from '@/modules/accounts/register.server'
import { AuthPage } from '@/ui/accounts/auth-page'

type Props = { params: Promise<{ lang: string }>; searchParams: Promise<{ token?: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).lang, namespace: 'auth.verify' })
  return { title: t('title'), robots: { index: false } }
}

export default async function VerifyPage({ params, searchParams }: Props) {
  const { lang } = await params
  setRequestLocale(lang)
  const t = await getTranslations({ locale: lang, namespace: 'auth.verify' })
  const nav = await getTranslations({ locale: lang, namespace: 'nav' })
  const { token } = await searchParams
  const ok = typeof token === 'string' && /^[A-Za-z0-9]{10,200}$/.test(token) && (await verifyEmail(await payloadClient(), token))
  return (
    <AuthPage title={t('title')}>
      {ok ? (
        <div className="notice" role="status" data-testid="verify-ok">
          <p>{t('success')}</p>
          <Link className="btn" href="/login">
            {nav('login')}
          </Link>
        </div>
      ) : (
        <p className="form-summary" role="alert">
          {t('failure')}
        </p>
      )}
    </AuthPage>
  )
}
