import { describe, expect, it } from 'vitest'
import de from '../../../messages/de.json'
import fr from '../../../messages/fr.json'
import it_ from '../../../messages/it.json'
import { AuthorMessageSchema, EmployerFeedbackSchema } from './answer-schema'

// Every rule has its own message: a filled but too short name is not "please
// fill in this field". Keys are under "reviews.errors" or full keys shared by every form.

const valid = { name: 'Dr. Anna Muster', function: 'Chefärztin', content: 'Danke für die offene Rückmeldung.' }
const messageOf = (schema: typeof EmployerFeedbackSchema | typeof AuthorMessageSchema, input: Record<string, string>, field: string) => {
  const parsed = schema.safeParse(input)
  return parsed.success ? null : (parsed.error.issues.find((i) => i.path[0] === field)?.message ?? null)
}

function lookup(catalogue: unknown, key: string): unknown {
  const path = key.includes('.') ? key.split('.') : ['reviews', 'errors', key]
  return path.reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), catalogue)
}

describe('the employer answer form: one message per rule', () => {
  it.each(['name', 'function'])('%s: empty, too short, too long each say so', (field) => {
    expect(messageOf(EmployerFeedbackSchema, { ...valid, [field]: '  ' }, field)).toBe('required')
    expect(messageOf(EmployerFeedbackSchema, { ...valid, [field]: 'A' }, field)).toBe('validation.nameTooShort')
    expect(messageOf(EmployerFeedbackSchema, { ...valid, [field]: 'x'.repeat(121) }, field)).toBe('tooLong')
    expect(messageOf(EmployerFeedbackSchema, { ...valid, [field]: 'Al' }, field)).toBeNull()
  })
  it('content and the message to the author: empty is "required", short names the length', () => {
    expect(messageOf(EmployerFeedbackSchema, { ...valid, content: '' }, 'content')).toBe('required')
    expect(messageOf(EmployerFeedbackSchema, { ...valid, content: 'Danke.' }, 'content')).toBe('answerText')
    expect(messageOf(AuthorMessageSchema, { message: '' }, 'message')).toBe('required')
    expect(messageOf(AuthorMessageSchema, { message: 'Hallo' }, 'message')).toBe('messageText')
  })
  it('every message exists in de, fr and it, and "too short" is not "please fill in"', () => {
    const keys = [
      'required',
      'validation.nameTooShort',
      'tooLong',
      'answerText',
      'messageText',
      'reviews.errors.failed',
      'reviews.errors.links.duplicate',
      'reviews.wizard.checking',
    ]
    for (const catalogue of [de, fr, it_]) {
      for (const key of keys) expect(typeof lookup(catalogue, key), key).toBe('string')
      expect(lookup(catalogue, 'validation.nameTooShort')).not.toBe(lookup(catalogue, 'required'))
    }
    expect(lookup(de, 'validation.nameTooShort')).toBe('Bitte gib mindestens 2 Zeichen ein.')
  })
})
