import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import de from '../../../messages/de.json'
import fr from '../../../messages/fr.json'
import it_ from '../../../messages/it.json'
import { JobFilterSchema, type JobFilter } from '../jobs/filter-path'
import { isCrossSiteMutation, isCsrfExempt } from '../routing/csrf'
import { alertFilterWords, alertSummary } from './describe'
import { alertFilterKey, alertFilterOf, readAlertFilter } from './filter'
import { ALERT_SAVES_PER_IP } from '../limits/rules'
import { CONFIRM_DAYS, MAX_ALERTS_PER_EMAIL } from './limits'
import { ONE_CLICK_UNSUBSCRIBE_PATH } from './links'
import { alertConfirmationMail, alertJobsMail } from './mails'
import { SaveAlertSchema } from './schemas'
import { hashToken } from '@/lib/secret-token'
import { ALERT_TOKEN_PATTERN, isAlertToken, newToken, unsubscribeToken } from './tokens'

process.env.PUBLIC_URL ??= 'http://localhost:3000'
process.env.DATABASE_URL ??= 'postgres://x:y@127.0.0.1:1/unit'
process.env.PAYLOAD_SECRET ??= 'unit-test-secret-0123456789'

const filter = (input: Partial<JobFilter> = {}): JobFilter => JobFilterSchema.parse(input)

describe('alert tokens', () => {
  it('are random 256-bit secrets in URL-safe form, stored only as a SHA-256 hash', () => {
    const a = newToken()
    const b = newToken()
    expect(a).toMatch(ALERT_TOKEN_PATTERN)
    expect(a).not.toBe(b)
    expect(hashToken(a)).toMatch(/^[0-9a-f]{64}$/)
    expect(hashToken(a)).toBe(hashToken(a))
    expect(hashToken(a)).not.toContain(a)
    expect(hashToken(a)).not.toBe(hashToken(b))
  })

  it('derives one unsubscribe secret per alert and server secret, the same in every mail', () => {
    const alert = { id: 7, createdAt: '2026-06-01T06:00:00.000Z' }
    const token = unsubscribeToken('secret-one-0123456789', alert)
    expect(token).toMatch(ALERT_TOKEN_PATTERN)
    expect(unsubscribeToken('secret-one-0123456789', { ...alert })).toBe(token)
    // same moment written differently is the same alert
    expect(unsubscribeToken('secret-one-0123456789', { id: 7, createdAt: '2026-06-01T08:00:00+02:00' })).toBe(token)
    expect(unsubscribeToken('secret-one-0123456789', { ...alert, id: 8 })).not.toBe(token)
    expect(unsubscribeToken('secret-one-0123456789', { ...alert, createdAt: '2026-06-02T06:00:00.000Z' })).not.toBe(token)
    expect(unsubscribeToken('secret-two-0123456789', alert)).not.toBe(token)
  })

  it('accepts only the token shape in links', () => {
    expect(isAlertToken(newToken())).toBe(true)
    for (const bad of [undefined, '', 'abc', `${newToken()}x`, `${newToken().slice(0, 42)}=`, ['a'], "' OR 1=1 --"]) expect(isAlertToken(bad)).toBe(false)
  })
})

describe('alert filter', () => {
  it('drops page and sort and compares searches independent of key order', () => {
    const stored = alertFilterOf(filter({ fields: ['CARDIOLOGY'], regions: ['ZH'], employment: 'PART_TIME', page: 3, sort: 'salary' }))
    expect(stored).not.toHaveProperty('page')
    expect(stored).not.toHaveProperty('sort')
    // PostgreSQL's jsonb hands keys back in another order
    const reordered = JSON.parse(JSON.stringify({ employment: 'PART_TIME', regions: ['ZH'], categories: [], levels: [], fields: ['CARDIOLOGY'] }))
    expect(alertFilterKey(readAlertFilter(reordered)!)).toBe(alertFilterKey(stored))
    expect(alertFilterKey(alertFilterOf(filter({ fields: ['CARDIOLOGY'] })))).not.toBe(alertFilterKey(stored))
  })

  it('reads stored JSON back as a first-page search, or null when it is not a filter', () => {
    expect(readAlertFilter({ fields: ['SURGERY'], near: { zip: '8001', km: 20 } })).toEqual({
      fields: ['SURGERY'],
      levels: [],
      regions: [],
      categories: [],
      near: { zip: '8001', km: 20 },
      page: 1,
    })
    for (const broken of [null, 'x', { fields: 'SURGERY' }, { near: { zip: '0001', km: 5 } }, { pensumMin: 90, pensumMax: 10 }]) expect(readAlertFilter(broken)).toBeNull()
  })

  it('never throws on arbitrary stored JSON', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const read = readAlertFilter(value)
        expect(read === null || read.page === 1).toBe(true)
      }),
    )
  })
})

describe('alert in words', () => {
  const source = {
    term: (list: string, key: string) => (({ 'fields:CARDIOLOGY': 'Kardiologie', 'regions:ZH': 'Zürich' }) as Record<string, string | undefined>)[`${list}:${key}`],
    text: (id: string, values: Record<string, string | number>) => `${id}(${Object.values(values).join(',')})`,
  }

  it('uses the filter chips: names for keys, texts for the rest, CHF for the salary', () => {
    const words = alertFilterWords(
      alertFilterOf(filter({ fields: ['CARDIOLOGY', 'UNKNOWN'], regions: ['ZH'], employment: 'FULL_TIME', salaryMin: 120_000, text: 'herz', near: { zip: '8001', km: 20 } })),
      source,
    )
    expect(words).toEqual(['Kardiologie', 'UNKNOWN', 'Zürich', 'fullTime()', "salary(CHF 120'000)", 'near(8001,20)', 'textChip(herz)'])
  })

  it('names a search without filters "all new jobs"', () => {
    expect(alertSummary(alertFilterWords(alertFilterOf(filter()), source), 'Alle neuen Stellen')).toBe('Alle neuen Stellen')
    expect(alertSummary(['Kardiologie', 'Zürich'], 'x')).toBe('Kardiologie · Zürich')
  })
})

