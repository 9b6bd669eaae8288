'use client'
import { useEffect, useState } from 'react'
import { parseIconName } from '@/modules/icons/icon-name'
import { loadIcon, type LoadedIcon } from './icon-loader'

/**
 * An icon from the icon service (ADR 0062) by its name ("graduation-cap", or "lucide:house" with
 * its set): decoration beside a text that says the same, so hidden from assistive technology. A
 * name that breaks the rule, an unknown icon or a slow service leave the space empty.
 */
export function Icon({ name, size = 20, className }: { name: string | null | undefined; size?: number; className?: string }) {
  const parsed = name ? parseIconName(name) : null
  const set = parsed?.set
  const icon = parsed?.name
  const key = set && icon ? `${set}:${icon}` : null
  const [answer, setAnswer] = useState<{ key: string; icon: LoadedIcon | null } | null>(null)
  useEffect(() => {
    if (!set || !icon) return
    let current = true
    void loadIcon(set, icon).then((found) => {
      if (current) setAnswer({ key: `${set}:${icon}`, icon: found })
    })
    return () => {
      current = false
    }
  }, [set, icon])
  const classes = ['icon', className].filter(Boolean).join(' ')
  const loaded = answer && answer.key === key ? answer.icon : null
  if (!parsed) return null
  if (!loaded) return <span className={classes} aria-hidden="true" style={{ width: size, height: size }} />
  return (
    <svg
      className={classes}
      aria-hidden="true"
      focusable="false"
      width={size}
      height={size}
      viewBox={`0 0 ${loaded.width} ${loaded.height}`}
      // the body comes from the icon package served by our own API, not from users
      dangerouslySetInnerHTML={{ __html: loaded.body }}
    />
  )
}
