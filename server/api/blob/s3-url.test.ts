import t from 'tap'
import { loadApiConfig } from '../config.ts'
import { ConfigError } from '../../common/env.ts'
import { parseS3Url } from './s3-url.ts'

t.test('an S3_URL gives the endpoint, decoded credentials, bucket, prefix and region', async (t) => {
  t.same(parseS3Url('http://oet:oetsecret@minio:9000/oet-prep'), {
    endpoint: 'http://minio:9000',
    region: 'us-east-1',
    accessKeyId: 'oet',
    secretAccessKey: 'oetsecret',
    bucket: 'oet-prep',
    prefix: '',
  })
  t.same(parseS3Url('https://AKIA%2B1:s%2Fe%40c%3Ar%25et@s3.example.test/my.bucket/prod/files/?region=eu-west-1'), {
    endpoint: 'https://s3.example.test',
    region: 'eu-west-1',
    accessKeyId: 'AKIA+1',
    secretAccessKey: 's/e@c:r%et',
    bucket: 'my.bucket',
    prefix: 'prod/files/',
  })
})

t.test('a malformed S3_URL is refused', async (t) => {
  const malformed = [
    'http://minio:9000/oet-prep',
    'http://oet@minio:9000/oet-prep',
    'http://oet:secret@minio:9000',
    'http://oet:secret@minio:9000/',
    'http://oet:secret@minio:9000/Upper_Case',
    'ftp://oet:secret@minio:9000/oet-prep',
    'minio:9000/oet-prep',
    'http://oet:secret@minio:9000/oet-prep/../other',
    'http://oet:secret@minio:9000/oet-prep/./x',
    'http://oet:secret@minio:9000/oet-prep/a%2F..',
  ]
  for (const url of malformed) t.throws(() => parseS3Url(url), /S3_URL must look like/, url)
})

t.test('the API host does not start with a malformed S3_URL, and the message keeps its secret', async (t) => {
  t.equal(loadApiConfig({ S3_URL: 'http://oet:oetsecret@minio:9000/oet-prep' }).S3_URL, 'http://oet:oetsecret@minio:9000/oet-prep')
  t.equal(loadApiConfig({}).S3_URL, undefined, 'unset: files stay in the directory')
  const error = t.throws(() => loadApiConfig({ S3_URL: 'http://oet:oetsecret@minio:9000' })) as ConfigError
  t.type(error, ConfigError)
  t.match(error.message, /S3_URL: expected http\(s\):\/\/ACCESS_KEY:SECRET@host:port\/bucket/)
  t.match(error.message, 'http://oet:***@minio:9000')
  t.notMatch(error.message, 'oetsecret')
})
