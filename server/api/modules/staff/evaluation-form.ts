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
import { sniffFormat, SNIFF_HEAD_BYTES } from '#shared/media/sniff.ts'
import { multipartRefusal } from '../../../common/multipart-refusal.ts'
import { limitBytes, readHead } from '../../../common/upload-bytes.ts'
import type { BlobStore } from '../../blob/store.ts'
import { badRequest, HttpError } from '../../errors.ts'
import { parseJsonText } from '../../http/well-formed-text.ts'

export interface EvaluationForm {
  fields: EvaluationFields
  /** The evaluator's own PDF, already in the blob store. */
  pdfBlobKey?: string
}

const tooLarge = () => new HttpError(413, PDF_TOO_LARGE_MESSAGE)

/**
 * Streams an uploaded PDF into the blob store (its key; none for an empty, nameless part): refused (415) unless its content is a PDF, and
 * (413) past EVALUATION_PDF_MAX_BYTES, counted as it arrives, never held whole.
 */
async function storePdf(blobs: BlobStore, file: Readable, named: boolean): Promise<string | undefined> {
  const iterator = file[Symbol.asyncIterator]() as AsyncIterator<Buffer>
  const { head, ended } = await readHead(iterator, SNIFF_HEAD_BYTES, EVALUATION_PDF_MAX_BYTES, tooLarge)
  // A form's file input left empty still sends its part, empty and without a file name: no PDF chosen.
  if (head.length === 0 && !named) return undefined
  if (head.length === 0) throw badRequest('The attached PDF is empty. Please choose the file again.')
  if ((await sniffFormat(head)) !== 'pdf') {
    file.resume()
    throw new HttpError(415, PDF_NOT_PDF_MESSAGE)
  }
  const key = `evaluations/${randomUUID()}.pdf`
  await blobs.put(key, Readable.from(limitBytes({ head, rest: ended ? undefined : iterator, maxBytes: EVALUATION_PDF_MAX_BYTES, tooLarge })), 'application/pdf')
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

/** The parser's errors in words an evaluator can act on (the words both hosts use); the PDF's own refusals as they are. */
function formError(error: unknown): unknown {
  if (error instanceof HttpError) return error
  const refusal = multipartRefusal(error, { tooMany: 'Attach one PDF at most.', tooLarge: PDF_TOO_LARGE_MESSAGE })
  return refusal ? new HttpError(refusal.statusCode, refusal.message) : error
}
