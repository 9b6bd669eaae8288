import crypto from 'node:crypto'
import { dictionary } from '@zxcvbn-ts/language-common'

// Passwords everybody tries first (ADR 0051, ASVS 5.0 6.2.4 and 6.2.11): the list of @zxcvbn-ts/language-common
// (about 49 000 of the most used passwords, from public leaks; MIT), shipped with the package: no
// network call. Server code only (the list is large): the forms keep the composition rule
// (schemas.ts), the server actions and Payload's password hook add this check.

/**
 * Words of this product and its users' world that make easy guesses here (ASVS 5.0 6.2.11): the
 * platform's name, the places and jobs of Swiss medicine in three languages, the big cities.
 * Compared like the common passwords (whole, or with digits and signs at the end left off).
 */
export const CONTEXT_WORDS: readonly string[] = [
  'helvemed',
  'helvemedch',
  'spital',
  'kantonsspital',
  'klinik',
  'praxis',
  'arzt',
  'aerztin',
  'ärztin',
  'assistenzarzt',
  'oberarzt',
  'chefarzt',
  'unterassistenz',
  'medizin',
  'hopital',
  'hôpital',
  'clinique',
  'medecin',
  'médecin',
  'ospedale',
  'clinica',
  'medico',
  'medicina',
  'schweiz',
  'suisse',
  'svizzera',
  'zuerich',
  'zürich',
  'zurich',
  'bern',
  'basel',
  'geneve',
  'genève',
  'lausanne',
  'lugano',
  'luzern',
]

let common: Set<string> | null = null

function commonPasswords(): Set<string> {
  common ??= new Set([...dictionary['passwords-common'].map((p) => p.toLowerCase()), ...CONTEXT_WORDS])
  return common
}

/**
 * Whether a password is on the list, whatever its case (`Password1` is `password1`), also with the
 * digits and signs at its end left off (`Sommer2026!` is `sommer` with a year).
 */
export function isCommonPassword(password: string): boolean {
  const lower = password.toLowerCase()
  const list = commonPasswords()
  if (list.has(lower)) return true
  const base = lower.replace(/[\d\W_]+$/u, '')
  return base.length >= 4 && base !== lower && list.has(base)
}

/**
 * Whether `password` is the one Payload stored (hash and salt of the users table): Payload's current
 * hash `pbkdf2-sha256-v1:` (600 000 iterations, 32 bytes) or its older plain one (25 000, 512).
 */
export async function isStoredPassword(password: string, hash: string | null | undefined, salt: string | null | undefined): Promise<boolean> {
  if (!hash || !salt) return false
  const current = hash.startsWith('pbkdf2-sha256-v1:')
  const stored = Buffer.from(current ? hash.slice('pbkdf2-sha256-v1:'.length) : hash, 'hex')
  const [iterations, bytes] = current ? [600_000, 32] : [25_000, 512]
  if (stored.length !== bytes) return false
  const computed = await new Promise<Buffer>((resolve, reject) => crypto.pbkdf2(password, salt, iterations, bytes, 'sha256', (e, key) => (e ? reject(e) : resolve(key))))
  return crypto.timingSafeEqual(computed, stored)
}
