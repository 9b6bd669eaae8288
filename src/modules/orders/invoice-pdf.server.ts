import 'server-only'
import PDFDocument from 'pdfkit'
import { SwissQRBill } from 'swissqrbill/pdf'
import { formatDate } from '@/i18n/format'
import type { Locale } from '@/i18n/locales'
import { translator } from '@/i18n/translator'
import type { BillingSetting, Invoice } from '@/payload-types'
import { swissUid } from './creditor-check'
import { formatRappen, VAT_RATE_BP } from './pricing'

// The invoice as a PDF (A4, the institution's main language): creditor, billing address in the
// window, number and dates, the line item with discount, subtotal, Swiss VAT 8.1 %, total, the
// rounding to 5 Rappen, and the Swiss QR-bill payment part (swissqrbill on PDFKit). Built from the
// stored invoice row only, so the same invoice always gives the same document.

const MM = 72 / 25.4

export type InvoiceForPdf = Pick<
  Invoice,
  'number' | 'language' | 'billing' | 'description' | 'reference' | 'issued_at' | 'due_at' | 'subtotal' | 'discount' | 'net' | 'vat' | 'total' | 'payable'
> & { discount_text?: string | null }

export async function invoicePdf(invoice: InvoiceForPdf, creditor: BillingSetting): Promise<Buffer> {
  const locale = invoice.language as Locale
  const t = translator(locale, 'invoice')
  const doc = new PDFDocument({ size: 'A4', margin: 20 * MM, info: { Title: t('title', { number: invoice.number }), Author: creditor.creditor_name } })
  const chunks: Buffer[] = []
  doc.on('data', (c: Buffer) => chunks.push(c))
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })

  const left = 20 * MM
  const width = 170 * MM
  // Creditor, top left.
  doc
    .font('Helvetica-Bold')
    .fontSize(14)
    .text(creditor.creditor_name, left, 18 * MM)
  doc
    .font('Helvetica')
    .fontSize(9)
    .text(
      [
        creditor.creditor_address,
        `${creditor.creditor_zip} ${creditor.creditor_city}`,
        creditor.email,
        t('vatNumber', { number: swissUid(creditor.vat_number) ?? creditor.vat_number.replace(/\s*(MWST|TVA|IVA|VAT)$/i, '') }),
      ].join('\n'),
    )
  // Billing address in the window of a C5 envelope (right).
  const b = invoice.billing
  doc.fontSize(10).text([b.name, b.department, b.address, `${b.zip} ${b.city}`].filter(Boolean).join('\n'), 118 * MM, 50 * MM, { width: 80 * MM })

  doc
    .font('Helvetica-Bold')
    .fontSize(16)
    .text(t('title', { number: invoice.number }), left, 95 * MM)
  doc
    .font('Helvetica')
    .fontSize(10)
    .moveDown(0.5)
    .text(t('issued', { date: formatDate(invoice.issued_at, locale) }))
    .text(t('due', { date: formatDate(invoice.due_at, locale) }))

  // Lines: label left, CHF right.
  let y = 125 * MM
  // A line is as tall as its label wraps (a long ad title takes two or three lines), at least one row.
  const labelWidth = width - 40 * MM
  const line = (label: string, rappen: number, bold = false) => {
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(10)
    const height = doc.heightOfString(label, { width: labelWidth })
    doc.text(label, left, y, { width: labelWidth })
    doc.text(formatRappen(rappen), left + width - 35 * MM, y, { width: 35 * MM, align: 'right' })
    y += Math.max(7 * MM, height + 3 * MM)
  }
  doc
    .font('Helvetica-Bold')
    .fontSize(9)
    .text(t('item'), left, y)
    .text('CHF', left + width - 35 * MM, y, { width: 35 * MM, align: 'right' })
  y += 6 * MM
  doc
    .moveTo(left, y - 2 * MM)
    .lineTo(left + width, y - 2 * MM)
    .lineWidth(0.5)
    .stroke()
  line(invoice.description, invoice.subtotal)
  if (invoice.discount > 0) line(invoice.discount_text ? t('discountCode', { code: invoice.discount_text }) : t('discount'), -invoice.discount)
  line(t('net'), invoice.net, true)
  line(t('vat', { rate: (VAT_RATE_BP / 100).toFixed(1) }), invoice.vat)
  line(t('total'), invoice.total, true)
  if (invoice.payable !== invoice.total) line(t('rounding'), invoice.payable - invoice.total)
  if (invoice.payable !== invoice.total) line(t('payable'), invoice.payable, true)
  doc
    .font('Helvetica')
    .fontSize(9)
    .text(t('terms'), left, y + 4 * MM, { width })

  // The payment part: only a bill with something to pay.
  if (invoice.payable > 0) {
    const bill = new SwissQRBill(
      {
        currency: 'CHF',
        amount: invoice.payable / 100,
        reference: invoice.reference,
        message: t('title', { number: invoice.number }),
        creditor: {
          account: creditor.qr_iban.replace(/\s/g, ''),
          name: creditor.creditor_name,
          address: creditor.creditor_address,
          zip: creditor.creditor_zip,
          city: creditor.creditor_city,
          country: 'CH',
        },
        debtor: { name: b.name, address: b.address, zip: b.zip, city: b.city, country: 'CH' },
      },
      { language: locale === 'fr' ? 'FR' : locale === 'it' ? 'IT' : 'DE' },
    )
    bill.attachTo(doc)
  }
  doc.end()
  return done
}
