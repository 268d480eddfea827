/** The image formats told apart by their first bytes; 'heic' covers HEIF files that are not AVIF. */
export type ImageKind = 'jpeg' | 'png' | 'gif' | 'webp' | 'tiff' | 'avif' | 'heic'

const startsWith = (head: Buffer, bytes: number[], at = 0) => bytes.every((byte, i) => head[at + i] === byte)
const ascii = (head: Buffer, from: number, to: number) => head.toString('latin1', from, to)

// ISO base media file brands (ftyp): what iPhones write for HEIC, and AVIF's own.
const HEIC_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'hevm', 'hevs', 'mif1', 'msf1', 'mif2'])
const AVIF_BRANDS = new Set(['avif', 'avis'])

/** The brands of an ISO base media file's leading ftyp box: major brand first, then the compatible ones. */
function ftypBrands(head: Buffer): string[] | undefined {
  if (head.length < 16 || ascii(head, 4, 8) !== 'ftyp') return undefined
  const boxEnd = Math.min(head.readUInt32BE(0), head.length)
  const brands = [ascii(head, 8, 12)]
  for (let at = 16; at + 4 <= boxEnd; at += 4) brands.push(ascii(head, at, at + 4))
  return brands
}

/**
 * What kind of image the first bytes announce, whatever the file's name or declared type says;
 * undefined for anything else (text, PDF, SVG, video...). The decoder has the last word.
 */
export function sniffImage(head: Buffer): ImageKind | undefined {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'jpeg'
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png'
  if (ascii(head, 0, 6) === 'GIF87a' || ascii(head, 0, 6) === 'GIF89a') return 'gif'
  if (ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WEBP') return 'webp'
  if (startsWith(head, [0x49, 0x49, 0x2a, 0x00]) || startsWith(head, [0x4d, 0x4d, 0x00, 0x2a])) return 'tiff'
  const brands = ftypBrands(head)
  if (brands?.some((brand) => AVIF_BRANDS.has(brand))) return 'avif'
  if (brands?.some((brand) => HEIC_BRANDS.has(brand))) return 'heic'
  return undefined
}
