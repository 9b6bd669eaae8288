/**
 * The login page that leads on to `path` afterwards (a logged-in visitor goes straight there: the
 * login page follows `next` at once). Public pages link to cockpit sections this way, so a visitor
 * meets the login, not a 401 page (issue 8).
 */
export function loginThen(locale: string, path: string): string {
  return `/${locale}/login?next=${encodeURIComponent(path)}`
}
