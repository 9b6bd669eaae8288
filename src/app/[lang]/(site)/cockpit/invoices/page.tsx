import type { Metadata } from 'next'
import { pageNotFound } from '@/lib/http/not-found.server'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { Link } from '@/i18n/navigation'
import { isLocale, type Locale } from '@/i18n/locales'
import { env } from '@/lib/env'
import { payloadClient } from '@/lib/payload'
import { requireCockpitSection } from '@/modules/accounts/require.server'
import { userInvoices } from '@/modules/orders/invoice-list.server'
import { paths } from '@/modules/routing/routes'
import { InvoiceTable } from '@/ui/orders/invoice-table'
import '@/ui/orders/invoices.css'

// /{lang}/cockpit/invoices: every invoice of the institutions the viewer
// manages (the team's: all), newest first, with state and PDF. Guards auth, role, deny-student;
// the page cache never keeps it (declared private in src/modules/routing/page-caching.ts).

type Props = { params: Promise<{ lang: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).lang, namespace: 'cockpit.nav' })
  return { title: t('invoices'), robots: { index: false } }
}

export default async function CockpitInvoicesPage({ params }: Props) {
  const { lang } = await params
  if (!isLocale(lang)) pageNotFound()
  const locale: Locale = lang
  setRequestLocale(locale)
  const user = await requireCockpitSection('invoices', locale)
  const payload = await payloadClient()
  const t = await getTranslations({ locale, namespace: 'invoicesCockpit' })
  const nav = await getTranslations({ locale, namespace: 'cockpit' })
  const result = await userInvoices(payload, user)
  const invoices = result.ok ? result.invoices : []

  return (
    <section aria-labelledby="cockpit-title" className="invoices-screen" data-testid="invoices">
      <h1 id="cockpit-title">{t('title')}</h1>
      <p className="muted">{nav('intro.invoices')}</p>
      {invoices.length === 0 ? (
        <div className="card empty" data-testid="invoices-empty">
          <p>{t('empty')}</p>
          <p>
            <Link className="btn" href={paths.cockpit('jobs-create', 'new')}>
              {t('emptyAction')}
            </Link>
          </p>
        </div>
      ) : (
        <>
          <p>
            <strong>{t('count', { count: invoices.length })}</strong>
          </p>
          <InvoiceTable invoices={invoices} locale={locale} showInstitution={user.role === 'ROLE_ADMIN' || new Set(invoices.map((i) => i.institution.id)).size > 1} />
        </>
      )}
      <p className="muted">{t('questions', { email: env().SUPPORT_EMAIL })}</p>
    </section>
  )
}
