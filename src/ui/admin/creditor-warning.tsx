import type { Payload } from 'payload'
import Link from 'next/link'
import { Banner } from '@payloadcms/ui'
import { storedCreditorProblems, type CreditorProblem } from '@/modules/orders/creditor-check'

// On the /admin dashboard (issue 24 point 5): while the creditor settings are the example values or
// incomplete, checkout refuses every order; this says so and what to fix. Payload renders it as a
// server component and hands it the Payload instance (admin.components.beforeDashboard).

const LABELS: Record<CreditorProblem['field'], string> = {
  creditor_name: 'Creditor name',
  creditor_address: 'Address',
  creditor_zip: 'Postal code',
  creditor_city: 'City',
  qr_iban: 'QR-IBAN',
  vat_number: 'VAT number (UID)',
  email: 'E-mail',
}
const KINDS: Record<CreditorProblem['kind'], string> = { missing: 'missing', example: 'still the example value', invalid: 'not valid' }

export async function CreditorWarning({ payload }: { payload: Payload }) {
  const problems = await storedCreditorProblems(payload)
  if (problems.length === 0) return null
  return (
    <div data-testid="creditor-warning" style={{ marginBottom: 'var(--base)' }}>
      <Banner type="error">
        <strong>Orders are blocked: the billing settings are not ready.</strong> Checkout refuses every order until the creditor on the invoices is real and complete:{' '}
        {problems.map((p) => `${LABELS[p.field]} (${KINDS[p.kind]})`).join(', ')}. <Link href="/admin/globals/billing-settings">Open the billing settings</Link>
      </Banner>
    </div>
  )
}
