import { cdnPreflight, handleCdnRequest } from '@/modules/cdn/delivery.server'

// The content delivery API, Storyblok-compatible (the OAuth variant: the token in Authorization; ADR 0068).
export const runtime = 'nodejs'
export const dynamic = 'force-dynamic'

type Context = { params: Promise<{ path: string[] }> }

export async function GET(request: Request, { params }: Context) {
  return handleCdnRequest(request, (await params).path, 'v1')
}

export function OPTIONS() {
  return cdnPreflight()
}
