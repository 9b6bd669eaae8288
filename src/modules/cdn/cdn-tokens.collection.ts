import type { CollectionConfig, FieldHook } from 'payload'
import { adminOnly } from '../access/access'
import { CDN_TOKEN_KINDS } from './token-kinds'
import { newTokenSalt, tokenOfSalt } from './token-secret'
import { hashToken } from '../../lib/secret-token'

// Tokens of the content delivery API (ADR 0068), the team's in /admin and nobody else's: a name,
// public (published content) or preview (drafts too), a rate, revoked. The table keeps a salt and
// the token's hash only; the token itself is derived from the salt with the server's secret and
// shown to the team on every read, so a copy of the database opens nothing.

const nobody = () => false

// A token keeps its salt for life (an update that leaves the hidden field out keeps it too).
const setSecret: FieldHook = ({ value, originalDoc, data }) => {
  const kept = (originalDoc as { salt?: unknown } | undefined)?.salt
  if (typeof kept === 'string' && kept) return kept
  if (typeof value === 'string' && value && !originalDoc) return value
  const salt = newTokenSalt()
  if (data) data.token_hash = hashToken(tokenOfSalt(salt))
  return salt
}

const showToken: FieldHook = ({ siblingData }) => {
  const salt = (siblingData as { salt?: unknown } | undefined)?.salt
  return typeof salt === 'string' && salt ? tokenOfSalt(salt) : null
}

export const CdnTokens: CollectionConfig = {
  slug: 'cdn-tokens',
  admin: { useAsTitle: 'name', group: 'Content', defaultColumns: ['name', 'kind', 'revoked', 'createdAt'] },
  access: { read: adminOnly, create: adminOnly, update: adminOnly, delete: adminOnly, readVersions: nobody },
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: 120 },
    { name: 'kind', type: 'select', required: true, defaultValue: 'public', options: CDN_TOKEN_KINDS.map((value) => ({ label: value, value })) },
    { name: 'requests_per_second', type: 'number', min: 1, max: 1000, admin: { step: 1 } },
    { name: 'revoked', type: 'checkbox', defaultValue: false, index: true },
    { name: 'token', type: 'text', virtual: true, admin: { readOnly: true }, hooks: { afterRead: [showToken] } },
    { name: 'salt', type: 'text', admin: { hidden: true }, hooks: { beforeChange: [setSecret] } },
    { name: 'token_hash', type: 'text', unique: true, admin: { hidden: true } },
  ],
}
