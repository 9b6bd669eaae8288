import type { MetadataRoute } from 'next'
import de from '../../messages/de.json'

// The web manifest (ADR 0024): the platform's name and colours, icons rendered from
// src/app/icon.svg by scripts/render-icons.mjs. One manifest for all three languages: "/" leads each
// visitor to their language (proxy), so the installed app opens in it.
const THEME_COLOR = '#0b5f66'

export default function manifest(): MetadataRoute.Manifest {
  return {
    name: `${de.meta.siteName} – ${de.meta.tagline}`,
    short_name: de.meta.siteName,
    description: de.meta.description,
    id: '/',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: THEME_COLOR,
    lang: 'de-CH',
    icons: [
      { src: '/icon.svg', sizes: 'any', type: 'image/svg+xml' },
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  }
}
