/**
 * What a file is by its first bytes, whatever its name or declared type says: the one content
 * check every upload goes through (students' photos and recordings on both hosts, the staff PDF,
 * the admin media). Formats are named as file-type names them. The decoder (sharp, ffmpeg) has
 * the last word on whether the rest of the file is what its start announces.
 */

export type ImageFormat = 'jpeg' | 'png' | 'gif' | 'webp' | 'tiff' | 'avif' | 'heic'
export type AudioFormat = 'webm' | 'ogg' | 'mp3' | 'mp4' | 'wav'
export type MediaFormat = ImageFormat | AudioFormat | 'pdf'

/** How many first bytes the check needs at most (an ISO file's ftyp box with its brands). */
export const SNIFF_HEAD_BYTES = 64

const IMAGE_FORMATS: ReadonlySet<MediaFormat> = new Set<ImageFormat>(['jpeg', 'png', 'gif', 'webp', 'tiff', 'avif', 'heic'])
export const isImageFormat = (format: MediaFormat | undefined): format is ImageFormat => format !== undefined && IMAGE_FORMATS.has(format)

const startsWith = (head: Uint8Array, bytes: readonly number[], at = 0) => bytes.every((byte, i) => head[at + i] === byte)
const ascii = (head: Uint8Array, from: number, to: number) => String.fromCharCode(...head.subarray(from, Math.min(to, head.length)))

// ISO base media file brands (ftyp): what iPhones write for HEIC, and AVIF's own.
const HEIC_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'hevm', 'hevs', 'mif1', 'msf1', 'mif2'])
const AVIF_BRANDS = new Set(['avif', 'avis'])

/** The brands of an ISO base media file's leading ftyp box: major brand first, then the compatible ones. */
function ftypBrands(head: Uint8Array): string[] | undefined {
  if (head.length < 16 || ascii(head, 4, 8) !== 'ftyp') return undefined
  const declared = ((head[0]! << 24) | (head[1]! << 16) | (head[2]! << 8) | head[3]!) >>> 0
  const boxEnd = Math.min(declared, head.length)
  const brands = [ascii(head, 8, 12)]
  for (let at = 16; at + 4 <= boxEnd; at += 4) brands.push(ascii(head, at, at + 4))
  return brands
}

/** An MPEG audio frame header: 11 sync bits, then a layer that is not "reserved". */
const isMpegFrame = (head: Uint8Array) => head[0] === 0xff && (head[1]! & 0xe0) === 0xe0 && (head[1]! & 0x06) !== 0

/** The format the first bytes announce; undefined for anything else (text, HTML, SVG, video...). */
export function sniffFormat(head: Uint8Array): MediaFormat | undefined {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'jpeg'
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png'
  if (ascii(head, 0, 6) === 'GIF87a' || ascii(head, 0, 6) === 'GIF89a') return 'gif'
  if (ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WEBP') return 'webp'
  if (ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WAVE') return 'wav'
  if (startsWith(head, [0x49, 0x49, 0x2a, 0x00]) || startsWith(head, [0x4d, 0x4d, 0x00, 0x2a])) return 'tiff'
  if (startsWith(head, [0x1a, 0x45, 0xdf, 0xa3])) return 'webm'
  if (ascii(head, 0, 4) === 'OggS') return 'ogg'
  if (ascii(head, 0, 5) === '%PDF-') return 'pdf'
  if (ascii(head, 0, 3) === 'ID3' || isMpegFrame(head)) return 'mp3'
  const brands = ftypBrands(head)
  if (!brands) return undefined
  if (brands.some((brand) => AVIF_BRANDS.has(brand))) return 'avif'
  if (brands.some((brand) => HEIC_BRANDS.has(brand))) return 'heic'
  return 'mp4'
}
