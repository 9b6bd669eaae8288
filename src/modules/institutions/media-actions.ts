'use server'
import { z } from '@/lib/zod'
import { formValues, unexpectedFailure, type FormState, isForm, NOT_A_FORM } from '@/lib/form/form-state'
import { payloadClient } from '@/lib/payload'
import { currentUser } from '../accounts/session.server'
import { addVideo, moveProfileImage, removeProfileImage, removeVideo, saveImageAlt, uploadProfileImage, IMAGE_MAX_BYTES } from './media-write.server'
import { AltSchema, VideoSchema } from './profile-schema'
import type { WriteResult } from './profile-write.server'
import { idTextSchema } from '@/lib/params'

// The media screen's one action: each of its small forms names its operation ("op"). Parsed with
// Zod, checked on the server (media-write.server.ts), answered with catalogue keys; only a real
// failure gets the support toast (docs/product-rules.md#errors).

const Id = idTextSchema()
const Op = z.discriminatedUnion('op', [
  z.object({
    op: z.literal('upload'),
    institution_id: Id,
    slot: z.enum(['logo', 'header', 'images']),
    alt_de: z.string().max(200).optional(),
    alt_fr: z.string().max(200).optional(),
    alt_it: z.string().max(200).optional(),
  }),
  z.object({ op: z.literal('remove'), institution_id: Id, media: Id }),
  z.object({ op: z.literal('move'), institution_id: Id, media: Id, by: z.enum(['-1', '1']).transform(Number) }),
  AltSchema.extend({ op: z.literal('alt'), institution_id: Id }),
  VideoSchema.extend({ op: z.literal('video'), institution_id: Id }),
  z.object({
    op: z.literal('removeVideo'),
    institution_id: Id,
    index: z
      .string()
      .regex(/^\d{1,2}$/)
      .transform(Number),
  }),
])

const alt = (v: string | undefined) => v?.trim() || null

function answerOf(result: WriteResult, form: FormData): FormState {
  if (result.ok) return { status: 'success', message: 'toast.institution.media.success', values: { op: String(form.get('op')) } }
  if (result.field) return { status: 'error', fieldErrors: { [result.field]: result.message ?? 'invalid' }, values: formValues(form) }
  return { status: 'error', fieldErrors: {}, formError: `profile.errors.${result.reason}`, values: formValues(form) }
}

export async function mediaAction(_prev: FormState, form: FormData): Promise<FormState> {
  if (!isForm(form)) return NOT_A_FORM
  const parsed = Op.safeParse(Object.fromEntries([...form.entries()].filter(([, v]) => typeof v === 'string')))
  if (!parsed.success) {
    const fieldErrors: Record<string, string> = {}
    for (const issue of parsed.error.issues) fieldErrors[String(issue.path[0] ?? '_form')] ??= issue.message.length < 40 ? issue.message : 'invalid'
    return { status: 'error', fieldErrors, values: formValues(form) }
  }
  try {
    const payload = await payloadClient()
    const viewer = await currentUser()
    const op = parsed.data
    const id = op.institution_id
    switch (op.op) {
      case 'upload': {
        const file = form.get('file')
        if (!(file instanceof File) || file.size === 0) return { status: 'error', fieldErrors: { file: 'imageMissing' }, values: formValues(form) }
        if (file.size > IMAGE_MAX_BYTES) return { status: 'error', fieldErrors: { file: 'imageSize' }, values: formValues(form) }
        const data = Buffer.from(await file.arrayBuffer())
        return answerOf(await uploadProfileImage(payload, viewer, id, op.slot, data, { de: alt(op.alt_de), fr: alt(op.alt_fr), it: alt(op.alt_it) }), form)
      }
      case 'remove':
        return answerOf(await removeProfileImage(payload, viewer, id, op.media), form)
      case 'move':
        return answerOf(await moveProfileImage(payload, viewer, id, op.media, op.by === -1 ? -1 : 1), form)
      case 'alt':
        return answerOf(await saveImageAlt(payload, viewer, id, op.media, { de: op.alt_de, fr: op.alt_fr, it: op.alt_it }), form)
      case 'video':
        return answerOf(await addVideo(payload, viewer, id, op.video_url, op.video_title), form)
      case 'removeVideo':
        return answerOf(await removeVideo(payload, viewer, id, op.index), form)
    }
  } catch (err) {
    if (err && typeof err === 'object' && 'digest' in err && typeof err.digest === 'string' && err.digest.startsWith('NEXT_')) throw err
    ;(await payloadClient()).logger.error({ err }, 'institution media not saved')
    return unexpectedFailure('profile.errors.failed', form)
  }
}
