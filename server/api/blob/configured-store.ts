import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { directoryBlobStore } from './directory-store.ts'
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

/**
 * The blob store of this configuration: the same for the API host and the CLI scripts. The AWS
 * SDK is loaded only for a bucket: a fifth of a second at every start of a machine without one.
 */
export async function configuredBlobStore(config: BlobStoreConfig): Promise<BlobStore> {
  if (!config.s3Url) return directoryBlobStore(blobDirOf(config))
  const { s3BlobStore } = await import('./s3-store.ts')
  return s3BlobStore(config.s3Url)
}
