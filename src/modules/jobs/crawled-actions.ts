'use server'
import { z } from '@/lib/zod'
import { formValues, isForm, NOT_A_FORM, refused, type FormState } from '@/lib/form/form-state'
import { guarded } from '@/lib/form/guarded.server'
import { parseIdParam } from '@/lib/params'
import { payloadClient } from '@/lib/payload'
import { currentUser } from '../accounts/session.server'
import { declineCrawledJob, setFreeListings } from './crawled.server'

// Server actions for the ads read from an employer's website (ADR 0071): decline one, and the
// institution's switch for free listings. Who may is checked in crawled.server.ts; success and real
// failures end with their toasts (jobs.decline, jobs.freeListings*; ADR 0067).

/** Decline a crawled ad: it goes offline at once and is never listed again. */
export async function declineJobAction(_prev: FormState, form: FormData): Promise<FormState> {
  if (!isForm(form)) return NOT_A_FORM
  const id = parseIdParam(String(form.get('job_id') ?? ''))
  if (id === null) return refused('jobWizard.errors.notFound', form)
  if (form.get('confirm') !== 'on') return { status: 'error', fieldErrors: { confirm: 'confirmDecline' }, values: formValues(form) }
  return guarded(form, 'crawled ad not declined', 'toast.jobs.decline.error', async () => {
    const result = await declineCrawledJob(await payloadClient(), await currentUser(), id)
    return result.ok ? { status: 'success', message: 'toast.jobs.decline.success', values: formValues(form) } : refused('jobWizard.errors.notFound', form)
  })
}

const FreeListingsSchema = z.object({
  institution: z.string().transform((raw, ctx) => {
    const id = parseIdParam(raw)
    if (id === null) ctx.addIssue({ code: 'custom', message: 'invalid' })
    return id ?? 0
  }),
  disabled: z.enum(['true', 'false']).transform((v) => v === 'true'),
})

/** The institution's switch: free listings off (its crawled ads go offline at once) or on again. */
export async function freeListingsAction(_prev: FormState, form: FormData): Promise<FormState> {
  if (!isForm(form)) return NOT_A_FORM
  const parsed = FreeListingsSchema.safeParse({ institution: form.get('institution') ?? '', disabled: form.get('disabled') ?? '' })
  if (!parsed.success) return refused('validation.invalid', form)
  const { institution, disabled } = parsed.data
  return guarded(form, 'free listings not switched', 'toast.jobs.freeListings.error', async () => {
    const result = await setFreeListings(await payloadClient(), await currentUser(), institution, disabled)
    if (!result.ok) return refused('jobWizard.errors.notFound', form)
    return { status: 'success', message: result.disabled ? 'toast.jobs.freeListingsOff.success' : 'toast.jobs.freeListingsOn.success', values: formValues(form) }
  })
}
