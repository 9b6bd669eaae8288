import { describe, expect, it } from 'vitest'
import { institutionPageMetadata, type ProfileMetadataInput } from './profile-metadata'

const BASE = 'https://www.helvemed.ch'
const input: ProfileMetadataInput = {
  base: BASE,
  locale: 'it',
  siteName: 'Helvemed',
  institution: {
    id: 7,
    name: 'Ospedale Regionale',
    description: 'Un ospedale moderno.\n\n- Medicina interna\n- Chirurgia',
    header: { url: '/media/header.jpg', width: 1600, height: 500, alt: 'Ospedale' },
    logo: { url: '/media/logo.png' },
  },
  fallbackDescription: 'Ospedale Regionale, Lugano: profilo',
}

describe('institutionPageMetadata', () => {
  it('is its own language’s canonical, describes itself from its text and shares its header', () => {
    const meta = institutionPageMetadata(input)
    expect(meta.title).toBe('Ospedale Regionale')
    expect(meta.description).toBe('Un ospedale moderno. Medicina interna Chirurgia')
    expect(meta.alternates?.canonical).toBe(`${BASE}/it/institution/7`)
    expect(meta.alternates?.languages).toMatchObject({ 'de-CH': `${BASE}/de/institution/7`, 'x-default': `${BASE}/de/institution/7` })
    expect(meta.openGraph).toMatchObject({ locale: 'it_CH', url: `${BASE}/it/institution/7`, images: [{ url: `${BASE}/media/header.jpg` }] })
    expect(meta.twitter).toMatchObject({ card: 'summary_large_image' })
  })

  it('without a text it uses the fallback; without a header, the logo', () => {
    const meta = institutionPageMetadata({ ...input, institution: { ...input.institution, description: ' ', header: null } })
    expect(meta.description).toBe('Ospedale Regionale, Lugano: profilo')
    expect(meta.twitter).toMatchObject({ card: 'summary', images: [`${BASE}/media/logo.png`] })
  })
})
