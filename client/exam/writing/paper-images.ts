import { MOCK_PAPER_WRITING_MAX_IMAGES, WRITING_IMAGE_MAX_BYTES, WRITING_MAX_IMAGES } from '#shared/media/upload-limits.ts'
import { WRITING_TEXTS } from './texts.ts'

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

/**
 * The mock's paper mode (SPEC.md section 5): the writing test's rules for each photo (its size;
 * whether it is a photo is judged by its content when chosen), and at most 2 in all: what goes
 * past that is left out with "Maximum 2 images allowed.".
 */
export function addMockImages(current: readonly File[], picked: readonly File[]): ImagePick {
  const { files, problems } = addImages(current, picked)
  const kept = files.slice(0, MOCK_PAPER_WRITING_MAX_IMAGES)
  // The writing test's own limit (10) never bites before 2; its words about it are not the mock's.
  const own = problems.filter((problem) => !problem.startsWith('You can upload at most'))
  return { files: kept, problems: files.length > kept.length || own.length < problems.length ? [...own, WRITING_TEXTS.maxImages] : own }
}

/** How many photos a host's submission takes, and how picked files join those chosen. */
export interface PaperRules {
  maxImages: number
  add(current: readonly File[], picked: readonly File[]): ImagePick
}

export const WRITING_PAPER: PaperRules = { maxImages: MAX_IMAGES, add: addImages }
export const MOCK_PAPER: PaperRules = { maxImages: MOCK_PAPER_WRITING_MAX_IMAGES, add: addMockImages }
