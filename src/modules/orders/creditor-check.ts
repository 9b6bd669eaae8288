import { isIBANValid, isQRIBAN } from 'swissqrbill/utils'
import type { Payload } from 'payload'
import type { BillingSetting } from '@/payload-types'

// Whether the creditor of the invoices (the billing-settings global) is real and complete
// (docs/product-rules.md#orders-and-invoices): no invoice goes out with the example QR-IBAN or VAT number a fresh installation starts
// with, nor with a missing or malformed field. Checkout refuses while it is not; the start log and
// the /admin dashboard say what is wrong. The rule is pure; storedCreditorProblems reads the global.

/** The example creditor a fresh installation starts with: the standard example QR-IBAN, a made-up UID. */
export const EXAMPLE_CREDITOR = {
  creditor_name: 'Helvemed AG',
  creditor_address: 'Bahnhofplatz 1',
  creditor_zip: '3011',
  creditor_city: 'Bern',
  qr_iban: 'CH44 3199 9123 0008 8901 2',
  vat_number: 'CHE-123.456.789 MWST',
  email: 'rechnungen@helvemed.ch',
} as const

export type CreditorField = 'creditor_name' | 'creditor_address' | 'creditor_zip' | 'creditor_city' | 'qr_iban' | 'vat_number' | 'email'
export interface CreditorProblem {
  field: CreditorField
  kind: 'missing' | 'example' | 'invalid'
}

export type CreditorSettings = Partial<Pick<BillingSetting, CreditorField>>

const compact = (value: string) => value.replace(/\s/g, '').toUpperCase()
const digitsOf = (value: string) => value.replace(/\D/g, '')

/** A Swiss QR-IBAN (institution id 30000-31999) with a valid check sum, spaces allowed. */
export function isQrIban(value: string): boolean {
  const iban = compact(value)
  return iban.startsWith('CH') && isIBANValid(iban) && isQRIBAN(iban)
}

const UID = /^CHE-?(\d{3})\.?(\d{3})\.?(\d{3})(?:\s*(?:MWST|TVA|IVA|VAT))?$/i

/** The UID of a VAT number as printed, "CHE-123.456.789", or null when it is not one (check digit: modulo 11, BFS). */
export function swissUid(value: string): string | null {
  const match = UID.exec(value.trim())
  if (!match) return null
  const digits = `${match[1]}${match[2]}${match[3]}`
  const weights = [5, 4, 3, 2, 7, 6, 5, 4]
  const sum = weights.reduce((acc, w, i) => acc + w * Number(digits[i]), 0)
  const check = (11 - (sum % 11)) % 11
  if (check === 10 || check !== Number(digits[8])) return null
  return `CHE-${match[1]}.${match[2]}.${match[3]}`
}

export const isSwissVatNumber = (value: string): boolean => swissUid(value) !== null

const FIELDS: readonly CreditorField[] = ['creditor_name', 'creditor_address', 'creditor_zip', 'creditor_city', 'qr_iban', 'vat_number', 'email']

/** What keeps these settings from going on an invoice; empty when they are real and complete. */
export function creditorProblems(settings: CreditorSettings | null | undefined): CreditorProblem[] {
  const problems: CreditorProblem[] = []
  for (const field of FIELDS) {
    const value = settings?.[field]?.trim() ?? ''
    if (!value) problems.push({ field, kind: 'missing' })
    else if (field === 'qr_iban' && compact(value) === compact(EXAMPLE_CREDITOR.qr_iban)) problems.push({ field, kind: 'example' })
    else if (field === 'vat_number' && digitsOf(value) === digitsOf(EXAMPLE_CREDITOR.vat_number)) problems.push({ field, kind: 'example' })
    else if (field === 'qr_iban' && !isQrIban(value)) problems.push({ field, kind: 'invalid' })
    else if (field === 'vat_number' && !isSwissVatNumber(value)) problems.push({ field, kind: 'invalid' })
    else if (field === 'creditor_zip' && !/^\d{4}$/.test(value)) problems.push({ field, kind: 'invalid' })
    else if (field === 'email' && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value)) problems.push({ field, kind: 'invalid' })
  }
  return problems
}

/** One line for a log or a mail: "qr_iban (example), vat_number (missing)". */
export function describeCreditorProblems(problems: readonly CreditorProblem[]): string {
  return problems.map((p) => `${p.field} (${p.kind})`).join(', ')
}

/** The problems of the stored settings (the start log and the /admin dashboard, which get Payload from their caller). */
export async function storedCreditorProblems(payload: Payload): Promise<CreditorProblem[]> {
  return creditorProblems(await payload.findGlobal({ slug: 'billing-settings', overrideAccess: true }))
}