describe('save form schema', () => {
  it('lowercases the address, allows none (logged in), rejects a malformed one and foreign paths', () => {
    expect(SaveAlertSchema.parse({ email: ' Anna@Example.CH ', search: '/de/jobs/kardiologie' })).toEqual({ email: 'anna@example.ch', search: '/de/jobs/kardiologie' })
    expect(SaveAlertSchema.parse({ search: '/fr/jobs' }).email).toBe('')
    const bad = SaveAlertSchema.safeParse({ email: 'anna@', search: 'https://evil.example/de/jobs' })
    expect(bad.success).toBe(false)
    expect(bad.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['email', 'email'],
      ['search', 'invalid'],
    ])
    expect(SaveAlertSchema.safeParse({ search: '/de/jobs/../../admin?x' }).success).toBe(false)
  })
})

describe('alert mails', () => {
  it('confirmation: the link, the search in words, plain text and HTML, in the alert language', () => {
    const mail = alertConfirmationMail('fr', 'anna@example.ch', 'Cardiologie · Zurich', 'http://localhost:3000/fr/alerts/confirm?token=abc')
    expect(mail.subject).toBe(fr.alerts.mail.confirm.subject)
    expect(mail.text).toContain('Cardiologie · Zurich')
    expect(mail.text).toContain('http://localhost:3000/fr/alerts/confirm?token=abc')
    expect(mail.html).toContain('href="http://localhost:3000/fr/alerts/confirm?token=abc"')
    expect(mail.headers).toBeUndefined()
  })

  it('new ads: each ad linked, the full search, the unsubscribe link and the RFC 8058 headers; HTML escaped', () => {
    const mail = alertJobsMail('de', 'anna@example.ch', {
      summary: 'Kardiologie',
      jobs: [{ title: 'Assistenzarzt <Kardiologie>', where: 'USZ, Zürich', url: 'http://h/de/job/1' }],
      total: 23,
      searchUrl: 'http://h/de/jobs/kardiologie',
      unsubscribeUrl: 'http://h/de/alerts/unsubscribe?token=t',
      oneClickUrl: 'http://h/api/fn/alerts/unsubscribe?token=t&lang=de',
    })
    expect(mail.subject).toBe('23 neue Stellen für dein Suchabo')
    expect(mail.text).toContain('Hier sind die 1 neuesten von 23.')
    expect(mail.text).toContain('http://h/de/job/1')
    expect(mail.text).toContain('http://h/de/jobs/kardiologie')
    expect(mail.text).toContain('http://h/de/alerts/unsubscribe?token=t')
    expect(mail.html).toContain('Assistenzarzt &lt;Kardiologie&gt;')
    expect(mail.html).toContain('href="http://h/de/alerts/unsubscribe?token=t"')
    expect(mail.headers).toEqual({ 'List-Unsubscribe': '<http://h/api/fn/alerts/unsubscribe?token=t&lang=de>', 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' })
  })
})

describe('one-click unsubscribe and the cross-site check', () => {
  const fromWebmail = new Headers({ origin: 'https://mail.example' })
  it('exempts exactly the one-click path, only for POST', () => {
    expect(isCrossSiteMutation('POST', fromWebmail, 'helvemed.ch')).toBe(true)
    expect(isCsrfExempt('POST', ONE_CLICK_UNSUBSCRIBE_PATH)).toBe(true)
    expect(isCsrfExempt('post', ONE_CLICK_UNSUBSCRIBE_PATH)).toBe(true)
    expect(isCsrfExempt('DELETE', ONE_CLICK_UNSUBSCRIBE_PATH)).toBe(false)
    for (const path of [`${ONE_CLICK_UNSUBSCRIBE_PATH}/`, `${ONE_CLICK_UNSUBSCRIBE_PATH}x`, '/api/fn/alerts', '/de/alerts/unsubscribe', '/de/jobs', '/api/cms/users/login']) {
      expect(isCsrfExempt('POST', path), path).toBe(false)
    }
  })
})

describe('limits', () => {
  it('anonymous saves per IP: ten at once, then one every six minutes (the text says "a few minutes")', () => {
    expect(ALERT_SAVES_PER_IP.capacity).toBe(10)
    expect(1 / ALERT_SAVES_PER_IP.refillPerSecond).toBe(360)
    expect(de.alerts.save.errors.tooMany).toContain('ein paar Minuten')
    expect(fr.alerts.save.errors.tooMany).toContain('quelques minutes')
    expect(it_.alerts.save.errors.tooMany).toContain('qualche minuto')
  })

  it('the texts name the limits the code applies', () => {
    for (const m of [de, fr, it_]) {
      expect(m.alerts.save.pending).toContain(String(CONFIRM_DAYS))
      expect(m.alerts.confirm.invalid).toContain(String(CONFIRM_DAYS))
      expect(m.alerts.save.errors.limit).toContain('{max}')
    }
    expect(MAX_ALERTS_PER_EMAIL).toBeGreaterThan(0)
  })
})
