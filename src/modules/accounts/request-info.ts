/** The client's IP as seen through our reverse proxy (first X-Forwarded-For hop), for throttling only. */
export function clientIp(headers: Headers): string {
  const forwarded = headers.get('x-forwarded-for')?.split(',')[0]?.trim()
  return forwarded || headers.get('x-real-ip') || 'local'
}
