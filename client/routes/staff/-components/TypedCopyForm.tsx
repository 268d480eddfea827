import { useId, useState } from 'react'
import { useRouter } from '@tanstack/react-router'
import { WRITING_ANSWER_MAX_LENGTH } from '#shared/submissions/submissions.ts'
import type { ApiFetch } from '#client/lib/api.ts'

/**
 * A letter written on paper, typed by the evaluator from its photos: once kept, its words can be
 * commented on and its automatic checks run, as for a typed letter, and the student sees both.
 */
export function TypedCopyForm({ api, submissionId, copy }: { api: ApiFetch; submissionId: string; copy: string | null }) {
  const id = useId()
  const router = useRouter()
  const [text, setText] = useState(copy ?? '')
  const [state, setState] = useState<{ busy: boolean; message: string | null; failed: boolean }>({ busy: false, message: null, failed: false })
  const save = async () => {
    setState({ busy: true, message: null, failed: false })
    try {
      await api(`/api/staff/submissions/${submissionId}/typed-copy`, { method: 'PUT', body: { letter: text } })
      setState({ busy: false, message: 'Typed copy kept: its words can now be commented on and checked.', failed: false })
      await router.invalidate()
    } catch (error) {
      setState({ busy: false, message: error instanceof Error ? error.message : 'The copy could not be kept. Please try again.', failed: true })
    }
  }
  return (
    <details className="staff-typed-copy">
      <summary>{copy === null ? 'Type the letter from its photos' : 'Change the typed copy'}</summary>
      <div className="field">
        <label htmlFor={id}>The letter as written, line for line</label>
        <textarea id={id} rows={10} value={text} maxLength={WRITING_ANSWER_MAX_LENGTH} spellCheck={false} onChange={(event) => setText(event.target.value)} />
      </div>
      <button type="button" className="button button-quiet" disabled={state.busy || text.trim() === ''} onClick={() => void save()}>
        Keep the typed copy
      </button>
      {state.message && (
        <p role={state.failed ? 'alert' : 'status'} className={state.failed ? 'form-error' : 'field-hint'}>
          {state.message}
        </p>
      )}
    </details>
  )
}
