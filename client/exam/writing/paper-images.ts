import { WRITING_IMAGE_MAX_BYTES, WRITING_MAX_IMAGES } from '#shared/media/upload-limits.ts'

/** Paper mode's limits: what the web server accepts for one submission. */
export const MAX_IMAGES = WRITING_MAX_IMAGES
export const MAX_IMAGE_BYTES = WRITING_IMAGE_MAX_BYTES
const MAX_IMAGE_MB = MAX_IMAGE_BYTES / (1024 * 1024)

export interface ImagePick {
  files: File[]
  /** Why some of the picked files were left out, in words for the student; empty when none were. */
  problems: string[]
}

const listOf = (names: string[]) => names.map((name) => `"${name}"`).join(', ')

/**
 * Adds the files just picked to those already chosen: each at most 25 MB, at most 10 in all. A
 * photo chosen twice is kept once. Whether a file is an image (SPEC.md section 5) is judged by its
 * content before it comes here (client/lib/file-check.ts), never by its declared type: some phone
 * pickers give a JPEG no type at all.
 */
export function addImages(current: readonly File[], picked: readonly File[]): ImagePick {
  const files = [...current]
  const tooLarge: string[] = []
  const overLimit: string[] = []
  const same = (a: File, b: File) => a.name === b.name && a.size === b.size && a.lastModified === b.lastModified
  for (const file of picked) {
    if (file.size > MAX_IMAGE_BYTES) tooLarge.push(file.name)
    else if (files.some((chosen) => same(chosen, file))) continue
    else if (files.length >= MAX_IMAGES) overLimit.push(file.name)
    else files.push(file)
  }
  const problems: string[] = []
  if (tooLarge.length) problems.push(`Each image must be ${MAX_IMAGE_MB} MB or smaller, so ${listOf(tooLarge)} was left out.`)
  if (overLimit.length) problems.push(`You can upload at most ${MAX_IMAGES} images, so ${listOf(overLimit)} was left out.`)
  return { files, problems }
}
