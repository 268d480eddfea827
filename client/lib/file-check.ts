/**
 * The browser's one check of a chosen file by its content, the moment it is chosen, so a wrong
 * file is named at once instead of failing a long upload later: a photo (a text file renamed .jpg,
 * a damaged photo or an iPhone HEIC photo is left out; the writing test's and the mock's paper
 * mode) and the evaluator's PDF. The servers check again with file-type (shared/media/sniff.ts),
 * which stays out of the browser bundle; these two tests are all the screens need.
 */

// ISO base media brands (ftyp) of HEIC/HEIF as iPhones write them; AVIF's own brands are not here.
const HEIC_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'hevm', 'hevs', 'mif1', 'msf1', 'mif2'])
const AVIF_BRANDS = new Set(['avif', 'avis'])

/** Whether the first bytes are those of a HEIC photo (by its ftyp box, whatever its name says). */
export function isHeic(head: Uint8Array): boolean {
  const ascii = (from: number, to: number) => String.fromCharCode(...head.subarray(from, to))
  if (head.length < 16 || ascii(4, 8) !== 'ftyp') return false
  const boxEnd = Math.min(new DataView(head.buffer, head.byteOffset, head.byteLength).getUint32(0), head.length)
  const brands = [ascii(8, 12)]
  for (let at = 16; at + 4 <= boxEnd; at += 4) brands.push(ascii(at, at + 4))
  return !brands.some((brand) => AVIF_BRANDS.has(brand)) && brands.some((brand) => HEIC_BRANDS.has(brand))
}

/** Whether the first bytes are a PDF's header (at least its first 5 bytes are needed). */
export const isPdf = (head: Uint8Array): boolean => new TextDecoder().decode(head.subarray(0, 5)) === '%PDF-'

export const IMAGE_CHECK_TEXTS = {
  /** The web server's sharp has no HEVC decoder, so it refuses HEIC (server/web/media/image.ts): say so now. */
  heic: (name: string) =>
    `"${name}" is an iPhone HEIC photo, which can't be read here. On your iPhone choose Settings › Camera › Formats › Most Compatible, ` +
    'or take a screenshot of the photo, and choose it again.',
  notPhoto: (name: string) => `"${name}" is not a photo that can be read. Please choose a JPEG, PNG or WebP photo of your page.`,
} as const

/** Whether this browser can decode the file as an image (the file's name and declared type are not trusted). */
async function decodes(file: File): Promise<boolean> {
  try {
    const bitmap = await createImageBitmap(file)
    bitmap.close()
    return true
  } catch {
    return false
  }
}

/** Null when the file is a photo the web server can take, else why not, naming the file. */
export async function imageProblem(file: File): Promise<string | null> {
  let head: Uint8Array
  try {
    head = new Uint8Array(await file.slice(0, 64).arrayBuffer())
  } catch {
    // Gone or unreadable since it was picked (a cloud file not yet on the phone, say).
    return IMAGE_CHECK_TEXTS.notPhoto(file.name)
  }
  if (isHeic(head)) return IMAGE_CHECK_TEXTS.heic(file.name)
  return (await decodes(file)) ? null : IMAGE_CHECK_TEXTS.notPhoto(file.name)
}

/** The files that are readable photos, in order, and a problem for each one that is not. */
export async function checkImages(files: readonly File[]): Promise<{ photos: File[]; problems: string[] }> {
  const verdicts = await Promise.all(files.map(imageProblem))
  return {
    photos: files.filter((_, i) => verdicts[i] === null),
    problems: verdicts.filter((problem): problem is string => problem !== null),
  }
}
