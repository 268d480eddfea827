import { useEffect, useEffectEvent, useRef, useState, type FormEvent, type KeyboardEvent, type RefObject } from 'react'
import { GRADES, type Grade } from '#shared/scoring/bands.ts'
import { criteriaFor, type EvaluatedSkill } from '#shared/evaluation/criteria.ts'
import type { ApiFetch } from '#client/lib/api.ts'
import { upload } from '#client/lib/upload.ts'
import { LocalDateTime } from '#client/components/review/LocalDateTime.tsx'
import { CriterionChoice, focusCriterion } from './CriterionChoice.tsx'
import { PhraseBank, type PhraseBankHandle } from './PhraseBank.tsx'
import { chosenGrade, evaluationForm, hasUnaddedComment, pdfProblem, saveProblem, tally, TEXT_MAX_LENGTH, type EvaluationValues } from './evaluation-values.ts'
import type { EvaluationResponse } from './staff-types.ts'
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
  /** `next`: the evaluator asked to save and open the next pending submission (Ctrl+Enter). */
  onSaved: (saved: EvaluationResponse, next: boolean) => void
  /** While the evaluation is being saved, no draft is. */
  onSaving: (saving: boolean) => void
  /** Saving (or Ctrl+Enter) found a comment on the work typed but not added: say so beside it and go there. */
  onUnaddedComment: () => void
  api: ApiFetch
  /** An admin: their phrases may be kept for every evaluator. */
  canShare: boolean
}

type TextField = 'adminComments' | 'feedback'

/** Ctrl+Enter (⌘+Enter on a Mac) anywhere on the screen: save and open the next. */
const isSaveAndNext = (event: { key: string; ctrlKey: boolean; metaKey: boolean }) => event.key === 'Enter' && (event.ctrlKey || event.metaKey)

/**
 * The OET criteria, live marks, the suggested grade to confirm, comments (with the evaluator's
 * phrases), feedback and an optional PDF; scored, written and saved from the keyboard alone.
 */
