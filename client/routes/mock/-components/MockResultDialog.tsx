import { useEffect, useRef, type ReactNode } from 'react'
import { MOCK_KEYED_SECTIONS, type MockSection } from '#shared/mock/mock.ts'
import type { MockQueuedForStaff, MockSubmitResults } from '#shared/mock/results-schema.ts'
import { Dialog } from '#client/components/Dialog.tsx'
import { ReviewList } from '#client/components/review/ReviewList.tsx'
import { ScoreSummary } from '#client/components/review/ScoreSummary.tsx'
import { evaluationNotes } from './evaluation-notes.ts'
import { sectionReview } from './mock-answers.ts'
import { SECTION_LABELS } from './mock-plan.ts'
import { MOCK_TEXTS } from './texts.ts'

interface MockResultDialogProps {
  /** The submit's answer, or null while there is none. */
  results: MockSubmitResults['results'] | null
  /** What the server put in the staff queue: only that is promised an evaluation. */
  queued: MockQueuedForStaff | null
  /** The mock's speaking parts (main card numbers), to name those that went nowhere. */
  speakingParts: readonly number[]
  /** Parts whose recordings were not accepted: said apart, in `resend`, with a way to send them again. */
  refusedParts: readonly number[]
  resend: ReactNode
  sections: readonly MockSection[]
  /** Question id -> the question as asked, per keyed section. */
  texts: Record<'listening' | 'reading', Readonly<Record<string, string>>>
  onContinue(): void
}

/**
 * SPEC.md section 2's "Test Submitted!": listening's and reading's score, grade and review, or,
 * with neither chosen, "Speaking submitted successfully!" / "Submitted successfully!" when that
 * went to staff. The 24-hour promise names only what the staff queue holds, and what went nowhere
 * is said plainly; a part whose recording was not accepted is named with the reason and can be
 * sent again here (decision 0057). Closing it or Continue goes on (to /dashboard).
 */
export function MockResultDialog({ results, queued, speakingParts, refusedParts, resend, sections, texts, onContinue }: MockResultDialogProps) {
  const keyed = MOCK_KEYED_SECTIONS.filter((section) => sections.includes(section) && results?.[section])
  const staff = evaluationNotes(sections, queued, speakingParts, refusedParts)
  // The dialog gives focus to Continue, at the end of a long review: start from the scores instead.
  const top = useRef<HTMLDivElement>(null)
  const open = results !== null
  useEffect(() => {
    if (!open) return
    requestAnimationFrame(() => {
      const element = top.current
      element?.focus({ preventScroll: true })
      // Back to the dialog's title, whichever box scrolls (the dialog, or its body on a phone).
      let box = element?.parentElement ?? null
      while (box) {
        box.scrollTop = 0
        box = box.tagName === 'DIALOG' ? null : box.parentElement
      }
    })
  }, [open])
  return (
    <Dialog
      open={results !== null}
      title={MOCK_TEXTS.submittedTitle}
      size="lg"
      onClose={onContinue}
      actions={
        <button type="button" className="button" onClick={onContinue}>
          {MOCK_TEXTS.continue}
        </button>
      }
    >
      <div ref={top} tabIndex={-1} className="mock-result-top">
        {keyed.length === 0 && staff.lead && <p className="mock-result-lead">{staff.lead}</p>}
        {keyed.map((section) => {
          const result = results![section]!
          const review = sectionReview(result, texts[section])
          return (
            <section key={section} className="mock-result-section" aria-labelledby={`mock-result-${section}`}>
              <h3 id={`mock-result-${section}`}>{SECTION_LABELS[section]}</h3>
              <ScoreSummary score={result.score.roundedScore} grade={result.score.grade} correct={review.correct} total={review.total} />
              <ReviewList items={review.items} showQuestionText />
            </section>
          )
        })}
        {staff.notes.map((note) => (
          <p key={note} className="mock-result-note">
            {note}
          </p>
        ))}
        {resend}
      </div>
    </Dialog>
  )
}

