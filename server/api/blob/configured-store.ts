import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { directoryBlobStore } from './directory-store.ts'
import { s3BlobStore } from './s3-store.ts'
import type { BlobStore } from './store.ts'

export interface BlobStoreConfig {
  /** S3_URL: an S3-compatible bucket, shared by every replica; wins over the directory. */
  s3Url?: string | undefined
  /** BLOB_DIR: where files are kept. */
  blobDir?: string | undefined
  /** DATA_DIR: files go under DATA_DIR/blobs when BLOB_DIR is unset. */
  dataDir: string
}

/**
 * The directory of the configured blob store: BLOB_DIR, else DATA_DIR/blobs. A throwaway
 * in-memory database gets a throwaway directory too.
 */
export function blobDirOf({ blobDir, dataDir }: BlobStoreConfig): string {
  if (blobDir) return blobDir
  return dataDir.startsWith('memory://') ? join(tmpdir(), `oet-prep-blobs-${process.pid}`) : join(dataDir, 'blobs')
}

/** The blob store of this configuration: the same for the API host and the CLI scripts. */
export const configuredBlobStore = (config: BlobStoreConfig): BlobStore =>
  config.s3Url ? s3BlobStore(config.s3Url) : directoryBlobStore(blobDirOf(config))
