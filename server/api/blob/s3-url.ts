/** S3_URL's shape, as told to whoever sets it. */
export const S3_URL_FORMAT = 'http(s)://ACCESS_KEY:SECRET@host:port/bucket[/prefix][?region=REGION]'

/**
 * S3_URL_FORMAT as a pattern, checked at start. The bucket follows S3's naming rules; credentials
 * with special characters are percent-encoded. No prefix folder starts with a dot, so there is no
 * "." or ".." that URL parsing would resolve away.
 */
export const S3_URL_PATTERN = String.raw`^https?://[^:@/?#\s]+:[^@/?#\s]+@[^@/?#\s]+/[a-z0-9][a-z0-9.-]{1,61}[a-z0-9](/[A-Za-z0-9_-][A-Za-z0-9_.-]*)*/?(\?[^#\s]*)?$`

export interface S3Location {
  /** The server, without credentials or path: path-style addressing puts the bucket in the path. */
  endpoint: string
  region: string
  accessKeyId: string
  secretAccessKey: string
  bucket: string
  /** Where this deployment's keys start inside the bucket ('' for the bucket's root), e.g. 'oet/'. */
  prefix: string
}

/** Reads an S3_URL (see S3_URL_PATTERN) into what an S3 client needs. */
export function parseS3Url(s3Url: string): S3Location {
  if (!new RegExp(S3_URL_PATTERN).test(s3Url)) {
    throw new Error(`S3_URL must look like ${S3_URL_FORMAT}`)
  }
  const url = new URL(s3Url)
  const [bucket = '', ...rest] = url.pathname.slice(1).split('/').filter(Boolean)
  const prefix = rest.join('/')
  return {
    endpoint: url.origin,
    region: url.searchParams.get('region') || 'us-east-1',
    accessKeyId: decodeURIComponent(url.username),
    secretAccessKey: decodeURIComponent(url.password),
    bucket,
    prefix: prefix ? `${prefix}/` : '',
  }
}
