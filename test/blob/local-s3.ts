import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import S3rver from 's3rver'

interface Teardown {
  teardown(fn: () => unknown): void
}

const BUCKET = 'oet-test'

/**
 * An S3-compatible server in this process, on a free loopback port, keeping its files in a
 * folder of its own; stopped and removed when the test ends. Answers the S3_URL of its bucket.
 */
export async function localS3(t: Teardown): Promise<string> {
  const directory = await mkdtemp(join(tmpdir(), 'oet-test-s3-'))
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: BUCKET, configs: [] }] })
  const { port } = await server.run()
  t.teardown(async () => {
    await server.close()
    await rm(directory, { recursive: true, force: true })
  })
  // s3rver's one account, whose requests it checks by their signature.
  return `http://S3RVER:S3RVER@127.0.0.1:${port}/${BUCKET}`
}
