'use client'
import { useEffect, useId, useRef, useState, useSyncExternalStore } from 'react'
import { usePathname } from 'next/navigation'
import type { AnalyticsSetup } from '@/modules/consent/analytics'
import { CONSENT_COOKIE, consentCookie, cookieValue, isAnalyticsCookie, parseConsent, type Consent } from '@/modules/consent/consent'
import { analyticsLoaded, loadAnalytics, trackNavigation } from '@/modules/consent/client/analytics-loader'
import { OPEN_CONSENT_EVENT } from './consent-events'

// The consent banner and settings (ADR 0066). The page's HTML is the same for everyone (kept pages):
// this island reads the decision from the cookie after hydration, so the server renders nothing here
// and a visitor who decided never sees the banner. It asks only when the team runs an analytics tool;
// the footer's button opens the settings on every page.

export interface ConsentLabels {
  title: string
  text: string
  privacy: string
  acceptAll: string
  necessaryOnly: string
  customize: string
  save: string
  necessary: string
  necessaryText: string
  statistics: string
  statisticsText: string
  statisticsNone: string
}

const CHANGE_EVENT = 'helvemed:consent-change'
const subscribe = (onChange: () => void) => {
  window.addEventListener(CHANGE_EVENT, onChange)
  return () => window.removeEventListener(CHANGE_EVENT, onChange)
}
/** The cookie's raw value; '' when none. On the server: null (unknown, render nothing). */
const readCookie = () => cookieValue(document.cookie, CONSENT_COOKIE) ?? ''
const onServer = () => null

function forgetAnalyticsCookies(): void {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim() ?? ''
    if (!isAnalyticsCookie(name)) continue
    // the providers set them on this host or on the site's domain
    document.cookie = `${name}=; Path=/; Max-Age=0`
    document.cookie = `${name}=; Path=/; Max-Age=0; Domain=${window.location.hostname.replace(/^www\./, '')}`
  }
}

export function ConsentBanner({ setup, labels, privacyHref }: { setup: AnalyticsSetup | null; labels: ConsentLabels; privacyHref: string }) {
  const raw = useSyncExternalStore(subscribe, readCookie, onServer)
  const decision = raw === null ? undefined : parseConsent(raw)
  const [opened, setOpened] = useState(false)
  const [details, setDetails] = useState(false)
  const [statistics, setStatistics] = useState(false)
  const heading = useRef<HTMLHeadingElement>(null)
  const opener = useRef<HTMLElement | null>(null)
  const pathname = usePathname()
  const firstPath = useRef(pathname)
  const id = useId()

  // The statistics tool, only on a page loaded with consent that includes statistics: only its
  // policy allows the tool's origin (a page's policy cannot change after it loaded).
  const consentedAtLoad = useRef(false)
  useEffect(() => {
    consentedAtLoad.current = parseConsent(readCookie())?.statistics === true
    if (setup && consentedAtLoad.current) loadAnalytics(setup)
  }, [setup])
  const typed = useRef(false)
  useEffect(() => {
    const onInput = (event: Event) => {
      if (event.target instanceof Element && event.target.closest('form')) typed.current = true
    }
    document.addEventListener('input', onInput, true)
    return () => document.removeEventListener('input', onInput, true)
  }, [])
  useEffect(() => {
    if (pathname !== firstPath.current && analyticsLoaded()) trackNavigation(window.location.href)
  }, [pathname])

  // the footer's button: open the settings with the current choice, focus on the heading
  useEffect(() => {
    const open = () => {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
      setStatistics(parseConsent(readCookie())?.statistics === true)
      setDetails(true)
      setOpened(true)
      window.setTimeout(() => heading.current?.focus(), 0)
    }
    window.addEventListener(OPEN_CONSENT_EVENT, open)
    return () => window.removeEventListener(OPEN_CONSENT_EVENT, open)
  }, [])

  if (decision === undefined) return null
  const asking = setup !== null && decision === null
  if (!asking && !opened) return null

  const decide = (consent: Consent) => {
    const revoked = decision?.statistics === true && !consent.statistics
    document.cookie = consentCookie(consent, window.location.protocol === 'https:')
    window.dispatchEvent(new Event(CHANGE_EVENT))
    setOpened(false)
    setDetails(false)
    if (revoked) {
      forgetAnalyticsCookies()
      // the script already running cannot be unloaded; a fresh page has neither it nor its origin in the policy
      if (analyticsLoaded()) {
        window.location.reload()
        return
      }
    }
    // Granted: a fresh page gets the policy that allows the tool and loads it; with typed input the
    // page stays, and the tool starts with the next page load.
    if (setup && consent.statistics && !consentedAtLoad.current && !typed.current) {
      window.location.reload()
      return
    }
    opener.current?.focus()
  }

  return (
    <section
      className="consent"
      aria-labelledby={`${id}-title`}
      data-testid="consent"
      onKeyDown={(event) => {
        // opened from the footer: Escape leaves the choice as it was
        if (event.key !== 'Escape' || asking) return
        setOpened(false)
        opener.current?.focus()
      }}
    >
      <h2 id={`${id}-title`} ref={heading} tabIndex={-1}>
        {labels.title}
      </h2>
      <p>
        {labels.text} <a href={privacyHref}>{labels.privacy}</a>
      </p>
      {details && (
        <fieldset className="consent__choices">
          <legend className="visually-hidden">{labels.title}</legend>
          <label className="consent__choice">
            <input type="checkbox" checked disabled />
            <span>
              <strong>{labels.necessary}</strong> {labels.necessaryText}
            </span>
          </label>
          <label className="consent__choice">
            <input type="checkbox" checked={statistics} disabled={!setup} onChange={(e) => setStatistics(e.target.checked)} />
            <span>
              <strong>{labels.statistics}</strong> {setup ? labels.statisticsText : labels.statisticsNone}
            </span>
          </label>
        </fieldset>
      )}
      <div className="consent__actions">
        {details ? (
          <button type="button" className="btn" onClick={() => decide({ statistics: Boolean(setup) && statistics })}>
            {labels.save}
          </button>
        ) : (
          <button type="button" className="btn" onClick={() => decide({ statistics: true })}>
            {labels.acceptAll}
          </button>
        )}
        <button type="button" className="btn btn--ghost" onClick={() => decide({ statistics: false })}>
          {labels.necessaryOnly}
        </button>
        {!details && (
          <button type="button" className="btn btn--ghost" onClick={() => setDetails(true)}>
            {labels.customize}
          </button>
        )}
      </div>
    </section>
  )
}
