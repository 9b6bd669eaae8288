import { mediaResponse } from '@/modules/media/serve-media.server'

// Uploaded files (logos, header images, gallery, PDF ads) at a path robots.txt allows (ADR 0036).
export const runtime = 'nodejs'

type Context = { params: Promise<{ file: string }> }

export async function GET(request: Request, { params }: Context) {
  return mediaResponse(request, (await params).file)
}

export async function HEAD(request: Request, { params }: Context) {
  return mediaResponse(request, (await params).file)
}
