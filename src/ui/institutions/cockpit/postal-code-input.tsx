'use client'
import { useLocale, useTranslations } from 'next-intl'
import { useRef, useState } from 'react'
import { POSTAL_CODE_NOT_FOUND_KEY } from '@/modules/essentials/postal-code-schema'
import { showToast } from '@/ui/layout/toaster'
import { FormInput } from '@/ui/form/input'

// Postal code and town: when a four-digit code is typed, the shared Swiss data (GET
// /api/fn/data/postal-code) fills in the town (a choice when the code has several) and tells the
// form the canton. An unknown code shows the spec's message at the input and as a toast; nothing
// typed is touched. Without JavaScript both are plain inputs and the server checks the code.

interface Props {
  prefix: 'contact' | 'billing'
  zip: string
  city: string
  errors: Record<string, string | undefined>
  version: number
  /** the canton of a found code (the create wizard preselects the region with it) */
  onCanton?: (canton: string) => void
}

export function PostalCodeInput({ prefix, zip, city, errors, version, onCanton }: Props) {
  const t = useTranslations('profile.fields')
  const locale = useLocale()
  const [zipError, setZipError] = useState<string | undefined>(undefined)
  const [localities, setLocalities] = useState<string[]>([])
  const [cityValue, setCityValue] = useState<{ value: string; version: number }>({ value: city, version: 0 })
  const asked = useRef('')

  const lookup = async (value: string) => {
    const code = value.trim()
    if (!/^\d{4}$/.test(code) || asked.current === code) return
    asked.current = code
    try {
      const res = await fetch(`/api/fn/data/postal-code?zip=${code}&locale=${locale}`)
      if (res.status === 404 || res.status === 400) {
        setZipError(POSTAL_CODE_NOT_FOUND_KEY)
        setLocalities([])
        showToast({ kind: 'error', key: 'postalCodeNotFound' })
        return
      }
      if (!res.ok) return
      const found = (await res.json()) as { localities: string[]; canton: string }
      setZipError(undefined)
      setLocalities(found.localities)
      // The town follows the code unless the user already typed one of its localities.
      const current = (document.getElementById(`field-${prefix}_city`) as HTMLInputElement | null)?.value ?? ''
      if (!found.localities.includes(current)) setCityValue((c) => ({ value: found.localities[0] ?? current, version: c.version + 1 }))
      onCanton?.(found.canton)
    } catch {
      // offline: the server checks the code on save
    }
  }

  const listId = `${prefix}-localities`
  return (
    <div className="profile-zip">
      <FormInput
        name={`${prefix}_zip`}
        label={t('zip')}
        value={zip}
        error={zipError ?? errors[`${prefix}_zip`]}
        inputMode="numeric"
        autoComplete={prefix === 'billing' ? 'billing postal-code' : 'postal-code'}
        maxLength={4}
        required
        version={version}
        onChange={(v) => {
          if (v.trim().length === 4) void lookup(v)
          else asked.current = ''
        }}
      />
      <div className="field-with-list">
        <FormInput
          name={`${prefix}_city`}
          label={t('city')}
          value={cityValue.version === 0 ? city : cityValue.value}
          error={errors[`${prefix}_city`]}
          autoComplete={prefix === 'billing' ? 'billing address-level2' : 'address-level2'}
          required
          list={localities.length > 1 ? listId : undefined}
          version={version * 1000 + cityValue.version}
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
