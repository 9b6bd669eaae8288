import type React from 'react'
import { Link } from '@/i18n/navigation'
import { FocusOnMount } from './focus-on-mount'

const PANEL_TITLE = 'cockpit-panel-title'

/**
 * A cockpit child screen opened in place (under its item in the list, or above it): a heading that
 * takes the focus when the screen opens, a link that closes it without scrolling, and the content.
 * `level` is 3 when the panel sits under an item of a list with h2 headings.
 */
export function ScreenPanel({
  title,
  level,
  closeHref,
  closeLabel,
  focusKey,
  testId,
  children,
}: {
  title: string
  level: 2 | 3
  /** the section's path without the language (paths.cockpit(section)) */
  closeHref: string
  closeLabel: string
  /** changes when another screen opens, so the focus moves again */
  focusKey: string
  testId?: string
  children: React.ReactNode
}) {
  const Heading = level === 2 ? 'h2' : 'h3'
  return (
    <section className="cockpit-panel" aria-labelledby={PANEL_TITLE} data-testid={testId}>
      <div className="cockpit-panel__head">
        <Heading id={PANEL_TITLE} tabIndex={-1}>
          {title}
        </Heading>
        <Link href={closeHref} scroll={false} className="btn btn--ghost btn--small">
          {closeLabel}
        </Link>
      </div>
      {children}
      <FocusOnMount key={focusKey} targetId={PANEL_TITLE} />
    </section>
  )
}
