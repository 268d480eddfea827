import { useState } from 'react'
import { compareQuestionIds } from '#shared/qtypes/question-id.ts'
import { Dialog } from '#client/components/Dialog.tsx'
import type { Flags } from './use-flags.ts'

export interface NavigatorQuestion {
  id: string
  answered: boolean
  /** The mode lets the student go there now (a closed part, or a recording already heard, does not). */
  reachable: boolean
}

export interface NavigatorGroup {
  /** "Part A" */
  label: string
  questions: NavigatorQuestion[]
}

interface QuestionNavigatorProps {
  groups: NavigatorGroup[]
  flags: Flags
  /** Why some questions cannot be gone to now, said when any cannot. */
  unreachableNote: string
  onJump(questionId: string): void
}

export const NAVIGATOR_TITLE = 'Questions'

const stateText = (question: NavigatorQuestion, flagged: boolean) =>
  [question.answered ? 'answered' : 'not answered', flagged ? 'flagged for review' : null].filter(Boolean).join(', ')

/**
 * Every question of the test at a glance, in number order: answered or not, flagged for review. A
 * number takes the student to the question where the mode allows; the flag beside it marks the
 * question to come back to (the review before Submit lists them).
 */
export function QuestionNavigator({ groups, flags, unreachableNote, onJump }: QuestionNavigatorProps) {
  const [open, setOpen] = useState(false)
  const all = groups.flatMap((group) => group.questions)
  const answered = all.filter((question) => question.answered).length
  const jump = (id: string) => {
    setOpen(false)
    onJump(id)
  }
  return (
    <>
      <button type="button" className="button button-quiet qn-open" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <span className="qn-open-icon" aria-hidden="true">
          ☰
        </span>
        <span className="qn-open-label">{NAVIGATOR_TITLE}</span>{' '}
        <span className="qn-open-count">
          {answered}/{all.length}
        </span>
      </button>
      <Dialog
        open={open}
        title={NAVIGATOR_TITLE}
        onClose={() => setOpen(false)}
        actions={
          <button type="button" className="button" data-autofocus onClick={() => setOpen(false)}>
            Close
          </button>
        }
      >
        <p className="qn-summary">
          {answered} of {all.length} answered{flags.flagged.size > 0 ? `, ${flags.flagged.size} flagged for review` : ''}.
          {all.some((question) => !question.reachable) ? ` ${unreachableNote}` : ''}
        </p>
        {groups.map((group) => (
          <section key={group.label} className="qn-group" aria-label={group.label}>
            <h3 className="qn-group-title">{group.label}</h3>
            <ul className="qn-grid">
              {[...group.questions].sort((a, b) => compareQuestionIds(a.id, b.id)).map((question) => {
                const flagged = flags.flagged.has(question.id)
                return (
                  <li key={question.id} className={`qn-item${question.answered ? ' qn-answered' : ''}${flagged ? ' qn-flagged' : ''}`}>
                    <button
                      type="button"
                      className="qn-jump"
                      aria-label={`Question ${question.id}, ${stateText(question, flagged)}`}
                      disabled={!question.reachable}
                      onClick={() => jump(question.id)}
                    >
                      {question.id}
                    </button>
                    <button
                      type="button"
                      className="qn-flag"
                      aria-pressed={flagged}
                      aria-label={`Flag question ${question.id} for review`}
                      onClick={() => flags.toggle(question.id)}
                    >
                      <span aria-hidden="true">⚑</span>
                    </button>
                  </li>
                )
              })}
            </ul>
          </section>
        ))}
      </Dialog>
    </>
  )
}
