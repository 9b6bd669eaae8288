import { describe, expect, it } from 'vitest'
import { previewExitUrl, previewPath, previewUrl } from './preview'

// Where the team's preview may lead (ADR 0061, "Live preview of drafts"): this site's pages only.
describe('the preview path', () => {
  it('is a path of this site under a language', () => {
    expect(previewPath('/de/ratgeber/wahlstudienjahr')).toBe('/de/ratgeber/wahlstudienjahr')
    expect(previewPath('/it/guida?x=1')).toBe('/it/guida?x=1')
    expect(previewPath('/fr')).toBe('/fr')
  })

  it('is never another site or a script (no open redirect)', () => {
    for (const value of [
      'https://evil.example/de',
      'http:/de/x',
      '//evil.example/de',
      '/\\evil.example',
      '\\/evil.example',
      '/de/x\t',
      ' /de/x',
      '/de/../..//evil.example',
      '/en/x',
      'de/x',
      'javascript:alert(1)',
      '',
      null,
      42,
      `/de/${'x'.repeat(600)}`,
    ])
      expect(previewPath(value), String(value)).toBeNull()
  })

  it('goes into the preview and exit addresses encoded', () => {
    expect(previewUrl('fr', 'guide/annee-a-option')).toBe('/api/preview?path=%2Ffr%2Fguide%2Fannee-a-option')
    expect(previewExitUrl('/de/a b')).toBe('/api/preview/exit?path=%2Fde%2Fa+b')
  })
})
