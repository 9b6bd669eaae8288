import type { Institution, Invoice } from '@/payload-types'

/** The billing address an invoice keeps, copied from its institution at the moment of the order. */
export function invoiceBilling(billing: NonNullable<Institution['billing']>): Invoice['billing'] {
  return {
    name: billing.name ?? '',
    department: billing.department ?? null,
    address: billing.address ?? '',
    zip: String(billing.zip ?? ''),
    city: billing.city ?? '',
    email: billing.email ?? null,
  }
}
