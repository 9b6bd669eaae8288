import 'server-only'
import { payloadClient } from '@/lib/payload'
import { userFromHeaders } from '@/modules/accounts/session.server'
import { isCrossSite } from '@/modules/routing/csrf'
import { isAdminUser } from './access'
import { CMS_GATE_MESSAGES, cmsDoor, cmsError, isPublicFileRead } from './cms-gate'

type Context = { params: Promise<{ slug: string[] }> }
type Handler = (req: Request, context: Context) => Promise<Response>

/** Wraps one of Payload's REST handlers: public doors pass, closed ones 404, the rest is the team's. */
export function guardCms(handler: Handler): Handler {
  return async (req, context) => {
    const { slug } = await context.params
    const door = cmsDoor(req.method, slug ?? [])
    if (door === 'closed') return cmsError(404, CMS_GATE_MESSAGES[404])
    // The proxy refuses cross-site mutations; here every method, GET included (ADR 0052).
    if (!isPublicFileRead(req.method, slug ?? []) && isCrossSite(req.headers, req.headers.get('x-forwarded-host') ?? req.headers.get('host'))) {
      return cmsError(403, CMS_GATE_MESSAGES.crossSite)
    }
    if (door === 'team') {
      // Without credentials there is nobody to look up (crawlers and scanners cost no query).
      if (!req.headers.get('cookie') && !req.headers.get('authorization')) return cmsError(401, CMS_GATE_MESSAGES[401])
      const user = await userFromHeaders(await payloadClient(), req.headers)
      if (!user) return cmsError(401, CMS_GATE_MESSAGES[401])
      if (!isAdminUser(user)) return cmsError(403, CMS_GATE_MESSAGES[403])
    }
    const res = await handler(req, context)
    // A file the media rules refuse (ADR 0049) is answered exactly like one that does not exist.
    if ((res.status === 403 || res.status === 404) && door === 'public' && slug?.[0] === 'media') return cmsError(404, CMS_GATE_MESSAGES[404])
    return res
  }
}
