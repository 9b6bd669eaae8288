import crypto from 'node:crypto'
import pg from 'pg'
import type { Payload } from 'payload'
import { inject } from 'vitest'

/** A database on the test run's server (the template's URL with another database name). */
export function databaseUrl(database: string): string {
  const url = new URL(inject('pgUrl'))
  url.pathname = `/${database}`
  return url.toString()
}

/**
 * A fresh database copied from the migrated template, and a Payload instance on it.
 * Call once per test file (beforeAll); each file runs in its own process.
 */
export async function freshPayload(): Promise<Payload> {
  const name = `t_${crypto.randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: databaseUrl('postgres') })
  await admin.connect()
  await admin.query(`CREATE DATABASE "${name}" TEMPLATE helvemed_template`)
  await admin.end()
  process.env.DATABASE_URL = databaseUrl(name)
  process.env.PAYLOAD_SECRET ??= 'integration-test-secret-0123456789'
  const { getPayload } = await import('payload')
  const { default: config } = await import('@payload-config')
  return getPayload({ config })
}
