import type { FastifyRequest } from 'fastify'
import { GRADES } from '#shared/scoring/bands.ts'
import { EVALUATION_FIELDS_MAX_BYTES } from '#shared/media/upload-limits.ts'
import { EVALUATION_FORM_FIELDS, EVALUATION_PDF_FIELD, EVALUATION_TEXT_MAX_LENGTH } from '#shared/evaluation/evaluation.ts'
import type { EvaluationFields } from '#shared/evaluation/schema.ts'
import { parseAnchoredComments, type AnchorTarget } from '#shared/evaluation/anchored-comments.ts'
import { criteriaProblem, marksOf, type EvaluatedSkill } from '#shared/evaluation/criteria.ts'
import type { BlobStore } from '../../blob/store.ts'
import { badRequest } from '../../errors.ts'
import { parseJsonText } from '../../http/well-formed-text.ts'
import { readUploads, type IntakeSpec } from '../../uploads/intake.ts'
import { PDF_RULES } from '../../uploads/store-upload.ts'

export interface EvaluationForm {
  fields: EvaluationFields
  /** The evaluator's own PDF, already in the blob store. */
  pdfBlobKey?: string
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

/** The evaluation's form as the one upload intake reads it: its text fields, and at most one PDF, which may be left out. */
const EVALUATION_INTAKE: IntakeSpec<typeof EVALUATION_PDF_FIELD> = {
  files: { [EVALUATION_PDF_FIELD]: { maxFiles: 1, tooMany: 'Attach one PDF at most.', rules: PDF_RULES, optional: true } },
  fields: EVALUATION_FORM_FIELDS,
  fieldMaxBytes: EVALUATION_FIELDS_MAX_BYTES,
}

/**
 * Reads POST /api/staff/submissions/{id}/evaluation: the text fields and an optional PDF part,
 * through the one upload intake (the PDF checked by its content and size as it streams into the
 * blob store). On any refusal the PDF already stored is removed again.
 */
export function readEvaluationForm(request: FastifyRequest, blobs: BlobStore, skill: EvaluatedSkill, target: AnchorTarget): Promise<EvaluationForm> {
  return readUploads(request, blobs, EVALUATION_INTAKE, ({ fields, files }) => {
    const pdfBlobKey = files[EVALUATION_PDF_FIELD][0]?.blobKey
    return { fields: parseEvaluationFields(skill, fields as Record<string, string>, target), ...(pdfBlobKey ? { pdfBlobKey } : {}) }
  })
}
