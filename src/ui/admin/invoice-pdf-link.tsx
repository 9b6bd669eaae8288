'use client'
import { useDocumentInfo } from '@payloadcms/ui'

// In /admin, on an invoice: the link to its PDF (built from the stored invoice on request; the
// route checks that the viewer is the team or manages the institution).
export function InvoicePdfLink() {
  const { id } = useDocumentInfo()
  if (!id) return null
  return (
    <p className="field-type">
      <a href={`/api/fn/user/invoice-pdf?id=${id}`} target="_blank" rel="noopener" data-testid="invoice-pdf-link">
        Download PDF
      </a>
    </p>
  )
}
