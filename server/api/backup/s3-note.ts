/** The bucket of an S3_URL without its access key and secret, for a message an operator reads. */
export function redactedS3Url(s3Url: string): string {
  const url = new URL(s3Url)
  url.username = ''
  url.password = ''
  url.search = ''
  return url.href
}
