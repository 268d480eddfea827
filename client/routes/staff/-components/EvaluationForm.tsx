import { useState, type FormEvent } from 'react'
import { GRADES, type Grade } from '#shared/constants.ts'
import { criteriaFor, type EvaluatedSkill } from '#shared/evaluation/criteria.ts'
import { upload } from '#client/lib/upload.ts'
import { LocalDateTime } from '#client/components/review/LocalDateTime.tsx'
import { CriterionChoice } from './CriterionChoice.tsx'
import { chosenGrade, evaluationForm, pdfProblem, saveProblem, tally, TEXT_MAX_LENGTH, type EvaluationValues } from './evaluation-values.ts'
import type { Evaluation } from './staff-types.ts'
import type { DraftState } from './use-draft.ts'

interface Props {
  submissionId: string
  skill: EvaluatedSkill
  values: EvaluationValues
  onValues: (values: EvaluationValues) => void
  /** False unless this evaluator holds the claim. */
  editable: boolean
  draft: DraftState
  csrfToken: string
  correcting: boolean
  onSaved: (evaluation: Evaluation) => void
}

/** The OET criteria, live marks, the suggested grade to confirm, comments, feedback and an optional PDF. */
export function EvaluationForm({ submissionId, skill, values, onValues, editable, draft, csrfToken, correcting, onSaved }: Props) {
  const [pdf, setPdf] = useState<File | null>(null)
  const [pdfMessage, setPdfMessage] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)
  const { marks, max, suggested } = tally(skill, values)
  const grade = chosenGrade(skill, values)

  const choosePdf = async (file: File | undefined) => {
    setPdf(null)
    setPdfMessage(null)
    if (!file) return
    const problem = pdfProblem(file.size, new Uint8Array(await file.slice(0, 5).arrayBuffer()))
    if (problem) setPdfMessage(problem)
    else setPdf(file)
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const problem = saveProblem(skill, values) ?? pdfMessage
    setError(problem)
    if (problem) return
    setSaving(true)
    try {
      const answer = await upload<{ evaluation: Evaluation }>(`/api/staff/submissions/${encodeURIComponent(submissionId)}/evaluation`, {
        body: evaluationForm(skill, values, pdf),
        csrfToken,
      })
      onSaved(answer.evaluation)
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'The evaluation was not saved. Please try again.')
    } finally {
      setSaving(false)
    }
  }

  const text = (field: 'adminComments' | 'feedback') => ({
    value: values[field],
    maxLength: TEXT_MAX_LENGTH,
    onChange: (event: { currentTarget: HTMLTextAreaElement }) => onValues({ ...values, [field]: event.currentTarget.value }),
  })

  return (
    <form className="staff-panel staff-form" aria-labelledby="form-title" onSubmit={(event) => void submit(event)} noValidate>
      <h2 id="form-title">{correcting ? 'Correct the evaluation' : 'Evaluation'}</h2>
      {criteriaFor(skill).map((criterion) => (
        <CriterionChoice
          key={criterion.id}
          criterion={criterion}
          value={values.criteria[criterion.id]}
          disabled={!editable}
          onChange={(score) => onValues({ ...values, criteria: { ...values.criteria, [criterion.id]: score } })}
        />
      ))}
      <div className="staff-total" aria-live="polite">
        <span>
          Marks <strong>{marks}</strong> / {max}
        </span>
        <span>{suggested ? `Suggested grade ${suggested}` : 'Score every criterion for a suggested grade'}</span>
      </div>
      <div className="field">
        <label htmlFor="eval-grade">Grade</label>
        <select
          id="eval-grade"
          className="staff-select"
          value={grade ?? ''}
          disabled={!editable}
          onChange={(event) => onValues({ ...values, grade: event.currentTarget.value as Grade | '' })}
        >
          {grade === null && <option value="">Choose after scoring</option>}
          {GRADES.map((option) => (
            <option key={option} value={option}>
              {option}
              {option === suggested ? ' (suggested)' : ''}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="eval-comments">Comments for the student</label>
        <textarea id="eval-comments" className="staff-text" rows={5} disabled={!editable} {...text('adminComments')} />
      </div>
      <div className="field">
        <label htmlFor="eval-feedback">Feedback</label>
        <textarea id="eval-feedback" className="staff-text" rows={4} disabled={!editable} {...text('feedback')} />
      </div>
      <div className="field">
        <label htmlFor="eval-pdf">Evaluation PDF (optional)</label>
        <input
          id="eval-pdf"
          type="file"
          accept="application/pdf,.pdf"
          disabled={!editable}
          aria-describedby="eval-pdf-hint"
          onChange={(event) => void choosePdf(event.currentTarget.files?.[0])}
        />
        <p id="eval-pdf-hint" className="field-hint">
          At most 20 MB. Without one, a PDF of this evaluation is made for the student.
        </p>
        {pdfMessage && (
          <p className="form-error" role="alert">
            {pdfMessage}
          </p>
        )}
      </div>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <div className="staff-form-actions">
        <button type="submit" className="button" disabled={!editable || saving}>
          {saving ? 'Saving...' : correcting ? 'Save correction' : 'Save evaluation'}
        </button>
        <DraftStatus draft={draft} />
      </div>
    </form>
  )
}

function DraftStatus({ draft }: { draft: DraftState }) {
  return (
    <p className="staff-draft" role="status">
      {draft.kind === 'saving' && 'Saving draft...'}
      {draft.kind === 'saved' && (
        <>
          Draft saved <LocalDateTime iso={draft.at} />
        </>
      )}
      {draft.kind === 'failed' && `Draft not saved: ${draft.message}`}
    </p>
  )
}
