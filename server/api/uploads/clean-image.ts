import { pipeline, type Readable } from 'node:stream'
import { IMAGE_MAX_INPUT_PIXELS } from '#shared/media/upload-limits.ts'
import { HttpError } from '../errors.ts'

/** The image formats a test's figure may be, re-encoded as themselves. */
export type CleanedFormat = 'jpeg' | 'png' | 'webp'

/**
 * A staff image as it is kept, cleaned as students' photos are on the web server (decision 0086):
 * decoded by sharp (so only a real image gets through), turned upright from its EXIF orientation,
 * and re-encoded with no metadata at all (no EXIF with its GPS position, XMP, ICC or comments).
 * It keeps its own format and size: a chart stays a lossless PNG, a figure's transparency stays.
 * Streams: `source` goes in as it is counted, the cleaned image comes out; an error of either
 * (the byte limit, a damaged image) ends the output with that error.
 */
export async function cleanImage(source: Readable, format: CleanedFormat): Promise<Readable> {
  // Loaded with the first image, not at every start of the API host.
  const { default: sharp } = await import('sharp')
  const encoder = sharp({ failOn: 'error', limitInputPixels: IMAGE_MAX_INPUT_PIXELS, autoOrient: true })
  if (format === 'jpeg') encoder.jpeg({ quality: 90, mozjpeg: true })
  else if (format === 'png') encoder.png({ compressionLevel: 9 })
  else encoder.webp({ quality: 90 })
  return pipeline(source, encoder, () => {})
}

/** A sharp error as the admin should hear it; an error of ours (the byte limit) as it is. */
export function imageFailure(error: unknown): unknown {
  if (error instanceof HttpError) return error
  const reason = error instanceof Error ? error.message : String(error)
  const headers = { connection: 'close' }
  if (/pixel limit/i.test(reason)) {
    return new HttpError(413, `This image has more than ${IMAGE_MAX_INPUT_PIXELS / 1_000_000} megapixels. Please upload a smaller image.`, { headers })
  }
  return new HttpError(415, "This image is damaged or incomplete and can't be read. Please export it again and upload it.", { headers })
}
