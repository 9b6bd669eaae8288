import { NextRequest } from 'next/server'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { createEssential, createInstitution, createJob, createUser, tokenFor } from '../support/factories'
import { freshPayload } from '../support/test-db'

// The two job shapes, from the same stored ad: the public "Job" (GET /api/fn/data/job) and
// the employer's "Job (with content)" (GET /api/fn/user/job). The fields they share come from one
// mapping and must read the same in both, with the values the ad was stored with.

let payload: Payload
let jobId = 0
const DAY = 86_400_000

async function get(path: string, token?: string): Promise<{ status: number; body: Record<string, unknown> }> {
  const [name, query] = path.split('?')
  const route = await import(`@/app/api/fn/${name}/route`)
  const res: Response = await route.GET(new NextRequest(`http://localhost/api/fn/${name}?${query}`, { headers: token ? { Authorization: `JWT ${token}` } : undefined }))
  return { status: res.status, body: (await res.json()) as Record<string, unknown> }
}

beforeAll(async () => {
  payload = await freshPayload()
  const region = await createEssential(payload, 'regions', 'LU', 'Luzern')
  const category = await createEssential(payload, 'categories', 'CLINIC', 'Klinik')
  const level = await createEssential(payload, 'levels', 'RESIDENT', 'Assistenzarzt')
  const field = await createEssential(payload, 'fields', 'NEUROLOGY', 'Neurologie')
  const field2 = await createEssential(payload, 'fields', 'PSYCHIATRY', 'Psychiatrie')
  const institution = await createInstitution(payload, { name: 'Klinik Pilatus', region, category })
  await createUser(payload, { email: 'hr@pilatus.example', role: 'ROLE_INSTITUTION', manages: institution })
  jobId = await createJob(payload, {
    title: 'Assistenzärztin/-arzt Neurologie',
    institution,
    fields: [field, field2],
    levels: [level],
    pensum_min: 60,
    pensum_max: 80,
    available_from_type: 'date',
    available_from: '2027-02-01T00:00:00.000Z',
    online_from: new Date(Date.now() - DAY).toISOString(),
    online_until: new Date(Date.now() + 30 * DAY).toISOString(),
    salary_min: 95_000,
    salary_max: 105_000,
    apply: 'https://jobs.pilatus.example/apply',
    original: 'javascript:alert(1)',
    content: { teaser: 'Neurologie am See.', task: 'Stationsarbeit.' },
  })
})

describe('the public and the employer job shapes', () => {
  it('carry the shared fields as stored, the same in both', async () => {
    const pub = await get(`data/job?locale=de&slug=${jobId}`)
    const own = await get(`user/job?id=${jobId}`, await tokenFor(payload, 'hr@pilatus.example'))
    expect(pub.status).toBe(200)
    expect(own.status).toBe(200)
    const expected = {
      id: jobId,
      slug: 'assistenz-rztin-arzt-neurologie',
      type: 'text',
      title: 'Assistenzärztin/-arzt Neurologie',
      pensum_min: 60,
      pensum_max: 80,
      available_from: '2027-02-01T00:00:00.000Z',
      is_agreement: false,
      crawler_job: false,
      crawler_decline: false,
      fields: ['NEUROLOGY', 'PSYCHIATRY'],
      levels: ['RESIDENT'],
      // an unsafe link is never handed on
      original: null,
      apply: 'https://jobs.pilatus.example/apply',
      salary_min: 95_000,
      salary_max: 105_000,
      locale: 'de',
    }
    expect(pub.body).toMatchObject(expected)
    expect(own.body).toMatchObject(expected)
    for (const key of ['online_from', 'online_until', 'institution']) expect(own.body[key]).toEqual(pub.body[key])
  })
})
