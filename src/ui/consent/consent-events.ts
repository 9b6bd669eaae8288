// The footer's "cookie settings" button and the consent island talk through one window event.
export const OPEN_CONSENT_EVENT = 'helvemed:consent-open'
