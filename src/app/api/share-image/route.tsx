import { ImageResponse } from 'next/og'
import type { NextRequest } from 'next/server'
import { apiError, invalidRequest } from '@/lib/http/api-error'
import { queryObject } from '@/lib/http/json'
import { translator } from '@/i18n/translator'
import { SHARE_IMAGE_SIZE, ShareImageQuerySchema } from '@/modules/seo/share-image'
import { isSignedShareImage, logoDataUrl } from '@/modules/seo/share-image.server'

// A page's share picture (ADR 0062): 1200x630 PNG with the brand, the page's title, the line under
// it and the employer's logo (rasterised: the drawing takes no SVG). The address carries all it
// shows and is signed, so the answer never changes under it: kept for a year.

const YEAR = 365 * 24 * 60 * 60
const TEAL = '#0b5f66'

export async function GET(req: NextRequest) {
  const { k, ...rest } = queryObject(req.url)
  const query = ShareImageQuerySchema.safeParse(rest)
  if (!query.success) return invalidRequest(query.error)
  if (!isSignedShareImage(query.data, k ?? null)) return apiError('notFound')
  const { l: locale, t: title, s: line, m: logoFile } = query.data
  const logo = logoFile ? await logoDataUrl(logoFile) : null
  const tagline = translator(locale, 'meta')('tagline')
  return new ImageResponse(
    <div style={{ width: '100%', height: '100%', display: 'flex', flexDirection: 'column', background: '#ffffff', fontSize: 32, color: '#1b2733' }}>
      <div style={{ display: 'flex', alignItems: 'center', background: TEAL, color: '#ffffff', padding: '28px 56px' }}>
        <div
          style={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            width: 64,
            height: 64,
            borderRadius: 16,
            background: '#ffffff',
            color: TEAL,
            fontSize: 44,
            fontWeight: 700,
          }}
        >
          H
        </div>
        <div style={{ display: 'flex', flexDirection: 'column', marginLeft: 24 }}>
          <div style={{ fontSize: 40, fontWeight: 700 }}>Helvemed</div>
          <div style={{ fontSize: 24, opacity: 0.9 }}>{tagline}</div>
        </div>
      </div>
      <div style={{ display: 'flex', flex: 1, alignItems: 'center', padding: '40px 56px' }}>
        <div style={{ display: 'flex', flexDirection: 'column', flex: 1 }}>
          <div style={{ fontSize: title.length > 80 ? 48 : 60, fontWeight: 700, lineHeight: 1.15 }}>{title}</div>
          {line && <div style={{ marginTop: 24, fontSize: 34, color: '#52606d' }}>{line}</div>}
        </div>
        {logo && (
          // eslint-disable-next-line @next/next/no-img-element -- drawn into the PNG, not a page
          <img src={logo} width={220} height={220} alt="" style={{ marginLeft: 48, objectFit: 'contain' }} />
        )}
      </div>
      <div style={{ display: 'flex', height: 16, background: TEAL }} />
    </div>,
    { ...SHARE_IMAGE_SIZE, headers: { 'Cache-Control': `public, max-age=${YEAR}, immutable` } },
  )
}
