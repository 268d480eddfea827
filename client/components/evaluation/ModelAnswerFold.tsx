import { useState } from 'react'
import type { ModelAnswer } from '#shared/submissions/model-answer-schema.ts'
import type { ApiFetch } from '#client/lib/api.ts'

type State = { phase: 'idle' | 'loading' } | { phase: 'done'; answer: ModelAnswer } | { phase: 'failed'; message: string }

/**
 * An evaluated submission's model answer, folded away and asked for when first opened: the task's
 * model letter, or the role-play's model transcript, to compare with the student's own.
 */
export function ModelAnswerFold({ api, submissionId, kind }: { api: ApiFetch; submissionId: string; kind: ModelAnswer['kind'] }) {
  const [state, setState] = useState<State>({ phase: 'idle' })
  const load = async () => {
    setState({ phase: 'loading' })
    try {
      setState({ phase: 'done', answer: await api<ModelAnswer>(`/api/submissions/${submissionId}/model-answer`) })
    } catch (error) {
      setState({ phase: 'failed', message: error instanceof Error && error.message ? error.message : 'The model answer could not be loaded. Please try again.' })
    }
  }
  return (
    <details
      className="model-answer"
      onToggle={(event) => {
        if (event.currentTarget.open && (state.phase === 'idle' || state.phase === 'failed')) void load()
      }}
    >
      <summary>{kind === 'letter' ? 'A model letter for this task' : 'A model role-play for this card'}</summary>
      {state.phase === 'loading' && (
        <p className="letter-check-status" role="status">
          Loading…
        </p>
      )}
      {state.phase === 'failed' && <p role="alert">{state.message}</p>}
      {state.phase === 'done' && (
        <>
          <p className="model-answer-note">One good answer among many: compare how it covers the task with how yours does.</p>
          {/* It scrolls on its own when long, so the keyboard can reach it. */}
          <p className={`model-answer-text model-answer-${state.answer.kind}`} tabIndex={0}>
            {state.answer.text}
          </p>
        </>
      )}
    </details>
  )
}
