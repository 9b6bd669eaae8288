import type { SanitizedConfig } from 'payload'
import { adminOnly } from './access'

// Payload adds its own "payload-locked-documents" collection (which document someone has open in
// /admin, by whom, since when). Its default access lets every logged-in user read, create and
// delete these locks through /api/cms: an employer could watch which reviews and which accounts
// the team opens, and when (a way to link a review to its author), or lock reviews against
// moderation. Only the team uses /admin, so only the team may touch the locks. Access is not part
// of the schema: no migration.
export const LOCKED_DOCUMENTS_SLUG = 'payload-locked-documents'

export function teamOnlyDocumentLocks(config: SanitizedConfig): SanitizedConfig {
  const locks = config.collections.find((c) => c.slug === LOCKED_DOCUMENTS_SLUG)
  if (locks) locks.access = { ...locks.access, read: adminOnly, create: adminOnly, update: adminOnly, delete: adminOnly }
  return config
}
