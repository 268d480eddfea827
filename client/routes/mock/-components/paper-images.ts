import { MOCK_PAPER_WRITING_MAX_IMAGES } from '#shared/constants.ts'
import { addImages } from '#client/exam/writing/paper-images.ts'
import { MOCK_TEXTS } from './texts.ts'

/**
 * The mock's paper mode (SPEC.md section 5): the writing test's rules for each photo (its size;
 * whether it is a photo is judged by its content when chosen), and at most 2 in all: what goes
 * past that is left out with "Maximum 2 images allowed.".
 */
export function addMockImages(current: readonly File[], picked: readonly File[]): { files: File[]; problems: string[] } {
  const { files, problems } = addImages(current, picked)
  const kept = files.slice(0, MOCK_PAPER_WRITING_MAX_IMAGES)
  // The writing test's own limit (10) never bites before 2; its words about it are not the mock's.
  const own = problems.filter((problem) => !problem.startsWith('You can upload at most'))
  return { files: kept, problems: files.length > kept.length || own.length < problems.length ? [...own, MOCK_TEXTS.maxImages] : own }
}
