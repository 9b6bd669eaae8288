// The gate in front of Payload's REST API under /api/cms (ADR 0014). That API is the team's
// backoffice API: the product's own calls live under /api/fn/* and use the domain functions. Only
// two kinds of request are anybody's: reading an uploaded file (logos, images and PDF ads that
// public pages show) and logging out. Signing in through Payload's REST login, first-register,
// forgot/reset-password or verify is closed for everyone, because it would skip our limits and
// the team's second factor: every login goes through /{lang}/login. GraphQL is disabled in the
// config and closed here as well. A request from another site is refused whatever its method
// (a top-level GET such as /api/cms/payload-jobs/run carries the team's SameSite=Lax cookie),
// except reading an uploaded file, which mails and other sites may show (ADR 0052).

export type CmsDoor = 'public' | 'team' | 'closed'

// Signing in, and what signs in as a side effect (Payload's reset and verify answer with a session
// cookie), has our own pages with limits and the second factor; Payload's are closed for everyone.
const CLOSED_AUTH_OPERATIONS = new Set(['login', 'first-register', 'forgot-password', 'reset-password', 'verify'])

/** Which door a request to /api/cms/{segments…} uses. Pure: the route checks who asks. */
export function cmsDoor(method: string, segments: readonly string[]): CmsDoor {
  const verb = method.toUpperCase()
  const [first = '', second = '', ...rest] = segments
  if (first.startsWith('graphql')) return 'closed'
  if (first === 'users' && CLOSED_AUTH_OPERATIONS.has(second) && rest.length <= (second === 'verify' ? 1 : 0)) return 'closed'
  if (isPublicFileRead(verb, segments)) return 'public'
  if (verb === 'POST' && first === 'users' && second === 'logout' && rest.length === 0) return 'public'
  if (verb === 'OPTIONS') return 'public'
  return 'team'
}

/** Reading an uploaded file: the one door other sites may use (images in mails, share previews). */
export function isPublicFileRead(method: string, segments: readonly string[]): boolean {
  const verb = method.toUpperCase()
  return (verb === 'GET' || verb === 'HEAD') && segments[0] === 'media' && segments[1] === 'file' && segments.length === 3
}

/** The gate's own answers (told apart from Payload's in the door-walking test). */
export const CMS_GATE_MESSAGES = {
  crossSite: 'The backoffice API answers requests from its own site only.',
  401: 'Log in as a team member to use the backoffice API.',
  403: 'The backoffice API is for the team only.',
  404: 'Not Found',
} as const

export function cmsError(status: 401 | 403 | 404, message: string): Response {
  return Response.json({ errors: [{ message }] }, { status, headers: { 'Cache-Control': 'no-store' } })
}
