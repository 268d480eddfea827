import { IMPORT_DOCUMENTS, type ImportDocument, ImportDocument as ImportDocumentSchema } from '#shared/content/schema.ts'
import { fieldErrors, firstFieldError, pointerSegment, type FieldError } from '#shared/typebox/first-error.ts'
import { testQuestionIds } from '#shared/content/question-ids.ts'
import { isTestKind } from '#shared/test-kinds/test-kinds.ts'
import { answerStretchProblems } from '#shared/listening/answer-stretches-schema.ts'

export type ImportValidation = { ok: true; value: ImportDocument } | { ok: false; path: string; message: string }

/** A problem as a person reads it: the field's pointer before what is wrong with it. */
const described = ({ path, message }: FieldError) => `${path === '' ? 'document' : path}: ${message}`

/**
 * Checks an import document: first its shape (the first bad field, as a JSON pointer such as
 * `/content/partA/extracts/0/audioURL`), then that its ids are unique, that every question has a
 * key and every key a question, that each answer stretch is of its recording's questions, and that a scaling table rises and stays within the questions.
 */
export function validateImportDocument(doc: unknown): ImportValidation {
  const shapeError = firstFieldError(ImportDocumentSchema, doc)
  const [problem] = shapeError ? [shapeError] : meaningProblems(doc as ImportDocument)
  if (problem) return { ok: false, path: problem.path, message: described(problem) }
  return { ok: true, value: doc as ImportDocument }
}

/**
 * Every problem of a document, for the editor to show beside its field: each bad field of the
 * shape its kind sets, or, once the shape is right, every problem of its ids, keys and scaling.
 */
export function importProblems(doc: unknown): FieldError[] {
  const kind = typeof doc === 'object' && doc !== null ? (doc as { kind?: unknown }).kind : undefined
  if (typeof kind !== 'string' || !isTestKind(kind)) return [firstFieldError(ImportDocumentSchema, doc)!]
  const shape = fieldErrors(IMPORT_DOCUMENTS[kind], doc)
  return shape.length > 0 ? shape : meaningProblems(doc as ImportDocument)
}

/** What the schema cannot say: unique ids, one key per question, answer stretches in their recordings, a scaling table that rises. */
function meaningProblems(value: ImportDocument): FieldError[] {
  const problems: FieldError[] = []
  const ids = testQuestionIds(value)
  const seen = new Set<string>()
  for (const id of ids) {
    if (seen.has(id)) problems.push({ path: '/content', message: `question id "${id}" is used by more than one question` })
    seen.add(id)
  }
  for (const id of seen) {
    if (!Object.hasOwn(value.answerKey, id)) {
      problems.push({ path: `/answerKey/${pointerSegment(id)}`, message: `question "${id}" has no key in answerKey` })
    }
  }
  for (const key of Object.keys(value.answerKey)) {
    if (!seen.has(key)) {
      problems.push({ path: `/answerKey/${pointerSegment(key)}`, message: `answerKey has a key for "${key}", which no question in content asks` })
    }
  }

  if (value.kind === 'listening' || value.kind === 'oet-listening') problems.push(...answerStretchProblems(value.content, '/content'))
  if (value.kind === 'mock' && value.content.listening) problems.push(...answerStretchProblems(value.content.listening, '/content/listening'))

  const scaling = value.scaling ?? []
  for (const [i, point] of scaling.entries()) {
    const previous = scaling[i - 1]
    if (previous && point.raw <= previous.raw) {
      problems.push({ path: `/scaling/${i}/raw`, message: `raw scores must rise: ${point.raw} follows ${previous.raw}` })
    } else if (previous && point.scaled < previous.scaled) {
      problems.push({ path: `/scaling/${i}/scaled`, message: `scaled scores must not fall: ${point.scaled} follows ${previous.scaled}` })
    } else if (point.raw > ids.length) {
      problems.push({ path: `/scaling/${i}/raw`, message: `raw score ${point.raw} is more than the ${ids.length} questions asked` })
    }
  }
  return problems
}
