'use client'
import { useTranslations } from 'next-intl'
import { LOCALES } from '@/i18n/locales'
import { PostalCodeInput } from './postal-code-input'
import { FormCheckbox, FormInput } from '@/ui/form/input'

// The input groups the create wizard and the edit screens share: common data and billing address.

export interface ProfileOptions {
  categories: { value: string; label: string }[]
  regions: { value: string; label: string }[]
  /** public profiles that can be a parent (hospital group), by name */
  parents: { value: string; label: string }[]
}

type Values = Record<string, string | undefined>
interface GroupProps {
  values: Values
  errors: Record<string, string | undefined>
  version: number
  /** a postal code filled in the town (and the canton): the fields changed without an input event */
  onFilled?: () => void
}

export function CommonFields({ values, errors, version, options, onFilled }: GroupProps & { options: ProfileOptions }) {
  const t = useTranslations('profile.fields')
  const tl = useTranslations('locale')
  const choose = t('choose')
  // A found postal code chooses its canton (set in place: the select is uncontrolled, nothing else re-mounts).
  const found = (canton: string) => {
    const select = document.getElementById('field-region') as HTMLSelectElement | null
    if (select && options.regions.some((o) => o.value === canton)) select.value = canton
    onFilled?.()
  }
  return (
    <>
      <FormInput name="name" label={t('name')} value={values.name} error={errors.name} autoComplete="organization" required maxLength={120} version={version} />
      <FormInput
        name="category"
        label={t('category')}
        value={values.category}
        error={errors.category}
        required
        options={[{ value: '', label: choose }, ...options.categories]}
        version={version}
      />
      <FormInput
        name="main_lang"
        label={t('mainLang')}
        hint={t('mainLangHint')}
        value={values.main_lang}
        error={errors.main_lang}
        required
        options={[{ value: '', label: choose }, ...LOCALES.map((l) => ({ value: l, label: tl(l) }))]}
        version={version}
      />
      <FormInput
        name="parent"
        label={t('parent')}
        hint={t('parentHint')}
        value={values.parent}
        error={errors.parent}
        options={[{ value: '', label: t('parentNone') }, ...options.parents]}
        version={version}
      />
      <FormInput
        name="website"
        label={t('website')}
        hint={t('websiteHint')}
        value={values.website}
        error={errors.website}
        type="url"
        inputMode="url"
        autoComplete="url"
        version={version}
      />
      <fieldset className="profile-fieldset">
        <legend>{t('contactTitle')}</legend>
        <FormInput
          name="contact_address"
          label={t('street')}
          value={values.contact_address}
          error={errors.contact_address}
          autoComplete="street-address"
          required
          version={version}
        />
        <PostalCodeInput prefix="contact" zip={values.contact_zip ?? ''} city={values.contact_city ?? ''} errors={errors} version={version} onFound={found} />
        <FormInput
          name="region"
          label={t('region')}
          value={values.region}
          error={errors.region}
          required
          options={[{ value: '', label: choose }, ...options.regions]}
          version={version}
        />
        <FormInput name="contact_person" label={t('contactPerson')} value={values.contact_person} error={errors.contact_person} autoComplete="name" version={version} />
        <FormInput
          name="contact_phone"
          label={t('phone')}
          hint={t('phoneHint')}
          value={values.contact_phone}
          error={errors.contact_phone}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          version={version}
        />
        <FormInput
          name="contact_mail"
          label={t('email')}
          value={values.contact_mail}
          error={errors.contact_mail}
          type="email"
          inputMode="email"
          autoComplete="email"
          version={version}
        />
        <FormCheckbox name="contact_hidden" label={t('contactHidden')} checked={values.contact_hidden === 'on' || values.contact_hidden === 'true'} version={version} />
      </fieldset>
    </>
  )
}

export function BillingFields({ values, errors, version, onFilled }: GroupProps) {
  const t = useTranslations('profile.fields')
  return (
    <>
      <FormInput
        name="billing_name"
        label={t('billingName')}
        value={values.billing_name}
        error={errors.billing_name}
        autoComplete="billing organization"
        required
        version={version}
      />
      <FormInput name="billing_department" label={t('billingDepartment')} value={values.billing_department} error={errors.billing_department} version={version} />
      <FormInput
        name="billing_address"
        label={t('street')}
        value={values.billing_address}
        error={errors.billing_address}
        autoComplete="billing street-address"
        required
        version={version}
      />
      <PostalCodeInput prefix="billing" zip={values.billing_zip ?? ''} city={values.billing_city ?? ''} errors={errors} version={version} onFound={onFilled} />
      <fieldset className="profile-fieldset">
        <legend>{t('billingType')}</legend>
        {(['email', 'print'] as const).map((type) => (
          <label key={type} className="radio">
            <input type="radio" name="billing_type" value={type} defaultChecked={(values.billing_type || 'email') === type} key={`${type}-${version}`} /> {t(`billingType_${type}`)}
          </label>
        ))}
        {errors.billing_type && <p className="field__error">{t('choose')}</p>}
      </fieldset>
      <FormInput
        name="billing_email"
        label={t('billingEmail')}
        hint={t('billingEmailHint')}
        value={values.billing_email}
        error={errors.billing_email}
        type="email"
        inputMode="email"
        autoComplete="billing email"
        version={version}
      />
    </>
  )
}
