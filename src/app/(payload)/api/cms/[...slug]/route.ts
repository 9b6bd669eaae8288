import config from '@payload-config'
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'
import { guardCms } from '@/modules/access/cms-guard.server'

// Payload's REST API behind our gate (modules/access/cms-gate.ts, ADR 0014).
export const GET = guardCms(REST_GET(config))
export const POST = guardCms(REST_POST(config))
export const DELETE = guardCms(REST_DELETE(config))
export const PATCH = guardCms(REST_PATCH(config))
export const PUT = guardCms(REST_PUT(config))
export const OPTIONS = guardCms(REST_OPTIONS(config))
