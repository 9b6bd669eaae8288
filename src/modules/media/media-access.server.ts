import 'server-only'
import type { Payload } from 'payload'
import { relId } from '@/lib/relations'
import { isAdminUser } from '../access/access'
import { institutionRoleOf, mayManage, type Viewer } from '../institutions/membership.server'
import { isOnline } from '../jobs/state'

// Who may fetch an uploaded file (ADR 0049). The same answer for /media/…
// and for Payload's /api/cms/media/file/… (the media collection's read access):
// - an ad's PDF is public while the ad is online; otherwise only the team and the managers of its
//   institution get it;
// - the images of an employer profile are public once the team approved it (status active);
//   before (requested, rejected) only the team and the profile's members get them;
// - a file nothing refers to is public if the team uploaded it as content (articles, authors,
//   pages); one uploaded for an ad or a profile and not (or no longer) used is the team's only;
// - anyone else is told the file does not exist.
// The viewer is asked for only when the file is not public, so public files cost no session lookup.

export type MediaVerdict =
  /** anyone, for as long as the file lives (a year, immutable) */
  | { access: 'public'; cache: 'year'; downloadName: string | null }
  /** anyone, while the ad is online: kept briefly so it goes when the ad does */
  | { access: 'public'; cache: 'short'; downloadName: string | null }
  /** this viewer only: not kept by any cache */
  | { access: 'private'; downloadName: string | null }
  | { access: 'hidden' }
  | { access: 'missing' }

type ViewerOf = () => Promise<Viewer | null>

const SIZES = ['thumb', 'card', 'wide'] as const

export async function mediaVerdict(payload: Payload, filename: string, viewerOf: ViewerOf): Promise<MediaVerdict> {
  const { docs } = await payload.find({
    collection: 'media',
    where: { or: [{ filename: { equals: filename } }, ...SIZES.map((size) => ({ [`sizes.${size}.filename`]: { equals: filename } }))] },
    select: { kind: true, download_name: true },
    depth: 0,
    limit: 1,
    pagination: false,
    overrideAccess: true,
  })
  const media = docs[0]
  if (!media) return { access: 'missing' }
  const downloadName = media.download_name ?? null
  const [jobs, institutions] = await Promise.all([
    payload.find({
      collection: 'jobs',
      where: { pdf: { equals: media.id } },
      select: { status: true, paused: true, crawler_decline: true, online_from: true, online_until: true, institution: true },
      depth: 0,
      pagination: false,
      overrideAccess: true,
    }),
    payload.find({
      collection: 'institutions',
      where: { or: [{ logo: { equals: media.id } }, { header: { equals: media.id } }, { images: { equals: media.id } }] },
      select: { status: true },
      depth: 0,
      pagination: false,
      overrideAccess: true,
    }),
  ])
  if (jobs.docs.some((job) => isOnline(job))) return { access: 'public', cache: 'short', downloadName }
  if (institutions.docs.some((inst) => inst.status === 'active')) return { access: 'public', cache: 'year', downloadName }
  const used = jobs.docs.length > 0 || institutions.docs.length > 0
  if (!used && (media.kind ?? 'content') === 'content') return { access: 'public', cache: 'year', downloadName }

  const viewer = await viewerOf()
  if (!viewer) return { access: 'hidden' }
  if (isAdminUser(viewer as Parameters<typeof isAdminUser>[0])) return { access: 'private', downloadName }
  for (const job of jobs.docs) {
    const institution = relId(job.institution)
    if (institution !== null && mayManage(await institutionRoleOf(payload, viewer, institution))) return { access: 'private', downloadName }
  }
  for (const inst of institutions.docs) {
    if ((await institutionRoleOf(payload, viewer, inst.id)) !== null) return { access: 'private', downloadName }
  }
  return { access: 'hidden' }
}
