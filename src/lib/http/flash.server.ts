import 'server-only'
import { cookies } from 'next/headers'
import { FLASH_COOKIE, type Flash } from './flash'

export async function setFlash(flash: Flash): Promise<void> {
  // Next URL-encodes cookie values itself; the browser side decodes once.
  ;(await cookies()).set(FLASH_COOKIE, JSON.stringify(flash), { path: '/', maxAge: 60, sameSite: 'lax' })
}
