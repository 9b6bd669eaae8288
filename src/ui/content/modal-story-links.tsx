'use client'
import { useEffect } from 'react'
import { useRouter } from 'next/navigation'
import { isModalStoryPath } from '@/modules/content/modal-story'

/**
 * Plain links to a modal story (rich text, blocks, navigation render <a>) go through the client
 * router, so the @modal slot intercepts them and the story opens in a dialog over the page
 * (ADR 0062). Other links, new-tab clicks and links without JavaScript stay as they are: the story's
 * own page.
 */
export function ModalStoryLinks() {
  const router = useRouter()
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
      const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null
      if (!(anchor instanceof HTMLAnchorElement) || (anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return
      const url = new URL(anchor.href, window.location.href)
      if (url.origin !== window.location.origin || !isModalStoryPath(url.pathname)) return
      event.preventDefault()
      router.push(`${url.pathname}${url.search}${url.hash}`)
    }
    document.addEventListener('click', onClick)
    return () => document.removeEventListener('click', onClick)
  }, [router])
  return null
}
