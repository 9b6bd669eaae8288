import { withPayload } from '@payloadcms/next/withPayload'
import createNextIntlPlugin from 'next-intl/plugin'
import type { NextConfig } from 'next'
import { MEDIA_FILES_SOURCES, mediaFileHeaders, securityHeaders } from './src/lib/security-headers'
import { clientHintsOnlyFor, type HeaderRule } from './src/lib/client-hints'

// Messages are compiled at build time (ADR 0039): the browser gets the compiled catalogue entries and
// a formatter of under 1 KB instead of an ICU parser, and the server no longer parses each message
// again in every request.
const withNextIntl = createNextIntlPlugin({
  requestConfig: './src/i18n/request.ts',
  experimental: { messages: { path: './messages', format: 'json', locales: 'infer', precompile: true } },
})

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // `npm test` type-checks the whole project with tsc; the build does not repeat it.
  typescript: { ignoreBuildErrors: true },
  // Server actions take employer images up to 8 MB (media-write.server.ts checks the limit again).
  // The stylesheets go into the page's <head> (inlineCss): the first paint then waits for the HTML
  // only, not for a second request, and the largest text is painted before the scripts arrive
  // (ADR 0077, which measured it against ADR 0039's first try).
  experimental: { authInterrupts: true, serverActions: { bodySizeLimit: '9mb' }, inlineCss: true },
  // Metadata (title, description, canonical, share tags) in the <head> for every visitor, never
  // streamed into the <body> after it (Next's default for browsers when generateMetadata finishes
  // after the shell): a <title>, <meta> or <link rel=canonical> in the body is invalid HTML (Nu HTML
  // checker, issue 12.8) and crawlers that read the HTML only may miss it. Each page reads the same
  // data for its metadata and its content, so the first byte waits little.
  htmlLimitedBots: /.*/,
  // PDFKit reads its font metrics from files beside its code; bundled, it would not find them.
  // ExcelJS (statistics export) is a Node library with its own streams: loaded as it is.
  serverExternalPackages: ['pdfkit', 'swissqrbill', 'exceljs'],
  async headers() {
    const production = process.env.NODE_ENV === 'production'
    // Later entries override earlier ones for the same header key.
    return [{ source: '/:path*', headers: securityHeaders(production) }, ...MEDIA_FILES_SOURCES.map((source) => ({ source, headers: mediaFileHeaders(production) }))]
  },
}

const withCms = withPayload(withNextIntl(nextConfig), { devBundleServerPackages: false })
const cmsHeaders = withCms.headers

// Payload asks every path for the colour-scheme client hint with Critical-CH, which makes browsers
// repeat a first request (a one-time link spent, every first page rendered twice): /admin only.
const config: NextConfig = {
  ...withCms,
  headers: async () => clientHintsOnlyFor(((await cmsHeaders?.()) ?? []) as HeaderRule[]) as Awaited<ReturnType<NonNullable<NextConfig['headers']>>>,
}

export default config
