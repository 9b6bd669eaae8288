import { getTranslations } from 'next-intl/server'
import { formatChfRappen, formatDate } from '@/i18n/format'
import type { Locale } from '@/i18n/locales'
import type { InvoiceState, UserInvoice } from '@/modules/orders/invoice-list'
import { toneClass, type Tone } from '@/ui/tone'

const STATE_TONE: Record<InvoiceState, Tone> = { open: 'primary', paid: 'success', overdue: 'danger', cancelled: 'neutral' }

// The employer's invoices: one row per invoice on a desk, one block per invoice
// on a phone (invoices.css), each with its PDF. Plain links: the PDF opens in the browser's viewer.

interface Props {
  invoices: UserInvoice[]
  locale: Locale
  /** the team sees every employer's invoices: then the employer is named */
  showInstitution: boolean
}

export async function InvoiceTable({ invoices, locale, showInstitution }: Props) {
  const t = await getTranslations('invoicesCockpit')
  const ti = await getTranslations('invoice')
  return (
    <table className="invoice-table" data-testid="invoice-table">
      <caption className="visually-hidden">{t('count', { count: invoices.length })}</caption>
      <thead>
        <tr>
          <th scope="col">{t('number')}</th>
          <th scope="col">{t('date')}</th>
          <th scope="col">{t('ad')}</th>
          <th scope="col" className="invoice-table__amount">
            {t('amount')}
          </th>
          <th scope="col">{t('due')}</th>
          <th scope="col">{t('status')}</th>
          <th scope="col">{t('pdf')}</th>
        </tr>
      </thead>
      <tbody>
        {invoices.map((invoice) => (
          <tr key={invoice.id} data-testid="invoice-row">
            <th scope="row" data-label={t('number')}>
              <span className="invoice-table__value">{invoice.number}</span>
            </th>
            <td data-label={t('date')}>
              <span className="invoice-table__value">{formatDate(invoice.issued_at, locale)}</span>
            </td>
            <td data-label={t('ad')} className="invoice-table__ad">
              <span className="invoice-table__value">
                {invoice.job ? invoice.job.title : <span className="muted">{t('adDeleted')}</span>}
                {showInstitution && <span className="muted invoice-table__institution">{invoice.institution.name}</span>}
              </span>
            </td>
            <td data-label={t('amount')} className="invoice-table__amount">
              <span className="invoice-table__value">{formatChfRappen(Math.round(invoice.amount * 100))}</span>
            </td>
            <td data-label={t('due')}>
              <span className="invoice-table__value">{formatDate(invoice.due_at, locale)}</span>
            </td>
            <td data-label={t('status')}>
              <span className="invoice-table__value">
                <span className={`chip chip--strong ${toneClass(STATE_TONE[invoice.status])}`} data-testid="invoice-status">
                  {t(`states.${invoice.status}`)}
                </span>
                {invoice.status === 'paid' && invoice.paid_at && <span className="muted invoice-table__paid">{t('paidOn', { date: formatDate(invoice.paid_at, locale) })}</span>}
              </span>
            </td>
            <td data-label={t('pdf')}>
              <span className="invoice-table__value">
                <a className="btn btn--ghost btn--small" href={invoice.pdf_url} data-testid="invoice-pdf">
                  {t('download')}
                  <span className="visually-hidden"> – {ti('title', { number: invoice.number })}</span>
                </a>
              </span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
