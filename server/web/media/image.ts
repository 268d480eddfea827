import { availableParallelism } from 'node:os'
import type { Readable } from 'node:stream'
import type { default as SharpConstructor, Sharp } from 'sharp'
import { isImageFormat, sniffFormat, type ImageFormat } from '#shared/media/sniff.ts'
import { IMAGE_MAX_INPUT_PIXELS, WRITING_IMAGE_MAX_BYTES } from '#shared/media/upload-limits.ts'
import { MediaError, photoTooLarge } from './errors.ts'
import { mediaJobs } from './media-jobs.ts'
import { spoolToFile } from '../../common/media/spool.ts'

export interface ImageOptions {
  /** Largest upload accepted, in bytes (413 past it). */
  maxBytes: number
  /** Largest decoded image accepted, in pixels: a small file can unpack to gigabytes (413 past it). */
  maxInputPixels: number
  /** The output's longest side, in pixels; smaller images are never enlarged. */
  maxLongSide: number
  /** mozjpeg quality, 1-100. */
  quality: number
  /** Where uploads are spooled while they are read; the system's temporary folder by default. */
  tmpDir?: string
}

export const IMAGE_DEFAULTS: ImageOptions = {
  maxBytes: WRITING_IMAGE_MAX_BYTES,
  maxInputPixels: IMAGE_MAX_INPUT_PIXELS,
  maxLongSide: 2400,
  quality: 82,
}

export interface NormalisedImage {
  /** The clean JPEG: upright, sRGB, no metadata at all (no EXIF, GPS, XMP, ICC or comments). */
  buffer: Buffer
  contentType: 'image/jpeg'
  width: number
  height: number
  /** Bytes read from the upload. */
  bytesIn: number
  bytesOut: number
  /** What the upload's content turned out to be. */
  sourceFormat: ImageFormat
}

export const HEIC_MESSAGE =
  "iPhone photos in HEIC format can't be read here. On your iPhone choose Settings › Camera › Formats › Most Compatible, " +
  'or send a screenshot of the photo, and upload again.'

/**
 * sharp (libvips), loaded with the first photo rather than at every start, and set up once:
 * `canDecodeHeic` says whether this build has an HEVC decoder (sharp's prebuilt one reads AVIF only).
 */
let loaded: Promise<{ sharp: typeof SharpConstructor; canDecodeHeic: boolean }> | undefined
export const loadSharp = () =>
  (loaded ??= import('sharp').then(({ default: sharp }) => {
    // Every upload is a new file: libvips' operation cache would only hold memory and open files.
    sharp.cache(false)
    // imageJobs already decodes one image per core; more libvips threads per image would only
    // contend for the same cores and hold more buffers.
    sharp.concurrency(1)
    return { sharp, canDecodeHeic: sharp.format.heif.input.fileSuffix?.includes('.heic') ?? false }
  }))

/**
 * Images decoded at once: each holds a decoded photo in memory, so 40 uploads arriving together
 * queue here (their files already spooled to disk) instead of all decoding at once.
 */
export const imageJobs = mediaJobs('sharp', availableParallelism())

const notAnImage = () =>
  new MediaError(415, 'IMAGE_NOT_RECOGNISED', 'This file is not a photo. Please upload photos of your answer as JPEG, PNG or WebP images.')

/**
 * Normalises one uploaded image read from `input`: checks by its content that it is an image,
 * turns it upright from its EXIF orientation, shrinks its longest side to `maxLongSide`, and
 * re-encodes it as a mozjpeg JPEG without any metadata. The upload is streamed to a
 * temporary file (deleted before this returns), never held whole in memory.
 * Throws MediaError: 415 not an image, damaged, or HEIC this build can't read; 413 too many bytes or pixels.
 * A refused upload's remaining bytes are read and discarded (see spoolToFile).
 */
export async function normaliseImage(input: Readable, options: Partial<ImageOptions> = {}): Promise<NormalisedImage> {
  const settings = { ...IMAGE_DEFAULTS, ...options }
  const { sharp, canDecodeHeic } = await loadSharp()
  let sourceFormat: ImageFormat | undefined
  const spooled = await spoolToFile(input, {
    maxBytes: settings.maxBytes,
    dir: settings.tmpDir,
    tooLarge: () => new MediaError(413, 'IMAGE_TOO_LARGE', photoTooLarge(settings.maxBytes)),
    async checkHead(head) {
      const format = await sniffFormat(head)
      if (!isImageFormat(format)) throw notAnImage()
      sourceFormat = format
      if (sourceFormat === 'heic' && !canDecodeHeic) throw new MediaError(415, 'HEIC_UNSUPPORTED', HEIC_MESSAGE)
    },
  })
  try {
    const format = sourceFormat!
    const { data, info } = await imageJobs.run(() => encode(sharp(spooled.path, { limitInputPixels: settings.maxInputPixels, failOn: 'error', autoOrient: true }), settings)).catch((error: unknown) => {
      throw decodeFailure(error, format, settings)
    })
    return { buffer: data, contentType: 'image/jpeg', width: info.width, height: info.height, bytesIn: spooled.bytes, bytesOut: data.length, sourceFormat: format }
  } finally {
    await spooled.remove()
  }
}

function encode(image: Sharp, settings: ImageOptions) {
  return (
    image
      .resize({ width: settings.maxLongSide, height: settings.maxLongSide, fit: 'inside', withoutEnlargement: true })
      // A transparent PNG (a scan, a screenshot) would turn black in a JPEG: paper is white.
      .flatten({ background: '#ffffff' })
      // mozjpeg's trellis quantisation makes files ~20% smaller than libjpeg-turbo at the same
      // quality; its scan optimisation would cost another ~30% CPU for ~1% less, so it is left out.
      .jpeg({ quality: settings.quality, mozjpeg: true, optimiseScans: false })
      .toBuffer({ resolveWithObject: true })
  )
}

/** Sharp's error for an upload that passed the content check but can't be decoded, as the student should hear it. */
function decodeFailure(error: unknown, format: ImageFormat, settings: ImageOptions) {
  const reason = error instanceof Error ? error.message : String(error)
  if (/pixel limit/i.test(reason)) {
    const megapixels = Math.round(settings.maxInputPixels / 1_000_000)
    return new MediaError(413, 'IMAGE_TOO_MANY_PIXELS', `This image is too large to process (more than ${megapixels} megapixels). Please upload an ordinary photo or a screenshot.`, { cause: error })
  }
  if (format === 'heic') return new MediaError(415, 'HEIC_UNSUPPORTED', HEIC_MESSAGE, { cause: error })
  return new MediaError(415, 'IMAGE_DAMAGED', "This photo is damaged or incomplete and can't be read. Please take the photo again and upload it.", { cause: error })
}
