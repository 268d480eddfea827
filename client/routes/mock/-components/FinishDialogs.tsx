import { Dialog } from '#client/components/Dialog.tsx'
import type { MockGap, SectionState } from './mock-readiness.ts'
import { MOCK_TEXTS } from './texts.ts'

/**
 * Before Finish Mock sends every chosen section at once: what each holds (answered questions, the
 * letter, each role-play), with Cancel first in focus, so a stray Enter does not submit.
 */
export function FinishMockDialog({ states, onCancel, onConfirm }: { states: readonly SectionState[] | null; onCancel(): void; onConfirm(): void }) {
  return (
    <Dialog
      open={states !== null}
      title={MOCK_TEXTS.finishTitle}
      onClose={onCancel}
      actions={
        <>
          <button type="button" className="button button-quiet" onClick={onCancel} data-autofocus>
            {MOCK_TEXTS.cancel}
          </button>
          <button type="button" className="button" onClick={onConfirm}>
            {MOCK_TEXTS.yesSubmit}
          </button>
        </>
      }
    >
      <p>{MOCK_TEXTS.finishLead}</p>
      <dl className="mock-finish-states">
        {states?.map((state) => (
          <div key={state.section} className={`mock-finish-state${state.nothingToEvaluate ? ' mock-finish-state-empty' : ''}`}>
            <dt>{state.label}</dt>
            <dd>
              {state.detail}
              {state.nothingToEvaluate && <span className="mock-finish-note"> ({MOCK_TEXTS.notEvaluatedNote})</span>}
            </dd>
          </div>
        ))}
      </dl>
    </Dialog>
  )
}

interface NotReadyDialogProps {
  gaps: readonly MockGap[] | null
  onClose(): void
  onGo(gap: MockGap): void
  /** Sends what there is: the gaps' sections go unevaluated, never recorded as submitted work. */
  onSubmitAnyway(): void
}

/**
 * SPEC.md section 5 before a student's submit: what is missing and where, and a way straight there.
 * Nothing has been sent. The student may still submit the rest (decision 0085): a mock is not held
 * hostage by one section (no microphone, no letter), and its listening and reading still get scores.
 */
export function NotReadyDialog({ gaps, onClose, onGo, onSubmitAnyway }: NotReadyDialogProps) {
  const first = gaps?.[0]
  return (
    <Dialog
      open={gaps !== null && gaps.length > 0}
      title={MOCK_TEXTS.notReadyTitle}
      size="sm"
      onClose={onClose}
      actions={
        <>
          <button type="button" className="button button-quiet" onClick={onClose}>
            {MOCK_TEXTS.close}
          </button>
          <button type="button" className="button button-quiet" onClick={onSubmitAnyway}>
            {MOCK_TEXTS.submitWithout}
          </button>
          {first && (
            <button type="button" className="button" onClick={() => onGo(first)} data-autofocus>
              {MOCK_TEXTS.goTo(first.where)}
            </button>
          )}
        </>
      }
    >
      <div role="alert">
        <ul className="mock-not-ready">
          {gaps?.map((gap) => (
            <li key={gap.where}>
              <strong>{gap.where}:</strong> {gap.message}
            </li>
          ))}
        </ul>
      </div>
      <p className="mock-not-ready-lead">{MOCK_TEXTS.notReadyLead}</p>
    </Dialog>
  )
}
