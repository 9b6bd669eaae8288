'use client'
import { useLocale, useTranslations } from 'next-intl'
import { useEffect, useRef, useState } from 'react'
import { POSTAL_CODE_NOT_FOUND_KEY } from '@/modules/essentials/postal-code-schema'
import { FormInput } from '@/ui/form/input'

// Postal code and town: when a four-digit code is typed, the shared Swiss data (GET
// /api/fn/data/postal-code) fills in the town (a choice when the code has several) and tells the
// form the canton. An unknown code shows its message at the field (docs/product-rules.md#institutions) (no toast: it would cover
// the field); a known code, or editing the code, takes it away. A restored draft or an answer with a
// code but no town looks the code up again. Without JavaScript both are plain inputs and the server
// checks the code.

interface Props {
  prefix: 'contact' | 'billing'
  zip: string
  city: string
  errors: Record<string, string | undefined>
  version: number
  /** a code was found and the town filled in (the create wizard sets the canton and saves its draft) */
  onFound?: (canton: string) => void
}

type Checked = 'unchecked' | 'found' | 'unknown'

export function PostalCodeInput({ prefix, zip, city, errors, version, onFound }: Props) {
  const t = useTranslations('profile.fields')
  const locale = useLocale()
  const [checked, setChecked] = useState<{ state: Checked; version: number }>({ state: 'unchecked', version })
  const [localities, setLocalities] = useState<string[]>([])
  const asked = useRef('')
  const cityId = `field-${prefix}_city`

  const lookup = async (value: string, at: number) => {
    const code = value.trim()
    if (!/^\d{4}$/.test(code) || asked.current === code) return
    asked.current = code
    try {
      const res = await fetch(`/api/fn/data/postal-code?zip=${code}&locale=${locale}`)
      if (res.status === 404 || res.status === 400) {
        setChecked({ state: 'unknown', version: at })
        setLocalities([])
        return
      }
      if (!res.ok) return
      const found = (await res.json()) as { localities: string[]; canton: string }
      setChecked({ state: 'found', version: at })
      setLocalities(found.localities)
      // The town follows the code unless the user already typed one of its localities. The input is
      // uncontrolled: it is set in place, so nothing else the user typed is re-mounted.
      const input = document.getElementById(cityId) as HTMLInputElement | null
      if (input && !found.localities.includes(input.value)) input.value = found.localities[0] ?? input.value
      onFound?.(found.canton)
    } catch {
      // offline: the server checks the code on save
    }
  }

  // A restored draft (or the server's answer) with a code but no town: fill the town in again.
  useEffect(() => {
    asked.current = ''
    if (!/^\d{4}$/.test(zip.trim()) || city.trim()) return
    const timer = setTimeout(() => void lookup(zip, version), 0)
    return () => clearTimeout(timer)
  }, [version]) // eslint-disable-line react-hooks/exhaustive-deps

  const state = checked.version === version ? checked.state : 'unchecked'
  const zipError = state === 'unknown' ? POSTAL_CODE_NOT_FOUND_KEY : state === 'found' ? undefined : errors[`${prefix}_zip`]
  const listId = `${prefix}-localities`
  return (
    <div className="profile-zip">
      <FormInput
        name={`${prefix}_zip`}
        label={t('zip')}
        value={zip}
        error={zipError}
        inputMode="numeric"
        autoComplete={prefix === 'billing' ? 'billing postal-code' : 'postal-code'}
        maxLength={4}
        required
        version={version}
        onChange={(v) => {
          if (v.trim().length === 4) void lookup(v, version)
          else {
            asked.current = ''
            if (state !== 'unchecked') setChecked({ state: 'unchecked', version })
          }
        }}
      />
      <div className="field-with-list">
        <FormInput
          name={`${prefix}_city`}
          label={t('city')}
          value={city}
          error={errors[`${prefix}_city`]}
          autoComplete={prefix === 'billing' ? 'billing address-level2' : 'address-level2'}
          required
          list={localities.length > 1 ? listId : undefined}
          version={version}
        />
        {localities.length > 1 && (
          <datalist id={listId}>
            {localities.map((l) => (
              <option key={l} value={l} />
            ))}
          </datalist>
        )}
      </div>
    </div>
  )
}
