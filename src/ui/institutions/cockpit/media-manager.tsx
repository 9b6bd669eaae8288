'use client'
import { useTranslations } from 'next-intl'
import { useActionState, useEffect, useState } from 'react'
import type React from 'react'
import { LOCALES } from '@/i18n/locales'
import { useRouter } from '@/i18n/navigation'
import { IDLE } from '@/lib/form/form-state'
import { mediaAction } from '@/modules/institutions/media-actions'
import { IMAGE_MAX_BYTES } from '@/modules/institutions/profile-schema'
import { FormSummary } from '@/ui/form/form-summary'
import { SubmitButton } from '@/ui/form/submit-button'
import { useFormToast } from '@/ui/form/use-form-toast'
import { FormInput } from '@/ui/form/input'

// The media screen: logo, header, gallery (alt texts per language, order, delete) and videos by
// address. Every change is one small form posting to the media action (it works without
// JavaScript); after a save the screen refreshes and shows what is stored.

export interface MediaImage {
  id: number
  url: string
  alt: { de?: string | null; fr?: string | null; it?: string | null }
}
export interface MediaVideo {
  type: 'youtube' | 'vimeo'
  source: string
  title: string | null
}

function MediaForm({
  institutionId,
  op,
  children,
  submit,
  className,
  fields,
}: {
  institutionId: number
  op: string
  children?: React.ReactNode
  submit: string
  className?: string
  fields?: Record<string, string>
}) {
  const router = useRouter()
  const [state, action] = useActionState(mediaAction, IDLE)
  const onSubmit = useFormToast(state, { success: 'institution.media.success', failure: 'institution.media.error' })
  useEffect(() => {
    if (state.status === 'success') router.refresh()
  }, [state, router])
  // A file over the size limit is not sent at all (the server would refuse the whole request).
  const [tooLarge, setTooLarge] = useState(false)
  const errors = tooLarge ? { file: 'imageSize' } : state.status === 'error' ? state.fieldErrors : {}
  const submitted = (event: React.FormEvent<HTMLFormElement>) => {
    const input = event.currentTarget.elements.namedItem('file')
    const file = input instanceof HTMLInputElement ? input.files?.[0] : undefined
    setTooLarge(Boolean(file && file.size > IMAGE_MAX_BYTES))
    if (file && file.size > IMAGE_MAX_BYTES) return event.preventDefault()
    onSubmit()
  }
  return (
    <form className={className ?? 'form media-form'} action={action} onSubmit={submitted} noValidate>
      <input type="hidden" name="institution_id" value={institutionId} />
      <input type="hidden" name="op" value={op} />
      {Object.entries(fields ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {!tooLarge && state.status === 'error' && Object.keys(errors).length === 0 && <FormSummary state={state} />}
      <MediaErrors errors={errors} />
      {children}
      <SubmitButton>{submit}</SubmitButton>
    </form>
  )
}

function MediaErrors({ errors }: { errors: Record<string, string> }) {
  const t = useTranslations('profile.media.errors')
  const tv = useTranslations('validation')
  const list = Object.values(errors)
  if (list.length === 0) return null
  return (
    <div className="form-summary" role="alert">
      {list.map((e) => (
        <p key={e}>{t.has(e) ? t(e) : tv.has(e) ? tv(e) : tv('invalid')}</p>
      ))}
    </div>
  )
}

function AltInputs({ alt, prefix }: { alt?: MediaImage['alt']; prefix: string }) {
  const t = useTranslations('profile.media')
  const tl = useTranslations('locale')
  return (
    <div className="media-alts">
      {LOCALES.map((l) => (
        <FormInput key={l} id={`${prefix}-alt_${l}`} name={`alt_${l}`} label={t('altLabel', { language: tl(l) })} value={alt?.[l] ?? ''} maxLength={200} />
      ))}
    </div>
  )
}

function Upload({ institutionId, slot, label }: { institutionId: number; slot: 'logo' | 'header' | 'images'; label: string }) {
  const t = useTranslations('profile.media')
  return (
    <MediaForm institutionId={institutionId} op="upload" fields={{ slot }} submit={t('upload')}>
      <div className="field">
        <label htmlFor={`file-${slot}`}>{label}</label>
        <input id={`file-${slot}`} type="file" name="file" accept="image/jpeg,image/png,image/webp,image/avif" aria-describedby={`file-${slot}-hint`} />
        <span className="field__hint" id={`file-${slot}-hint`}>
          {t('fileHint')}
        </span>
      </div>
      {slot !== 'header' && <AltInputs prefix={slot} />}
    </MediaForm>
  )
}

function Single({ institutionId, slot, image, name }: { institutionId: number; slot: 'logo' | 'header'; image: MediaImage | null; name: string }) {
  const t = useTranslations('profile.media')
  return (
    <section className="media-slot" aria-labelledby={`media-${slot}`}>
      <h3 id={`media-${slot}`}>{t(`${slot}Title`)}</h3>
      <p className="muted">{t(`${slot}Hint`)}</p>
      {image ? (
        <div className="media-current">
          {/* eslint-disable-next-line @next/next/no-img-element -- a stored upload, sized by CSS */}
          <img src={image.url} alt={image.alt.de || t('currentAlt', { name })} className={`media-current__${slot}`} />
          <MediaForm institutionId={institutionId} op="remove" fields={{ media: String(image.id) }} submit={t('remove')} className="inline-form" />
        </div>
      ) : (
        <p className="empty">{t('none')}</p>
      )}
      <Upload institutionId={institutionId} slot={slot} label={image ? t('replace') : t('choose')} />
    </section>
  )
}

export function MediaManager({
  institutionId,
  name,
  logo,
  header,
  images,
  videos,
}: {
  institutionId: number
  name: string
  logo: MediaImage | null
  header: MediaImage | null
  images: MediaImage[]
  videos: MediaVideo[]
}) {
  const t = useTranslations('profile.media')
  return (
    <div className="media-manager">
      <Single institutionId={institutionId} slot="logo" image={logo} name={name} />
      <Single institutionId={institutionId} slot="header" image={header} name={name} />
      <section className="media-slot" aria-labelledby="media-gallery">
        <h3 id="media-gallery">{t('galleryTitle')}</h3>
        <p className="muted">{t('galleryHint')}</p>
        {images.length === 0 ? (
          <p className="empty">{t('none')}</p>
        ) : (
          <ol className="media-gallery" data-testid="media-gallery">
            {images.map((image, index) => (
              <li key={image.id} className="card media-gallery__item">
                {/* eslint-disable-next-line @next/next/no-img-element -- a stored upload, sized by CSS */}
                <img src={image.url} alt={image.alt.de || t('imageAlt', { number: index + 1 })} />
                <MediaForm institutionId={institutionId} op="alt" fields={{ media: String(image.id) }} submit={t('saveAlt')}>
                  <AltInputs alt={image.alt} prefix={`i${image.id}`} />
                </MediaForm>
                <div className="media-gallery__actions">
                  {index > 0 && <MediaForm institutionId={institutionId} op="move" fields={{ media: String(image.id), by: '-1' }} submit={t('moveUp')} className="inline-form" />}
                  {index < images.length - 1 && (
                    <MediaForm institutionId={institutionId} op="move" fields={{ media: String(image.id), by: '1' }} submit={t('moveDown')} className="inline-form" />
                  )}
                  <MediaForm institutionId={institutionId} op="remove" fields={{ media: String(image.id) }} submit={t('remove')} className="inline-form" />
                </div>
              </li>
            ))}
          </ol>
        )}
        <Upload institutionId={institutionId} slot="images" label={t('addImage')} />
      </section>
      <section className="media-slot" aria-labelledby="media-videos">
        <h3 id="media-videos">{t('videosTitle')}</h3>
        <p className="muted">{t('videosHint')}</p>
        {videos.length > 0 && (
          <ul className="link-list" data-testid="media-videos">
            {videos.map((v, index) => (
              <li key={`${v.type}-${v.source}`}>
                <span>
                  {v.title || t('videoUntitled')} <span className="muted">({v.type === 'youtube' ? 'YouTube' : 'Vimeo'})</span>
                </span>
                <MediaForm institutionId={institutionId} op="removeVideo" fields={{ index: String(index) }} submit={t('remove')} className="inline-form" />
              </li>
            ))}
          </ul>
        )}
        <MediaForm institutionId={institutionId} op="video" submit={t('addVideo')}>
          <FormInput name="video_url" label={t('videoUrl')} hint={t('videoUrlHint')} type="url" inputMode="url" maxLength={300} />
          <FormInput name="video_title" label={t('videoTitle')} maxLength={120} />
        </MediaForm>
      </section>
    </div>
  )
}
