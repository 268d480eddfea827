import { type ImportDocument, ImportDocument as ImportDocumentSchema } from '#shared/contracts/import-document.ts'
import { firstFieldError, pointerSegment } from '#shared/contracts/first-error.ts'
import { testQuestionIds } from '#shared/contracts/question-ids.ts'

export type ImportValidation = { ok: true; value: ImportDocument } | { ok: false; path: string; message: string }

const fail = (path: string, message: string): ImportValidation => ({
  ok: false,
  path,
  message: `${path === '' ? 'document' : path}: ${message}`,
})

/**
 * Checks an import document: first its shape (the first bad field, as a JSON pointer such as
 * `/content/partA/extracts/0/audioURL`), then that its ids are unique, that every question has a
 * key and every key a question, and that a scaling table rises and stays within the questions.
 */
export function validateImportDocument(doc: unknown): ImportValidation {
  const shapeError = firstFieldError(ImportDocumentSchema, doc)
  if (shapeError) return fail(shapeError.path, shapeError.message)
  const value = doc as ImportDocument

  const ids = testQuestionIds(value)
  const seen = new Set<string>()
  for (const id of ids) {
    if (seen.has(id)) return fail('/content', `question id "${id}" is used by more than one question`)
    seen.add(id)
  }
  for (const id of ids) {
    if (!Object.hasOwn(value.answerKey, id)) {
      return fail(`/answerKey/${pointerSegment(id)}`, `question "${id}" has no key in answerKey`)
    }
  }
  for (const key of Object.keys(value.answerKey)) {
    if (!seen.has(key)) {
      return fail(`/answerKey/${pointerSegment(key)}`, `answerKey has a key for "${key}", which no question in content asks`)
    }
  }

  const scaling = value.scaling ?? []
  for (const [i, point] of scaling.entries()) {
    const previous = scaling[i - 1]
    if (previous && point.raw <= previous.raw) {
      return fail(`/scaling/${i}/raw`, `raw scores must rise: ${point.raw} follows ${previous.raw}`)
    }
    if (previous && point.scaled < previous.scaled) {
      return fail(`/scaling/${i}/scaled`, `scaled scores must not fall: ${point.scaled} follows ${previous.scaled}`)
    }
    if (point.raw > ids.length) {
      return fail(`/scaling/${i}/raw`, `raw score ${point.raw} is more than the ${ids.length} questions asked`)
    }
  }
  return { ok: true, value }
}
