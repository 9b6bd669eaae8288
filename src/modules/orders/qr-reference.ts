import { calculateQRReferenceChecksum } from 'swissqrbill/utils'

/** A QR reference: the customer prefix and the invoice number, 26 digits, and the check digit. */
export function qrReferenceOf(prefix: number, invoiceNumber: number): string {
  const body = `${String(prefix).padStart(6, '0')}${String(invoiceNumber).padStart(20, '0')}`.slice(-26)
  return `${body}${calculateQRReferenceChecksum(body)}`
}
