import type { FastifyRequest } from 'fastify'
import { randomUUID } from 'node:crypto'
import { Readable } from 'node:stream'
import { GRADES } from '#shared/constants.ts'
import {
  EVALUATION_FIELDS_MAX_BYTES,
  EVALUATION_FORM_FIELDS,
  EVALUATION_PDF_FIELD,
  EVALUATION_PDF_MAX_BYTES,
  EVALUATION_TEXT_MAX_LENGTH,
  PDF_NOT_PDF_MESSAGE,
  PDF_TOO_LARGE_MESSAGE,
  type EvaluationFields,
} from '#shared/contracts/evaluation.ts'
import { parseAnchoredComments, type AnchorTarget } from '#shared/evaluation/anchored-comments.ts'
import { criteriaProblem, marksOf, type EvaluatedSkill } from '#shared/evaluation/criteria.ts'
import type { BlobStore } from '../../blob/store.ts'
import { badRequest, HttpError } from '../../errors.ts'
import { parseJsonText } from '../../http/well-formed-text.ts'

/** Every PDF starts with this; anything else is refused before a byte is kept. */
const PDF_MAGIC = Buffer.from('%PDF-')

export interface EvaluationForm {
  fields: EvaluationFields
  /** The evaluator's own PDF, already in the blob store. */
  pdfBlobKey?: string
}

const tooLarge = () => new HttpError(413, PDF_TOO_LARGE_MESSAGE)

/**
 * Streams an uploaded PDF into the blob store (its key; none for an empty, nameless part): refused (415) unless it starts with %PDF-, and
 * (413) past EVALUATION_PDF_MAX_BYTES, counted as it arrives, never held whole.
 */
async function storePdf(blobs: BlobStore, file: Readable, named: boolean): Promise<string | undefined> {
  const iterator = file[Symbol.asyncIterator]() as AsyncIterator<Buffer>
  let head = Buffer.alloc(0)
  while (head.length < PDF_MAGIC.length) {
    const next = await iterator.next()
    if (next.done) break
    head = Buffer.concat([head, next.value])
  }
  // A form's file input left empty still sends its part, empty and without a file name: no PDF chosen.
  if (head.length === 0 && !named) return undefined
  if (head.length === 0) throw badRequest('The attached PDF is empty. Please choose the file again.')
  if (!head.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC)) {
    file.resume()
    throw new HttpError(415, PDF_NOT_PDF_MESSAGE)
  }
  async function* all() {
    let total = head.length
    if (total > EVALUATION_PDF_MAX_BYTES) throw tooLarge()
    yield head
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) {
      total += next.value.length
      if (total > EVALUATION_PDF_MAX_BYTES) throw tooLarge()
      yield next.value
    }
  }
  const key = `evaluations/${randomUUID()}.pdf`
  await blobs.put(key, Readable.from(all()), 'application/pdf')
  return key
}

/** The anchored comments, checked against what the submission offers to anchor to; none when the field is left out. */
function anchoredComments(raw: string | undefined, target: AnchorTarget) {
  if (raw === undefined || raw.trim() === '') return []
  const parsed = parseAnchoredComments(parseJsonText(raw, 'anchoredComments'), target)
  if ('problem' in parsed) throw badRequest(parsed.problem)
  return parsed.comments
}

/** The text fields, checked: the field is named in every refusal. */
export function parseEvaluationFields(skill: EvaluatedSkill, raw: Record<string, string>, target: AnchorTarget): EvaluationFields {
  if (raw.criteria === undefined) throw badRequest('criteria is required: a JSON object of criterion scores.')
  let criteria: unknown
  try {
    criteria = JSON.parse(raw.criteria)
  } catch {
    throw badRequest('criteria must be JSON: an object of criterion scores.')
  }
  if (criteria === null || typeof criteria !== 'object' || Array.isArray(criteria)) {
    throw badRequest('criteria must be a JSON object of criterion scores.')
  }
  const problem = criteriaProblem(skill, criteria as Record<string, unknown>)
  if (problem) throw badRequest(problem)
  const scores = criteria as Record<string, number>
  const grade = raw.grade
  if (grade === undefined || grade === '') throw badRequest('grade is required: one of A, B, C+, C, D or E.')
  if (!(GRADES as readonly string[]).includes(grade)) throw badRequest(`grade must be one of A, B, C+, C, D or E; got "${grade}".`)
  const sum = marksOf(skill, scores)
  if (raw.marks !== undefined && raw.marks !== '') {
    const marks = Number(raw.marks)
    if (!Number.isFinite(marks) || marks !== sum) throw badRequest(`marks must be the sum of the criteria, ${sum}; got "${raw.marks}".`)
  }
  const text = (name: 'adminComments' | 'feedback') => {
    const value = raw[name]?.trim()
    if (value && value.length > EVALUATION_TEXT_MAX_LENGTH) {
      throw badRequest(`${name} is too long: at most ${EVALUATION_TEXT_MAX_LENGTH.toLocaleString('en')} characters.`)
    }
    return value ? { [name]: value } : {}
  }
  return {
    criteria: scores,
    grade: grade as EvaluationFields['grade'],
    marks: sum,
    ...text('adminComments'),
    ...text('feedback'),
    anchoredComments: anchoredComments(raw.anchoredComments, target),
  }
}

/**
 * Reads POST /api/staff/submissions/{id}/evaluation: the text fields and an optional PDF part.
 * On any refusal the PDF already stored is removed again, so a bad form leaves nothing behind.
 */
export async function readEvaluationForm(request: FastifyRequest, blobs: BlobStore, skill: EvaluatedSkill, target: AnchorTarget): Promise<EvaluationForm> {
  const raw: Record<string, string> = {}
  let pdfBlobKey: string | undefined
  try {
    const parts = request.parts({
      limits: { files: 1, fileSize: EVALUATION_PDF_MAX_BYTES + 1, fields: EVALUATION_FORM_FIELDS.length, fieldSize: EVALUATION_FIELDS_MAX_BYTES },
    })
    for await (const part of parts) {
      if (part.type === 'file') {
        if (part.fieldname !== EVALUATION_PDF_FIELD) {
          part.file.resume()
          throw badRequest(`Attach the PDF as a part named "${EVALUATION_PDF_FIELD}"; got "${part.fieldname}".`)
        }
        pdfBlobKey = await storePdf(blobs, part.file, Boolean(part.filename))
        continue
      }
      if (!(EVALUATION_FORM_FIELDS as readonly string[]).includes(part.fieldname)) {
        throw badRequest(`${part.fieldname} is not a field this call accepts.`)
      }
      if (part.valueTruncated) throw badRequest(`${part.fieldname} is too long.`)
      raw[part.fieldname] = String(part.value)
    }
    return { fields: parseEvaluationFields(skill, raw, target), ...(pdfBlobKey ? { pdfBlobKey } : {}) }
  } catch (error) {
    if (pdfBlobKey) await blobs.delete(pdfBlobKey)
    throw formError(error)
  }
}

/** @fastify/multipart's and busboy's errors in words an evaluator can act on. */
function formError(error: unknown): unknown {
  if (error instanceof HttpError) return error
  const { code, message } = error as { code?: string; message?: string }
  if (code === 'FST_FILES_LIMIT') return badRequest('Attach one PDF at most.')
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge()
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') return badRequest('The form has more fields than this call accepts.')
  if (code === 'FST_MP_PREMATURE_CLOSE') return badRequest('The upload was cut off before it ended. Please try again.')
  if (message && /multipart|boundary|Unexpected end|terminated early/i.test(message)) {
    return badRequest('The form is not a complete multipart form. Please try again.')
  }
  return error
}
