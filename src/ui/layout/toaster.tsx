'use client'
import { useTranslations } from 'next-intl'
import { usePathname } from 'next/navigation'
import { useCallback, useEffect, useState } from 'react'
import { decodeFlash, FLASH_COOKIE, withoutErrorToasts, withToast, type Flash } from '@/lib/http/flash'
import { useSupportEmail } from './support-email'

const TOAST_EVENT = 'helvemed:toast'
const CLEAR_EVENT = 'helvemed:toast-clear-errors'

/** Shows a toast from client code. */
export function showToast(flash: Flash) {
  window.dispatchEvent(new CustomEvent<Flash>(TOAST_EVENT, { detail: flash }))
}

/** Removes the error toasts still showing (a form is submitted again). */
export function clearErrorToasts() {
  window.dispatchEvent(new Event(CLEAR_EVENT))
}

function takeFlashCookie(): Flash | null {
  const raw = document.cookie.split('; ').find((c) => c.startsWith(`${FLASH_COOKIE}=`))
  if (!raw) return null
  document.cookie = `${FLASH_COOKIE}=; Max-Age=0; path=/`
  return decodeFlash(raw.slice(FLASH_COOKIE.length + 1))
}

export function Toaster() {
  const t = useTranslations('toast')
  const supportEmail = useSupportEmail()
  const pathname = usePathname()
  const [toasts, setToasts] = useState<(Flash & { id: number })[]>([])
  const push = useCallback((flash: Flash) => {
    const id = Date.now() + Math.random()
    setToasts((list) => withToast(list, { ...flash, id }))
    setTimeout(() => setToasts((list) => list.filter((x) => x.id !== id)), 6000)
  }, [])

  useEffect(() => {
    // The cookie is an external source; read it after paint, once per page.
    const timer = setTimeout(() => {
      const flash = takeFlashCookie()
      if (flash) push(flash)
    }, 0)
    return () => clearTimeout(timer)
  }, [pathname, push])

  useEffect(() => {
    const onToast = (e: Event) => push((e as CustomEvent<Flash>).detail)
    const onClear = () => setToasts(withoutErrorToasts)
    window.addEventListener(TOAST_EVENT, onToast)
    window.addEventListener(CLEAR_EVENT, onClear)
    return () => {
      window.removeEventListener(TOAST_EVENT, onToast)
      window.removeEventListener(CLEAR_EVENT, onClear)
    }
  }, [push])

  return (
    <div className="toasts" role="status" aria-live="polite">
      {toasts.map((toast) => (
        <div key={toast.id} className={`toast toast--${toast.kind}`} data-testid="toast">
          <span>{t.has(toast.key) ? t(toast.key, { email: supportEmail }) : toast.key}</span>
          <button type="button" aria-label={t('close')} onClick={() => setToasts((list) => list.filter((x) => x.id !== toast.id))}>
            ×
          </button>
        </div>
      ))}
    </div>
  )
}
