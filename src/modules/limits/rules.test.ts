import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { translator } from '@/i18n/translator'
import type { Locale } from '@/i18n/locales'
import {
  ALERT_SAVES_PER_IP,
  LIMIT_RULES,
  LOGIN_PER_ACCOUNT,
  LOGIN_PER_IP,
  minutesToWait,
  OFFER_INQUIRIES_PER_ADDRESS,
  OFFER_INQUIRIES_PER_IP,
  REGISTER_MAILS_PER_ADDRESS,
  RESET_MAILS_PER_ADDRESS,
  REVIEW_MESSAGES_PER_REVIEW,
  REVIEW_MESSAGES_PER_SENDER,
  secondsUntilAvailable,
  STATISTICS_EVENTS_PER_IP,
  type LimitRule,
} from './rules'

/** What a rule lets through in `seconds` when the client starts with a full bucket. */
const allowedWithin = (rule: LimitRule, seconds: number) => Math.floor(rule.capacity + rule.refillPerSecond * seconds + 1e-9)
const MINUTE = 60
const HOUR = 3600
const DAY = 24 * HOUR

describe('the limit rules say what their comments promise', () => {
  it.each<[string, LimitRule, number, number]>([
    ['statistics: 600 events at once, 10 a second', STATISTICS_EVENTS_PER_IP, 1, 610],
    ['statistics: 600 + 600 within a minute', STATISTICS_EVENTS_PER_IP, MINUTE, 1200],
    ['login per IP: 20, then 20 per 15 minutes', LOGIN_PER_IP, 15 * MINUTE, 40],
    ['login per account: 10, then one per 15 minutes', LOGIN_PER_ACCOUNT, 15 * MINUTE, 11],
    ['login per account: about 100 a day', LOGIN_PER_ACCOUNT, DAY, 106],
    ['registration mails per address: 27 a day at most', REGISTER_MAILS_PER_ADDRESS, DAY, 27],
    ['reset mails per address: 27 a day at most', RESET_MAILS_PER_ADDRESS, DAY, 27],
    ['alert saves per IP: 10, then 10 an hour', ALERT_SAVES_PER_IP, HOUR, 20],
    ['review messages per review: 3, then one every 56 hours', REVIEW_MESSAGES_PER_REVIEW, 56 * HOUR, 4],
    ['review messages per sender: 20, then 20 a day', REVIEW_MESSAGES_PER_SENDER, DAY, 40],
    ['offer inquiries per IP: 5, then 5 an hour', OFFER_INQUIRIES_PER_IP, HOUR, 10],
    ['offer inquiries per address: 3, then 3 a day', OFFER_INQUIRIES_PER_ADDRESS, DAY, 6],
  ])('%s', (_label, rule, seconds, allowed) => {
    expect(allowedWithin(rule, seconds)).toBe(allowed)
  })

  it('gives every rule its own name (the stored key’s prefix)', () => {
    const names = LIMIT_RULES.map((r) => r.name)
    expect(new Set(names).size).toBe(names.length)
    for (const r of LIMIT_RULES) {
      expect(r.capacity).toBeGreaterThanOrEqual(1)
      expect(r.refillPerSecond).toBeGreaterThan(0)
    }
  })
})

describe('secondsUntilAvailable', () => {
  it('is the time the missing tokens take to refill, rounded up', () => {
    const rule: LimitRule = { name: 't', capacity: 10, refillPerSecond: 2 }
    expect(secondsUntilAvailable(rule, 0, 1)).toBe(1) // 0.5 s
    expect(secondsUntilAvailable(rule, 0.5, 4)).toBe(2) // 3.5 tokens = 1.75 s
    expect(secondsUntilAvailable(rule, 0, 10)).toBe(5)
    // a cost over the capacity waits for a full bucket only
    expect(secondsUntilAvailable(rule, 0, 50)).toBe(5)
  })

  it('does not add a second for float noise', () => {
    expect(secondsUntilAvailable(ALERT_SAVES_PER_IP, 0, 1)).toBe(360)
    expect(secondsUntilAvailable(REVIEW_MESSAGES_PER_REVIEW, 0, 1)).toBe(56 * HOUR)
  })

  it('is at least 1 and enough: after that many seconds the cost fits', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1000 }),
        fc.double({ min: 1e-6, max: 100, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.integer({ min: 1, max: 1000 }),
        (capacity, refillPerSecond, share, cost) => {
          const rule = { name: 'p', capacity, refillPerSecond }
          const tokens = share * Math.min(cost, capacity)
          const wait = secondsUntilAvailable(rule, tokens, cost)
          expect(wait).toBeGreaterThanOrEqual(1)
          expect(tokens + wait * refillPerSecond).toBeGreaterThanOrEqual(Math.min(cost, capacity) - 1e-6)
        },
      ),
    )
  })
})

describe('minutesToWait', () => {
  it('rounds up to whole minutes, at least one', () => {
    expect([1, 59, 60, 61, 360, 3599].map(minutesToWait)).toEqual([1, 1, 1, 2, 6, 60])
  })
})

describe('the "try again" texts', () => {
  it.each<[Locale, string, string]>([
    ['de', 'in 1 Minute wieder', 'in 6 Minuten wieder'],
    ['fr', 'dans 1 minute', 'dans 6 minutes'],
    ['it', 'tra 1 minuto', 'tra 6 minuti'],
  ])('name the minutes in %s', (locale, one, six) => {
    for (const key of ['limits.tryAgainIn', 'auth.failures.tooManyAttempts', 'auth.failures.tooManyForAccount']) {
      const [namespace, ...rest] = key.split('.')
      const t = translator(locale, namespace!)
      expect(t(rest.join('.'), { minutes: minutesToWait(30) })).toContain(one)
      expect(t(rest.join('.'), { minutes: minutesToWait(360) })).toContain(six)
    }
  })
})
