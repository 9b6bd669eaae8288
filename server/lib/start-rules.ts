// What a start may do with its secret and its demo data (ADR 0046).
//
// Several machines on one database must sign sessions with the same PAYLOAD_SECRET: a secret
// generated per machine (<DATA_DIR>/secret) would log users out whenever the load balancer picks
// another machine. So with an external database (DATABASE_URL) the secret must be given, and long.
// Demo accounts have a published password: they go only into the demo start (embedded database on
// this machine); anything else gets them only with SEED_DEMO_DATA=true.
import { isLocalHost } from './public-url'

export const MIN_SECRET_LENGTH = 32

/** Why this start must not go on with its PAYLOAD_SECRET, or null when it may. */
export function secretProblem(env: Record<string, string | undefined>): string | null {
  if (!env.DATABASE_URL) return null
  const secret = env.PAYLOAD_SECRET ?? ''
  if (secret === '') {
    return `PAYLOAD_SECRET is required: an external database (DATABASE_URL) is configured, so this is a real deployment, and every app process must sign sessions with the same secret. Set it to at least ${MIN_SECRET_LENGTH} random characters, e.g. PAYLOAD_SECRET=$(openssl rand -hex 32).`
  }
  if (secret.length < MIN_SECRET_LENGTH) {
    return `PAYLOAD_SECRET must be at least ${MIN_SECRET_LENGTH} characters (got ${secret.length}). Generate one with: openssl rand -hex 32`
  }
  return null
}

/** Does PUBLIC_URL (unset: the localhost default) name this machine? */
function localPublicUrl(value: string | undefined): boolean {
  if (value === undefined || value.trim() === '') return true
  try {
    return isLocalHost(new URL(value).hostname)
  } catch {
    return false
  }
}

/**
 * Should demo data go into an empty database? SEED_DEMO_DATA decides when set; unset, only the
 * embedded database of a start on this machine (PUBLIC_URL unset or local) gets it.
 */
export function shouldSeedDemo(env: Record<string, string | undefined>, { embedded }: { embedded: boolean }): boolean {
  if (env.SEED_DEMO_DATA === 'true') return true
  if (env.SEED_DEMO_DATA === 'false') return false
  return embedded && localPublicUrl(env.PUBLIC_URL)
}
