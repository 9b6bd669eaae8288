'use client'
import { OPEN_CONSENT_EVENT } from './consent-events'

/** The footer's way back to the consent choice, on every page (ADR 0066). */
export function ConsentSettingsButton({ label }: { label: string }) {
  return (
    <button type="button" className="consent-opener" data-consent-opener onClick={() => window.dispatchEvent(new Event(OPEN_CONSENT_EVENT))}>
      {label}
    </button>
  )
}
