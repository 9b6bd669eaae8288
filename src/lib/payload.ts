import 'server-only'
import { getPayload, type Payload } from 'payload'
import config from '@payload-config'

/** The shared Payload instance (cached by Payload itself per process). */
export function payloadClient(): Promise<Payload> {
  return getPayload({ config })
}
