import { Readable } from 'node:stream'

/**
 * A stream as a media service should read it. The services listen for their input's errors only
 * once they start reading (after making their temporary folder): an error met before then (an
 * upload cut off, a body found wrong) would be missed, and the service would wait for the end of
 * a stream that never comes. Read through an iterator, the error reaches it at its first read.
 */
export const deferErrors = (source: Readable) => Readable.from(source, { objectMode: false })