export function EvaluationForm({ submissionId, skill, values, onValues, editable, draft, csrfToken, correcting, onSaved, onSaving, onUnaddedComment, api, canShare }: Props) {
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

  // Ctrl+Enter pressed twice saves once: the second press comes before the first's render.
  const inFlight = useRef(false)
  const save = async (next: boolean) => {
    if (inFlight.current) return
    const problem = saveProblem(skill, values) ?? pdfMessage
    // A comment typed on the work is never dropped by a save: its problem is told beside its box,
    // where the focus goes, so the evaluator adds (or clears) it and saves again.
    const atComment = problem !== null && hasUnaddedComment(values)
    setError(atComment ? null : problem)
    if (atComment) onUnaddedComment()
    if (problem) return
    inFlight.current = true
    setSaving(true)
    onSaving(true)
    try {
      const answer = await upload<EvaluationResponse>(`/api/staff/submissions/${encodeURIComponent(submissionId)}/evaluation`, {
        body: evaluationForm(skill, values, pdf),
        csrfToken,
      })
      onSaved(answer, next)
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'The evaluation was not saved. Please try again.')
    } finally {
      inFlight.current = false
      setSaving(false)
      onSaving(false)
    }
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    void save(false)
  }

  // Ctrl+Enter works wherever the focus is, a comment box included: the listener sees the latest form.
  const saveAndNext = useEffectEvent(() => void save(true))
  useEffect(() => {
    if (!editable) return
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (!isSaveAndNext(event)) return
      event.preventDefault()
      saveAndNext()
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [editable])

  const criteria = criteriaFor(skill)
  const groups = useRef<(HTMLFieldSetElement | null)[]>([])
  const commentsBox = useRef<HTMLTextAreaElement>(null)
  const feedbackBox = useRef<HTMLTextAreaElement>(null)
  /** Read in handlers only: the text box a phrase goes into. */
  const boxOf = (field: TextField) => (field === 'adminComments' ? commentsBox : feedbackBox).current
  const lastBox = useRef<TextField>('adminComments')
  const findPhrase = useRef<HTMLInputElement>(null)
  const phraseBank = useRef<PhraseBankHandle>(null)

  // Once the form is the evaluator's, the first criterion not yet scored takes the focus, unless
  // they are already somewhere: a keyboard evaluator starts typing scores at once.
  useEffect(() => {
    if (!editable || (document.activeElement && document.activeElement !== document.body)) return
    const first = criteria.findIndex((c) => values.criteria[c.id] === undefined)
    if (first >= 0) focusCriterion(groups.current[first])
    // Only when the form becomes editable, not on every score.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [editable])

  /** After a digit key: the next criterion, and after the last the comments. */
  const scoredByKey = (index: number) => {
    if (index + 1 < criteria.length) focusCriterion(groups.current[index + 1])
    else commentsBox.current?.focus()
  }

  const insertPhrase = (phrase: string) => {
    const field = lastBox.current
    const box = boxOf(field)
    const value = values[field]
    const start = box?.selectionStart ?? value.length
    const end = box?.selectionEnd ?? value.length
    const before = value.slice(0, start)
    const lead = before === '' || /\s$/.test(before) ? '' : ' '
    const caret = Math.min(TEXT_MAX_LENGTH, before.length + lead.length + phrase.length)
    onValues({ ...values, [field]: (before + lead + phrase + value.slice(end)).slice(0, TEXT_MAX_LENGTH) })
    requestAnimationFrame(() => {
      box?.focus()
      box?.setSelectionRange(caret, caret)
    })
  }

  const wordsToKeep = () => {
    const box = boxOf(lastBox.current)
    if (!box) return ''
    const selected = box.value.slice(box.selectionStart, box.selectionEnd)
    return selected.trim() ? selected : box.value
  }

  /** Alt+P: find a phrase; Alt+K: keep the selected words. event.code, as a Mac's Option key changes event.key. */
  const onBoxKey = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!event.altKey || event.ctrlKey || event.metaKey) return
    if (event.code === 'KeyP') {
      event.preventDefault()
      findPhrase.current?.focus()
    } else if (event.code === 'KeyK') {
      event.preventDefault()
      phraseBank.current?.keep()
    }
  }

  const onText = (field: TextField) => (event: { currentTarget: HTMLTextAreaElement }) => onValues({ ...values, [field]: event.currentTarget.value })
  // The two comment boxes differ only in field, label and height; each notes itself as the box a phrase goes into.
  const textBox = (field: TextField, id: string, label: string, rows: number, ref: RefObject<HTMLTextAreaElement | null>) => (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <textarea
        ref={ref}
        id={id}
        className="staff-text"
        rows={rows}
        disabled={!editable}
        maxLength={TEXT_MAX_LENGTH}
        value={values[field]}
        onChange={onText(field)}
        onFocus={() => (lastBox.current = field)}
        onKeyDown={onBoxKey}
      />
    </div>
  )

  return (
    <form className="staff-panel staff-form" aria-labelledby="form-title" onSubmit={(event) => void submit(event)} noValidate>
      <h2 id="form-title">{correcting ? 'Correct the evaluation' : 'Evaluation'}</h2>
      <p className="staff-keys" id="form-keys">
        <strong>Keys:</strong> on a criterion, type its score and the next one follows; <kbd>Ctrl+Enter</kbd> saves and opens the next submission; in a
        comment box, <kbd>Alt+P</kbd> inserts a saved phrase and <kbd>Alt+K</kbd> keeps the selected words as one.
      </p>
      {criteria.map((criterion, index) => (
        <CriterionChoice
          key={criterion.id}
          skill={skill}
          criterion={criterion}
          value={values.criteria[criterion.id]}
          disabled={!editable}
          onChange={(score) => onValues({ ...values, criteria: { ...values.criteria, [criterion.id]: score } })}
          onScoredByKey={() => scoredByKey(index)}
          groupRef={(element) => {
            groups.current[index] = element
          }}
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
      {textBox('adminComments', 'eval-comments', 'Comments for the student', 5, commentsBox)}
      {textBox('feedback', 'eval-feedback', 'Feedback', 4, feedbackBox)}
      <PhraseBank
        api={api}
        canShare={canShare}
        editable={editable}
        findRef={findPhrase}
        onInsert={insertPhrase}
        onBack={() => boxOf(lastBox.current)?.focus()}
        wordsToKeep={wordsToKeep}
        handle={phraseBank}
      />
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
        <button type="button" className="button button-quiet" disabled={!editable || saving} onClick={() => void save(true)}>
          Save and next <kbd>Ctrl+Enter</kbd>
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
