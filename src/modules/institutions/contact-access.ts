import type { FieldAccess, TextField, EmailField } from 'payload'
import { isAdminUser } from '../access/access'

// An institution may hide its contact person, street, phone and mail (`contact_hidden`); the town
// stays public. Read through Payload, a hidden contact field is left out for everyone but the team,
// so no caller with overrideAccess: false can leak it (public shapes null it as well).
export const readUnlessHidden: FieldAccess = ({ req, doc }) => isAdminUser(req.user) || !(doc as { contact_hidden?: boolean } | undefined)?.contact_hidden

export function contactField<T extends TextField | EmailField>(field: T): T {
  return { ...field, access: { ...field.access, read: readUnlessHidden } }
}
