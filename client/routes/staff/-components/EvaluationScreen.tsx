import { useState } from 'react'
import { Link, useNavigate, useRouter } from '@tanstack/react-router'
import type { User } from '#shared/contracts/auth.ts'
import type { ApiFetch } from '#client/lib/api.ts'
import { LocalDateTime } from '#client/components/review/LocalDateTime.tsx'
import { usePageTitle } from '#client/components/ui-state/UiStateProvider.tsx'
import { ClaimBar } from './ClaimBar.tsx'
import { dueState } from './due.ts'
import { EvaluationForm } from './EvaluationForm.tsx'
import { EvaluationRecord } from './EvaluationRecord.tsx'
import { initialValues } from './evaluation-values.ts'
import { queuePath } from './queue-search.ts'
import type { Evaluation, QueueAnswer, SubmissionDetail } from './staff-types.ts'
import { useClaim } from './use-claim.ts'
import { useDraft } from './use-draft.ts'
import { useNow } from './use-now.ts'
import { whatText } from './what-text.ts'
import { AnswerPanel, TaskPanel } from './WorkPanel.tsx'

interface Props {
  detail: SubmissionDetail
  user: User
  api: ApiFetch
  csrfToken: string
  loadedAt: number
}

/** One submission: claimed on open (unless evaluated), the task beside the answer, the criteria form, the record. */
export function EvaluationScreen({ detail, user, api, csrfToken, loadedAt }: Props) {
  const { item } = detail
  usePageTitle(`Evaluate: ${item.student.name}`)
  const now = useNow(loadedAt)
  const claim = useClaim(api, item.id, item.status === 'evaluated')
  const [values, setValues] = useState(() => initialValues(detail))
  const [saved, setSaved] = useState<Evaluation | null>(null)
  const mine = claim.state.kind === 'mine'
  const draft = useDraft(api, item.id, values, mine && saved === null)
  const due = dueState(item.dueAt, now)
  const record = saved ?? detail.evaluation

  const onSaved = (evaluation: Evaluation) => {
    setSaved(evaluation)
    claim.markReleased()
  }

  return (
    <section className="staff staff-evaluate" aria-labelledby="evaluate-title">
      <header className="staff-header">
        <Link to="/staff" search={{ status: 'pending' }} className="staff-back">
          ← Evaluation queue
        </Link>
        <h1 id="evaluate-title">
          {item.student.name} <span className="staff-sub-inline">· {item.skill === 'writing' ? 'Writing' : 'Speaking'}</span>
        </h1>
        <p className="staff-meta">
          {item.test.title} · {whatText(item)} · submitted <LocalDateTime iso={item.createdAt} />
          {item.status === 'pending' ? (
            <span className={due.overdue ? 'staff-due staff-due-over' : 'staff-due'}> · {due.text}</span>
          ) : (
            <span> · evaluated</span>
          )}
        </p>
      </header>
      {saved ? (
        <SavedNotice evaluation={saved} studentName={item.student.name} api={api} currentId={item.id} />
      ) : (
        <ClaimBar
          state={claim.state}
          isAdmin={user.role === 'admin'}
          onTakeOver={() => void claim.takeOver()}
          onClaim={() => void claim.claimAgain()}
          onRelease={() => void claim.release()}
        />
      )}
      <div className="staff-work">
        <TaskPanel detail={detail} />
        <AnswerPanel
          detail={detail}
          anchoring={{
            comments: values.anchoredComments,
            onComments: (anchoredComments) => setValues((current) => ({ ...current, anchoredComments })),
            editable: mine && saved === null,
          }}
        />
      </div>
      <div className={record ? 'staff-columns staff-columns-split' : 'staff-columns'}>
        <EvaluationForm
          submissionId={item.id}
          skill={item.skill}
          values={values}
          onValues={setValues}
          editable={mine && saved === null}
          draft={draft}
          csrfToken={csrfToken}
          correcting={detail.evaluation !== null}
          onSaved={onSaved}
        />
        {record && <EvaluationRecord current={record} history={saved && detail.evaluation ? [detail.evaluation, ...detail.history] : detail.history} />}
      </div>
    </section>
  )
}

/** After saving: what happened, and the next piece of work one click away. */
function SavedNotice({ evaluation, studentName, api, currentId }: { evaluation: Evaluation; studentName: string; api: ApiFetch; currentId: string }) {
  const navigate = useNavigate()
  const router = useRouter()
  const [nextMessage, setNextMessage] = useState<string | null>(null)
  const openNext = async () => {
    try {
      const queue = await api<QueueAnswer>(queuePath({ status: 'pending' }))
      const next = queue.items.find((item) => item.id !== currentId && (item.claim === null || item.claim.mine))
      if (!next) {
        setNextMessage('Nothing else is waiting.')
        return
      }
      await router.invalidate()
      await navigate({ to: '/staff/submissions/$submissionId', params: { submissionId: next.id } })
    } catch (error) {
      setNextMessage(error instanceof Error ? error.message : 'The queue could not be loaded.')
    }
  }
  return (
    <div className="staff-claim staff-saved" role="status">
      <span>
        Evaluation saved: {evaluation.marks} marks, grade {evaluation.grade}. {studentName} has been notified.
      </span>
      <span className="staff-saved-actions">
        <button type="button" className="button" onClick={() => void openNext()}>
          Next pending submission
        </button>
        <Link to="/staff" search={{ status: 'pending' }} className="button button-quiet">
          Back to the queue
        </Link>
      </span>
      {nextMessage && <span>{nextMessage}</span>}
    </div>
  )
}
