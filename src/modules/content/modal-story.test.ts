import { describe, expect, it } from 'vitest'
import { isModalStoryPath, modalStoryPath } from './modal-story'

describe('modal story paths', () => {
  it('names a content page under /{lang}/modal/', () => {
    expect(modalStoryPath('fr', 'guide/annee-a-option')).toBe('/fr/modal/guide/annee-a-option')
    expect(isModalStoryPath('/de/modal/wahlstudienjahr')).toBe(true)
    expect(isModalStoryPath('/it/modal/guida/anno-opzionale')).toBe(true)
  })

  it('is no other path', () => {
    for (const path of ['/de/modal', '/de/modal/', '/en/modal/x', '/de/jobs', '/de/datenschutz', '/modal/x', '/de/x/modal/y']) {
      expect(isModalStoryPath(path), path).toBe(false)
    }
  })
})
