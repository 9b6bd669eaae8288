import 'server-only'
import { cookies } from 'next/headers'
import { encodeFlash, FLASH_COOKIE, type Flash } from './flash'

export async function setFlash(flash: Flash): Promise<void> {
  ;(await cookies()).set(FLASH_COOKIE, encodeFlash(flash), { path: '/', maxAge: 60, sameSite: 'lax' })
}
