import { describe, expect, it } from 'vitest'
import { titleStatesPensum } from './pensum-in-title'

describe('titleStatesPensum', () => {
  it('sees the workload however the title writes it', () => {
    expect(titleStatesPensum('Oberarzt/-ärztin Gastroenterologie 100 %')).toBe(true)
    expect(titleStatesPensum('Médecin assistant·e 80-100%')).toBe(true)
    expect(titleStatesPensum('Medico assistente (60 – 80 %)')).toBe(true)
  })
  it('keeps the chip when the title says nothing about it', () => {
    expect(titleStatesPensum('Leitende Ärztin Kardiologie')).toBe(false)
    expect(titleStatesPensum('Chefarzt 2027')).toBe(false)
  })
})
