'use client'
import { useEffect, useRef, useState } from 'react'
import { useTranslations } from 'next-intl'
import type { Locale } from '@/i18n/locales'
import { compareHref, MAX_COMPARED, MIN_COMPARED } from '@/modules/compare/compare-ids'
import { FULL_EVENT, removeFromSelection, saveSelection, useSelection, type Compared } from './compare-selection'

/**
 * The comparison tray (ADR 0064): the employers chosen in this tab, each removable, and the link to
 * their comparison once there are two. Shown only with JavaScript and a selection; the add links
 * work without it. On the comparison page (`current`) it shows nothing: the page lists its
 * employers with their remove links, and they become the tray's selection for the next page.
 */
export function CompareTray({ locale, current }: { locale: Locale; current?: Compared[] }) {
  const t = useTranslations('compareTray')
  const selection = useSelection()
  const [full, setFull] = useState(false)
  const title = useRef<HTMLHeadingElement>(null)
  const currentKey = current ? JSON.stringify(current) : null
  useEffect(() => {
    if (currentKey) saveSelection(JSON.parse(currentKey) as Compared[])
  }, [currentKey])
  useEffect(() => {
    const onFull = () => setFull(true)
    window.addEventListener(FULL_EVENT, onFull)
    return () => window.removeEventListener(FULL_EVENT, onFull)
  }, [])
  if (current || !selection || selection.length === 0) return null
  function remove(id: number) {
    setFull(false)
    removeFromSelection(id)
    // the button is gone: keep the keyboard in the tray
    title.current?.focus()
  }
  const ready = selection.length >= MIN_COMPARED
  return (
    <aside className="compare-tray" aria-labelledby="compare-tray-title" data-testid="compare-tray">
      <h2 id="compare-tray-title" className="compare-tray__title" ref={title} tabIndex={-1}>
        {t('title', { count: selection.length, max: MAX_COMPARED })}
      </h2>
      <ul className="compare-tray__list">
        {selection.map((c) => (
          <li key={c.id}>
            <span title={c.name}>{c.name}</span>
            <button type="button" className="compare-tray__remove" onClick={() => remove(c.id)} aria-label={t('remove', { name: c.name })}>
              <span aria-hidden="true">×</span>
            </button>
          </li>
        ))}
      </ul>
      <p className="compare-tray__actions" aria-live="polite">
        {full && selection.length >= MAX_COMPARED && <span className="compare-tray__full">{t('full', { max: MAX_COMPARED })}</span>}
        {ready ? (
          <a
            className="btn btn--small"
            href={compareHref(
              locale,
              selection.map((c) => c.id),
            )}
          >
            {t('open')}
          </a>
        ) : (
          <span className="muted">{t('more')}</span>
        )}
        <button type="button" className="btn btn--ghost btn--small" onClick={() => saveSelection([])}>
          {t('clear')}
        </button>
      </p>
    </aside>
  )
}
