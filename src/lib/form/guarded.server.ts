import 'server-only'
import { payloadClient } from '@/lib/payload'
import { unexpectedFailure, type FormState } from './form-state'

/** Next's own redirect and notFound are thrown as errors too; they are no failures and must pass. */
export function isNextSignal(err: unknown): boolean {
  return !!err && typeof err === 'object' && 'digest' in err && typeof err.digest === 'string' && err.digest.startsWith('NEXT_')
}

/**
 * Runs the work of a server action. An exception is a real failure: logged with `what`, answered
 * with `failure` (a catalogue key naming the support address), which the form shows as the error
 * toast instead of the error page (docs/product-rules.md#errors, ADR 0067).
 */
export async function guarded(form: FormData, what: string, failure: string, run: () => Promise<FormState>): Promise<FormState> {
  try {
    return await run()
  } catch (err) {
    if (isNextSignal(err)) throw err
    try {
      ;(await payloadClient()).logger.error({ err }, what)
    } catch {
      console.error(what, err)
    }
    return unexpectedFailure(failure, form)
  }
}
