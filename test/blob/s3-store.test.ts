import t from 'tap'
import { s3BlobStore } from '#api/blob/s3-store.ts'
import { localS3 } from './local-s3.ts'
import { blobStoreSuite, bytesOf } from './store-suite.ts'

const s3Url = await localS3(t)
let stores = 0
// Each test its own prefix in the one bucket: an empty store, and S3_URL's prefix in use.
blobStoreSuite(t, async () => s3BlobStore(`${s3Url}/run-${++stores}`))

t.test('two stores on one S3_URL see each other\'s files, as replicas of the API host do', async (t) => {
  const one = s3BlobStore(`${s3Url}/shared`)
  const other = s3BlobStore(`${s3Url}/shared/`)
  await one.put('media/s.ogg', Buffer.from('from one replica'), 'audio/ogg')
  t.same(await bytesOf(other.read('media/s.ogg')), Buffer.from('from one replica'))
  await other.delete('media/s.ogg')
  t.equal(await one.stat('media/s.ogg'), null)
})

t.test('the prefix keeps keys apart inside the bucket', async (t) => {
  const root = s3BlobStore(s3Url)
  const prefixed = s3BlobStore(`${s3Url}/deploy/a`)
  await prefixed.put('media/p.ogg', Buffer.from('p'), 'audio/ogg')
  t.same(await root.stat('deploy/a/media/p.ogg'), { size: 1, contentType: 'audio/ogg' })
  t.equal(await root.stat('media/p.ogg'), null)
})

t.test('a server that does not answer is an error, not a missing file', async (t) => {
  const closed = s3BlobStore('http://S3RVER:S3RVER@127.0.0.1:9/oet-test')
  await t.rejects(closed.stat('media/x.ogg'))
})

t.test('at start, a bucket that cannot be used stops the host with what to fix', async (t) => {
  await t.resolves(s3BlobStore(s3Url).ready(), 'the bucket is there: the host starts')
  const port = new URL(s3Url).port
  await t.rejects(s3BlobStore(s3Url.replace(/oet-test$/, 'no-such-bucket')).ready(), {
    name: 'ConfigError',
    message: `S3_URL: the bucket "no-such-bucket" at http://127.0.0.1:${port} cannot be used: it does not exist; create it first.`,
  })
  await t.rejects(s3BlobStore(s3Url.replace('S3RVER:S3RVER', 'nobody:wrong-secret')).ready(), {
    name: 'ConfigError',
    message: /cannot be used: its access key may not use it\.$/,
  })
  await t.rejects(s3BlobStore('http://S3RVER:S3RVER@127.0.0.1:9/oet-test').ready(), {
    name: 'ConfigError',
    message: /^S3_URL: the bucket "oet-test" at http:\/\/127\.0\.0\.1:9 cannot be used: the server did not answer \(.+\)\.$/,
  })
})
