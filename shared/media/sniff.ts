import { fileTypeFromBuffer } from 'file-type'

/**
 * What a file is by its first bytes, whatever its name or declared type says: the one content
 * check every upload goes through (students' photos and recordings on both hosts, the staff PDF,
 * the admin media), by file-type. The decoder (sharp, ffmpeg) has the last word on whether the
 * rest of the file is what its start announces. Server-only: file-type stays out of the browser.
 */

export type ImageFormat = 'jpeg' | 'png' | 'gif' | 'webp' | 'tiff' | 'avif' | 'heic'
export type AudioFormat = 'webm' | 'ogg' | 'mp3' | 'mp4' | 'wav'
export type MediaFormat = ImageFormat | AudioFormat | 'pdf'

/**
 * How many first bytes the check reads: file-type's own "reasonable detection size", enough for
 * an MP3 behind a short ID3 tag or a WebM's EBML header with its DocType.
 */
export const SNIFF_HEAD_BYTES = 4100

/**
 * file-type's names (its `ext`) of the formats uploads may have, as this product names them:
 * an Ogg file of any audio codec is Ogg, and an MPEG-4 audio file is MP4 whatever its brand.
 * Anything else (text, HTML, SVG, video, archives...) is no format we accept.
 */
const FORMAT_OF_EXT: Readonly<Record<string, MediaFormat>> = {
  jpg: 'jpeg',
  png: 'png',
  gif: 'gif',
  webp: 'webp',
  tif: 'tiff',
  avif: 'avif',
  heic: 'heic',
  webm: 'webm',
  ogg: 'ogg',
  opus: 'ogg',
  oga: 'ogg',
  spx: 'ogg',
  mp3: 'mp3',
  m4a: 'mp4',
  m4b: 'mp4',
  mp4: 'mp4',
  wav: 'wav',
  pdf: 'pdf',
}

const IMAGE_FORMATS: ReadonlySet<MediaFormat> = new Set<ImageFormat>(['jpeg', 'png', 'gif', 'webp', 'tiff', 'avif', 'heic'])
export const isImageFormat = (format: MediaFormat | undefined): format is ImageFormat => format !== undefined && IMAGE_FORMATS.has(format)

/** The format the first bytes announce; undefined for anything else. */
export async function sniffFormat(head: Uint8Array): Promise<MediaFormat | undefined> {
  if (head.length === 0) return undefined
  const found = await fileTypeFromBuffer(head)
  return found && Object.hasOwn(FORMAT_OF_EXT, found.ext) ? FORMAT_OF_EXT[found.ext] : undefined
}
