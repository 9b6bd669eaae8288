import type { CollectionConfig, GlobalConfig, SanitizedConfig } from 'payload'
import { adminOnly, isAdminUser } from './access'

// Payload's default for an access operation nobody configured is "any logged-in user". That
// default opened doors (ADR 0014): unlocking any account, running the job queue, overwriting the
// job statistics. Here every operation that a collection or global does not name explicitly is
// the team's, and Payload's own collections (added during sanitizing) are the team's entirely.

/** Every operation Payload checks on a collection (auth collections add `unlock` and `admin`). */
export const COLLECTION_OPERATIONS = ['read', 'create', 'update', 'delete', 'unlock', 'readVersions'] as const
export const GLOBAL_OPERATIONS = ['read', 'update', 'readVersions'] as const

/**
 * Collections Payload adds itself; only the team (in /admin) and system code (overrideAccess) use
 * them. The document locks, for instance, tell which reviews and accounts the team has open and
 * since when: readable by an employer, that links a review to its author.
 */
export const PAYLOAD_INTERNAL_COLLECTIONS = ['payload-kv', 'payload-jobs', 'payload-locked-documents', 'payload-preferences', 'payload-migrations'] as const
export const PAYLOAD_INTERNAL_GLOBALS = ['payload-jobs-stats'] as const

export function closeCollection(collection: CollectionConfig): CollectionConfig {
  const access = { ...collection.access }
  for (const op of COLLECTION_OPERATIONS) access[op] ??= adminOnly
  if (collection.auth) access.admin ??= ({ req }) => isAdminUser(req.user)
  return { ...collection, access }
}

export function closeGlobal(global: GlobalConfig): GlobalConfig {
  const access = { ...global.access }
  for (const op of GLOBAL_OPERATIONS) access[op] ??= adminOnly
  return { ...global, access }
}

/** After sanitizing: Payload's own collections, globals and job endpoints belong to the team. */
export function closePayloadInternals(config: SanitizedConfig): SanitizedConfig {
  for (const collection of config.collections) {
    if (!(PAYLOAD_INTERNAL_COLLECTIONS as readonly string[]).includes(collection.slug)) continue
    for (const op of COLLECTION_OPERATIONS) collection.access[op] = adminOnly
  }
  for (const global of config.globals) {
    if (!(PAYLOAD_INTERNAL_GLOBALS as readonly string[]).includes(global.slug)) continue
    for (const op of GLOBAL_OPERATIONS) global.access[op] = adminOnly
  }
  const teamOnly = ({ req }: { req: { user?: unknown } }) => isAdminUser(req.user as never)
  if (config.jobs) config.jobs.access = { run: teamOnly, queue: teamOnly, cancel: teamOnly }
  return config
}
