// PUBLIC_URL in a real deployment (ADR 0033). The address users reach is in every canonical URL,
// hreflang, sitemap entry, JSON-LD, share preview and mail link; a deployment that left it at
// http://localhost would tell search engines and mail readers to go to their own machine.
//
// The demo start (`npm start` with the embedded database and its demo data: fresh machines, CI's
// end-to-end tests, the benchmarks) runs on localhost and keeps defaulting to it. Everything else
// is a real deployment: an external database (DATABASE_URL), or the embedded database with demo
// data turned off (SEED_DEMO_DATA=false). There PUBLIC_URL must be set to an http(s) address whose
// host is not this machine (localhost, *.localhost, 127.x.x.x, ::1, 0.0.0.0).

type Env = Record<string, string | undefined>

/** Is this start the demo (embedded database with demo data), not a real deployment? */
export function isDemoStart(env: Env): boolean {
  const external = typeof env.DATABASE_URL === 'string' && env.DATABASE_URL !== ''
  return !external && env.SEED_DEMO_DATA !== 'false'
}

/** Does a host name this machine? */
export function isLocalHost(hostname: string): boolean {
  const host = hostname
    .toLowerCase()
    .replace(/^\[|\]$/g, '')
    .replace(/\.$/, '')
  return host === 'localhost' || host.endsWith('.localhost') || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host) || host === '::1' || host === '0.0.0.0' || host === '::'
}

/** Why this start must not go on with its PUBLIC_URL, or null when it may. */
export function publicUrlProblem(env: Env): string | null {
  if (isDemoStart(env)) return null
  const why = env.DATABASE_URL ? 'an external database (DATABASE_URL) is configured' : 'demo data is turned off (SEED_DEMO_DATA=false)'
  const value = env.PUBLIC_URL
  if (value === undefined || value.trim() === '') {
    return `PUBLIC_URL is required: ${why}, so this is a real deployment. Set it to the address users reach, e.g. PUBLIC_URL=https://helvemed.ch (canonical URLs, the sitemap and mail links are built from it).`
  }
  let url
  try {
    url = new URL(value)
  } catch {
    return `PUBLIC_URL must be an http(s) URL (got "${value}").`
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return `PUBLIC_URL must be an http(s) URL (got "${value}").`
  if (isLocalHost(url.hostname)) {
    return `PUBLIC_URL must not point to this machine (got "${value}"): ${why}, so this is a real deployment, and search engines and mail readers would be sent to localhost. Set it to the address users reach, e.g. PUBLIC_URL=https://helvemed.ch. (The demo start, without DATABASE_URL and with demo data, runs on localhost.)`
  }
  return null
}
