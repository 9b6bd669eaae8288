import { s3Storage } from '@payloadcms/storage-s3'
import type { Plugin } from 'payload'
import { objectStorage, type ObjectStorage } from '@/lib/env'
import { s3ClientConfig } from './object-storage'

/**
 * The storage adapter on the media collection: on with the S3_* settings, off without (uploads
 * then stay in MEDIA_DIR). Its fields (`prefix`, `_objectKey`) are in the schema either way, so one
 * set of migrations fits both (alwaysInsertFields).
 */
export function mediaStoragePlugin(storage: ObjectStorage | undefined = objectStorage()): Plugin {
  return s3Storage({
    enabled: Boolean(storage),
    alwaysInsertFields: true,
    bucket: storage?.bucket ?? '',
    config: storage ? s3ClientConfig(storage) : {},
    collections: { media: storage?.prefix ? { prefix: storage.prefix } : true },
  })
}
