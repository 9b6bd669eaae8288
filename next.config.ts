import { withPayload } from '@payloadcms/next/withPayload'
import createNextIntlPlugin from 'next-intl/plugin'
import type { NextConfig } from 'next'
import { MEDIA_FILES_SOURCE, mediaFileHeaders, securityHeaders } from './src/lib/security-headers'

const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts')

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // `npm test` type-checks the whole project with tsc; the build does not repeat it.
  typescript: { ignoreBuildErrors: true },
  experimental: { authInterrupts: true },
  async headers() {
    const production = process.env.NODE_ENV === 'production'
    // Later entries override earlier ones for the same header key.
    return [
      { source: '/:path*', headers: securityHeaders(production) },
      { source: MEDIA_FILES_SOURCE, headers: mediaFileHeaders(production) },
    ]
  },
}

export default withPayload(withNextIntl(nextConfig), { devBundleServerPackages: false })
