import 'server-only'
import type { Payload } from 'payload'
import sharp from 'sharp'
import { LOCALES, type Locale } from '@/i18n/locales'
import { oneAtATime } from '@/lib/one-at-a-time'
import { relId, relIds } from '@/lib/relations'
import { IMAGE_UPLOADS_PER_USER } from '../limits/rules'
import { takeLimit } from '../limits/take.server'
import { institutionRoleOf, mayManage, type Viewer } from './membership.server'
import { IMAGE_MAX_BYTES, videoOf } from './profile-schema'
import type { WriteResult } from './profile-write.server'

// Logo, header, gallery and videos of an employer profile. An upload is
// decoded by sharp before it is stored: only real JPEG, PNG, WebP or AVIF bitmaps of a sane size
// pass (the browser's file type is not trusted; SVG is refused, it can carry script). Payload then
// stores a WebP original of at most 2400 px and the page sizes (media.collection.ts).
// What an upload may cost (ADR 0052): at most IMAGE_MAX_PIXELS, read from the
// header before anything is decoded; one decode at a time in this process (a short, bounded queue);
// IMAGE_UPLOADS_PER_USER stored images per account and hour.

export type ImageSlot = 'logo' | 'header' | 'images'
export { IMAGE_MAX_BYTES }
/** 25 megapixels: a 24 MP phone photo (5712 × 4284) passes; decoding costs about 3 bytes a pixel. */
export const IMAGE_MAX_PIXELS = 25_000_000
/** Payload decodes and resizes an accepted image here, one at a time; a few may wait, briefly. */
const decoding = oneAtATime({ maxWaiting: 4, waitMs: 20_000 })
export const GALLERY_MAX = 20
export const VIDEOS_MAX = 10
const FORMATS = new Set(['jpeg', 'png', 'webp', 'avif'])
const MIME: Record<string, string> = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp', avif: 'image/avif' }

type Alts = Partial<Record<Locale, string | null>>

async function editableProfile(payload: Payload, viewer: Viewer | null, id: number) {
  const role = await institutionRoleOf(payload, viewer, id)
  if (!role || role === 'rejected') return null
  const doc = await payload.findByID({ collection: 'institutions', id, depth: 0, overrideAccess: true, disableErrors: true })
  if (!doc) return null
  // As for every edit: managers, and the requester of a new profile while it waits.
  return mayManage(role) || (role === 'requested' && doc.status === 'requested') ? doc : null
}

const notFound: WriteResult = { ok: false, reason: 'notFound' }

export type ImageCheck = 'ok' | 'imageType' | 'imageSize' | 'imagePixels'

/** Whether a file is an image we take; the reason key otherwise. Reads the header only (no decode). */
export async function checkImage(data: Buffer): Promise<ImageCheck> {
  if (data.byteLength > IMAGE_MAX_BYTES) return 'imageSize'
  try {
    // No pixel limit here: metadata() decodes nothing, and the count is compared below with our own.
    const meta = await sharp(data, { limitInputPixels: false }).metadata()
    if (!meta.format || !FORMATS.has(meta.format)) return 'imageType'
    const width = meta.width ?? 0
    const height = meta.pageHeight ?? meta.height ?? 0
    if (width < 16 || height < 16) return 'imageType'
    return width * height * Math.max(1, meta.pages ?? 1) > IMAGE_MAX_PIXELS ? 'imagePixels' : 'ok'
  } catch {
    return 'imageType'
  }
}

async function storeImage(payload: Payload, data: Buffer, name: string, alts: Alts): Promise<number> {
  const format = (await sharp(data).metadata()).format ?? 'jpeg'
  const safeName = `${name.replace(/[^a-z0-9-]+/gi, '-').slice(0, 60) || 'bild'}.${format === 'jpeg' ? 'jpg' : format}`
  const media = await payload.create({
    collection: 'media',
    // A profile's image: public once the team approved the profile (ADR 0049); stored under a random name.
    data: { alt: alts.de ?? null, kind: 'profile' },
    locale: 'de',
    file: { data, mimetype: MIME[format] ?? 'image/jpeg', name: safeName, size: data.byteLength },
    overrideAccess: true,
  })
  for (const locale of LOCALES.filter((l) => l !== 'de')) {
    if (alts[locale]) await payload.update({ collection: 'media', id: media.id, data: { alt: alts[locale] }, locale, overrideAccess: true })
  }
  return media.id
}

