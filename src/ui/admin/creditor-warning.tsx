import type { Payload, PayloadRequest } from 'payload'
import Link from 'next/link'
import { Banner } from '@payloadcms/ui'
import { isAdminUser } from '@/modules/access/access'
import { storedCreditorProblems } from '@/modules/orders/creditor-check'
import { adminTexts } from './admin-locale'

// On the /admin dashboard: while the creditor settings are the example values or
// incomplete, checkout refuses every order; this says which field and what to fix, in the team
// member's language. Payload renders it as a server component and hands it the Payload
// instance, the viewer and its i18n (admin.components.beforeDashboard).

export async function CreditorWarning({ payload, user, i18n }: { payload: Payload; user: PayloadRequest['user']; i18n?: { language?: string } }) {
  if (!isAdminUser(user)) return null
  const problems = await storedCreditorProblems(payload)
  if (problems.length === 0) return null
  const t = adminTexts(i18n)
  return (
    <div data-testid="creditor-warning" style={{ marginBottom: 'var(--base)' }}>
      <Banner type="error">
        <strong>{t('creditor.title')}</strong> {t('creditor.body')} {problems.map((p) => `${t(`creditor.fields.${p.field}`)} (${t(`creditor.kinds.${p.kind}`)})`).join(', ')}.{' '}
        <Link href="/admin/globals/billing-settings">{t('creditor.open')}</Link>
      </Banner>
    </div>
  )
}
