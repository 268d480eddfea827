import { isPdf } from '#client/lib/file-check.ts'
import { GRADES, type Grade } from '#shared/scoring/bands.ts'
import { ANCHORED_COMMENT_MAX_LENGTH, anchorTarget, keptAnchoredComments, type AnchoredComment, type AnchorTarget } from '#shared/evaluation/anchored-comments.ts'
import { criteriaFor, marksOf, suggestedGrade, type EvaluatedSkill } from '#shared/evaluation/criteria.ts'
import { EVALUATION_PDF_MAX_BYTES } from '#shared/media/upload-limits.ts'
import { EVALUATION_TEXT_MAX_LENGTH, PDF_NOT_PDF_MESSAGE, PDF_TOO_LARGE_MESSAGE } from '#shared/evaluation/evaluation.ts'
import type { SubmissionDetail } from './staff-types.ts'

/** What the evaluator has entered so far; also the body of the saved draft. */
export interface EvaluationValues {
  criteria: Record<string, number>
  /** '' while the evaluator keeps the suggested grade. */
  grade: Grade | ''
  adminComments: string
  feedback: string
  /** Comments on phrases of the letter, areas of its photos, or moments of the recording. */
  anchoredComments: AnchoredComment[]
  /**
   * A comment on the work typed but not yet added: part of the draft, so a reload or a takeover
   * keeps it; never sent with the evaluation, which waits until it is added or cleared.
   */
  unaddedComment: string
}

/** Said when saving while a comment on the work is typed but not added; the focus goes to it. */
export const UNADDED_COMMENT_MESSAGE =
  'Your comment on the work is typed but not added yet: choose the words, moment or area and press Enter to add it, or clear it. Then save again.'

export const hasUnaddedComment = (values: EvaluationValues): boolean => values.unaddedComment.trim() !== ''

export const TEXT_MAX_LENGTH = EVALUATION_TEXT_MAX_LENGTH

const isGrade = (value: unknown): value is Grade => typeof value === 'string' && (GRADES as readonly string[]).includes(value)

/** A draft's body, kept only where it still fits the form (a criterion within range, a known grade, an anchor inside the work). */
export function valuesFromDraft(skill: EvaluatedSkill, body: Record<string, unknown>, target: AnchorTarget): EvaluationValues {
  const scores = (body.criteria ?? {}) as Record<string, unknown>
  const criteria: Record<string, number> = {}
  for (const c of criteriaFor(skill)) {
    const score = scores[c.id]
    if (typeof score === 'number' && Number.isInteger(score) && score >= 0 && score <= c.max) criteria[c.id] = score
  }
  const text = (value: unknown) => (typeof value === 'string' ? value.slice(0, TEXT_MAX_LENGTH) : '')
  return {
    criteria,
    grade: isGrade(body.grade) ? body.grade : '',
    adminComments: text(body.adminComments),
    feedback: text(body.feedback),
    anchoredComments: keptAnchoredComments(body.anchoredComments, target),
    // Only where there is something to anchor to: elsewhere no box would show it, and it would hold up the save.
    unaddedComment: target.kind === 'none' ? '' : text(body.unaddedComment).slice(0, ANCHORED_COMMENT_MAX_LENGTH),
  }
}

/** Where the form starts: the saved draft, else the current evaluation (a correction), else empty. */
export function initialValues(detail: SubmissionDetail): EvaluationValues {
  const { item, draft, writingAnswer, files } = detail
  if (draft) return valuesFromDraft(item.skill, draft.body, anchorTarget(item.skill, writingAnswer, files))
  const current = detail.evaluation
  if (current) {
    return {
      criteria: { ...current.criteria },
      grade: current.grade,
      adminComments: current.adminComments ?? '',
      feedback: current.feedback ?? '',
      anchoredComments: [...current.anchoredComments],
      unaddedComment: '',
    }
  }
  return { criteria: {}, grade: '', adminComments: '', feedback: '', anchoredComments: [], unaddedComment: '' }
}

/** Marks so far, whether every criterion is scored, and the grade those marks suggest. */
export function tally(skill: EvaluatedSkill, values: EvaluationValues) {
  const criteria = criteriaFor(skill)
  const complete = criteria.every((c) => values.criteria[c.id] !== undefined)
  const marks = marksOf(skill, values.criteria)
  return { complete, marks, max: criteria.reduce((sum, c) => sum + c.max, 0), suggested: complete ? suggestedGrade(skill, marks) : null }
}

/** Why the evaluation cannot be saved yet, or null. A typed comment is never dropped by a save. */
export function saveProblem(skill: EvaluatedSkill, values: EvaluationValues): string | null {
  if (hasUnaddedComment(values)) return UNADDED_COMMENT_MESSAGE
  const missing = criteriaFor(skill).filter((c) => values.criteria[c.id] === undefined)
  if (missing.length > 0) return `Give a score for ${missing.map((c) => c.label).join(', ')}.`
  return null
}

/** The grade that will be saved: the evaluator's choice, else the suggestion. */
export const chosenGrade = (skill: EvaluatedSkill, values: EvaluationValues): Grade | null => values.grade || tally(skill, values).suggested

/**
 * Why a file cannot go as the evaluation PDF, or null: checked by its first bytes (client/lib/file-check.ts), as the API does,
 * so a renamed picture is caught before a 20 MB upload.
 */
export function pdfProblem(size: number, head: Uint8Array): string | null {
  if (size > EVALUATION_PDF_MAX_BYTES) return `${PDF_TOO_LARGE_MESSAGE} This one is ${(size / 1024 / 1024).toFixed(1)} MB.`
  if (!isPdf(head)) return `${PDF_NOT_PDF_MESSAGE} Or leave it empty and a PDF is made for you.`
  return null
}

/** POST /api/staff/submissions/{id}/evaluation's multipart body: the fields before the file. */
export function evaluationForm(skill: EvaluatedSkill, values: EvaluationValues, pdf: File | null): FormData {
  const form = new FormData()
  form.append('criteria', JSON.stringify(values.criteria))
  form.append('marks', String(marksOf(skill, values.criteria)))
  form.append('grade', chosenGrade(skill, values) ?? '')
  form.append('adminComments', values.adminComments)
  form.append('feedback', values.feedback)
  form.append('anchoredComments', JSON.stringify(values.anchoredComments))
  if (pdf) form.append('pdf', pdf, pdf.name)
  return form
}