/** Adds an image: the logo or the header replace the current one, the gallery grows (up to GALLERY_MAX). */
export async function uploadProfileImage(payload: Payload, viewer: Viewer | null, id: number, slot: ImageSlot, data: Buffer, alts: Alts): Promise<WriteResult> {
  const doc = await editableProfile(payload, viewer, id)
  if (!doc) return notFound
  const check = await checkImage(data)
  if (check !== 'ok') return { ok: false, reason: 'notFound', field: 'file', message: check }
  const images = relIds(doc.images)
  if (slot === 'images' && images.length >= GALLERY_MAX) return { ok: false, reason: 'tooMany', field: 'file', message: 'galleryFull' }
  // The viewer is known here (editableProfile found a role for them).
  if (!(await takeLimit(payload, IMAGE_UPLOADS_PER_USER, String(viewer?.id))).ok) return { ok: false, reason: 'tooMany', field: 'file', message: 'uploadLimit' }
  const stored = await decoding.run(() => storeImage(payload, data, `${doc.slug}-${slot}`, alts))
  if (!stored.ok) return { ok: false, reason: 'tooMany', field: 'file', message: 'imageBusy' }
  const mediaId = stored.value
  const replaced = slot === 'images' ? null : relId(doc[slot])
  await payload.update({ collection: 'institutions', id, data: slot === 'images' ? { images: [...images, mediaId] } : { [slot]: mediaId }, overrideAccess: true })
  if (replaced !== null) await payload.delete({ collection: 'media', id: replaced, overrideAccess: true }).catch(() => undefined)
  return { ok: true, id }
}

/** Whether a media row is one of this profile's images (never touch another profile's). */
function owns(doc: { logo?: unknown; header?: unknown; images?: unknown }, mediaId: number): boolean {
  return relId(doc.logo) === mediaId || relId(doc.header) === mediaId || relIds(doc.images).includes(mediaId)
}

export async function removeProfileImage(payload: Payload, viewer: Viewer | null, id: number, mediaId: number): Promise<WriteResult> {
  const doc = await editableProfile(payload, viewer, id)
  if (!doc || !owns(doc, mediaId)) return notFound
  const data = relId(doc.logo) === mediaId ? { logo: null } : relId(doc.header) === mediaId ? { header: null } : { images: relIds(doc.images).filter((m) => m !== mediaId) }
  await payload.update({ collection: 'institutions', id, data, overrideAccess: true })
  await payload.delete({ collection: 'media', id: mediaId, overrideAccess: true }).catch(() => undefined)
  return { ok: true, id }
}

/** Moves a gallery image one place earlier (-1) or later (+1). */
export async function moveProfileImage(payload: Payload, viewer: Viewer | null, id: number, mediaId: number, by: -1 | 1): Promise<WriteResult> {
  const doc = await editableProfile(payload, viewer, id)
  const images = doc ? relIds(doc.images) : []
  const from = images.indexOf(mediaId)
  if (!doc || from < 0) return notFound
  const to = Math.min(images.length - 1, Math.max(0, from + by))
  images.splice(to, 0, ...images.splice(from, 1))
  await payload.update({ collection: 'institutions', id, data: { images }, overrideAccess: true })
  return { ok: true, id }
}

export async function saveImageAlt(payload: Payload, viewer: Viewer | null, id: number, mediaId: number, alts: Alts): Promise<WriteResult> {
  const doc = await editableProfile(payload, viewer, id)
  if (!doc || !owns(doc, mediaId)) return notFound
  for (const locale of LOCALES) await payload.update({ collection: 'media', id: mediaId, data: { alt: alts[locale] ?? null }, locale, overrideAccess: true })
  return { ok: true, id }
}

export async function addVideo(payload: Payload, viewer: Viewer | null, id: number, url: string, title: string | null): Promise<WriteResult> {
  const doc = await editableProfile(payload, viewer, id)
  const video = videoOf(url)
  if (!doc) return notFound
  if (!video) return { ok: false, reason: 'notFound', field: 'video_url', message: 'videoUrl' }
  const videos = doc.videos_ext ?? []
  if (videos.length >= VIDEOS_MAX) return { ok: false, reason: 'tooMany', field: 'video_url', message: 'videosFull' }
  await payload.update({
    collection: 'institutions',
    id,
    data: { videos_ext: [...videos.map(({ type, source, title: t }) => ({ type, source, title: t })), { ...video, title }] },
    overrideAccess: true,
  })
  return { ok: true, id }
}

export async function removeVideo(payload: Payload, viewer: Viewer | null, id: number, index: number): Promise<WriteResult> {
  const doc = await editableProfile(payload, viewer, id)
  const videos = doc?.videos_ext ?? []
  if (!doc || index < 0 || index >= videos.length) return notFound
  await payload.update({
    collection: 'institutions',
    id,
    data: { videos_ext: videos.filter((_, i) => i !== index).map(({ type, source, title }) => ({ type, source, title })) },
    overrideAccess: true,
  })
  return { ok: true, id }
}
