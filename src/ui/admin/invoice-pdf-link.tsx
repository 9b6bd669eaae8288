'use client'
import { useDocumentInfo, useTranslation } from '@payloadcms/ui'
import { getTranslation } from '@payloadcms/translations'

// In /admin, on an invoice: the link to its PDF (built from the stored invoice on request; the
// route checks that the viewer is the team or manages the institution). Its words come from the
// catalogues through the config (clientProps, ADR 0053).
export function InvoicePdfLink({ label }: { label?: Record<string, string> }) {
  const { id } = useDocumentInfo()
  const { i18n } = useTranslation()
  if (!id) return null
  return (
    <p className="field-type">
      <a href={`/api/fn/user/invoice-pdf?id=${id}`} target="_blank" rel="noopener" data-testid="invoice-pdf-link">
        {label ? getTranslation(label, i18n) : 'PDF'}
      </a>
    </p>
  )
}
