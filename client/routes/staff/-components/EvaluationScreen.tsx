import { useEffect, useRef, useState } from 'react'
import { Link } from '@tanstack/react-router'
import type { User } from '#shared/auth/schema.ts'
import { anchorTarget } from '#shared/evaluation/anchored-comments.ts'
import type { ApiFetch } from '#client/lib/api.ts'
import { LeaveWarning } from '#client/components/LeaveWarning.tsx'
import { LocalDateTime } from '#client/components/review/LocalDateTime.tsx'
import { usePageTitle } from '#client/components/ui-state/UiStateProvider.tsx'
import { ClaimBar } from './ClaimBar.tsx'
import { dueState } from './due.ts'
import { DoubleMarkingPanel } from './DoubleMarkingPanel.tsx'
import { EvaluationForm } from './EvaluationForm.tsx'
import { EvaluationRecord } from './EvaluationRecord.tsx'
import { hasUnaddedComment, initialValues, UNADDED_COMMENT_MESSAGE, valuesFromDraft } from './evaluation-values.ts'
import type { EvaluationResponse, SubmissionDetail } from './staff-types.ts'
import { savedText } from './saved-text.ts'
import { useClaim } from './use-claim.ts'
import { useDraft } from './use-draft.ts'
import { useNextPending, type NextPending } from './use-next-pending.ts'
import { useNow } from './use-now.ts'
import { whatText } from './what-text.ts'
import type { UnaddedComment } from './anchoring.ts'
import { AnswerPanel, TaskPanel } from './WorkPanel.tsx'

interface Props {
  detail: SubmissionDetail
  user: User
  api: ApiFetch
  csrfToken: string
  loadedAt: number
}

/**
 * One submission: claimed on open (unless evaluated). At desktop width the work (letter or
 * recording, then the task) and the criteria form sit side by side, each scrolling on its own; on
 * a phone they stack. Saved with "save and next", the next pending submission opens claimed.
 */
export function EvaluationScreen({ detail, user, api, csrfToken, loadedAt }: Props) {
  const { item } = detail
  usePageTitle(`Evaluate: ${item.student.name}`)
  const now = useNow(loadedAt)
  const [values, setValues] = useState(() => initialValues(detail))
  // The lock's answer brings the draft: the evaluator's own, or the one handed over with the lock
  // (an admin's takeover, or a lock that had run out), so the work carries on where it was.
  const claim = useClaim(api, item.id, item.status === 'evaluated', (handed) =>
    setValues(valuesFromDraft(item.skill, handed.body, anchorTarget(item.skill, detail.writingAnswer, detail.files))),
  )
  const [rolePlay, setRolePlay] = useState(detail.parts?.[0]?.mainCardNumber ?? null)
  const [saved, setSaved] = useState<EvaluationResponse | null>(null)
  // The marks that stand once saved: the evaluator's own, or a double marking's final marks (none while it goes on).
  const standing = saved ? (saved.doubleMarking ? saved.doubleMarking.final : saved.evaluation) : null
  const mine = claim.state.kind === 'mine'
  const [saving, setSaving] = useState(false)
  const draft = useDraft(api, item.id, values, mine && saved === null && !saving)
  const due = dueState(item.dueAt, now)
  const record = standing ?? detail.evaluation
  const next = useNextPending(api, item.id)
  const editable = mine && saved === null

  // A comment typed on the letter or recording but not added: saving waits for it (said beside its
  // box, where the focus goes), the draft keeps it, and leaving the screen asks first.
  const anchorInput = useRef<HTMLInputElement>(null)
  const [unaddedWaiting, setUnaddedWaiting] = useState(false)
  const unadded: UnaddedComment = {
    text: values.unaddedComment,
    onText: (text) => {
      setUnaddedWaiting(false)
      setValues((current) => ({ ...current, unaddedComment: text }))
    },
    waiting: unaddedWaiting ? UNADDED_COMMENT_MESSAGE : null,
    inputRef: anchorInput,
  }
  const showUnadded = () => {
    setUnaddedWaiting(true)
    anchorInput.current?.focus()
  }

  const onSaved = (answer: EvaluationResponse, openNext: boolean) => {
    setSaved(answer)
    claim.markReleased()
    if (openNext) void next.open()
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
        <SavedNotice text={savedText(saved, item.student.name)} next={next} />
      ) : (
        <ClaimBar
          state={claim.state}
          isAdmin={user.role === 'admin'}
          onTakeOver={() => void claim.takeOver()}
          onClaim={() => void claim.claimAgain()}
          onRelease={() => void claim.release()}
        />
      )}
      <div className="staff-desk">
        <div className="staff-work">
          <AnswerPanel
            api={api}
            detail={detail}
            rolePlay={{ chosen: rolePlay, onChoose: setRolePlay }}
            anchoring={{
              comments: values.anchoredComments,
              onComments: (anchoredComments) => setValues((current) => ({ ...current, anchoredComments })),
              editable,
              unadded,
            }}
          />
          <TaskPanel detail={detail} rolePlay={rolePlay} />
        </div>
        {/* Focusable: at desktop width it scrolls on its own, even when its form is read-only. */}
        <div className="staff-side" role="region" aria-label="Scores and comments" tabIndex={0}>
          {detail.doubleMarking && <DoubleMarkingPanel view={detail.doubleMarking} skill={item.skill} />}
          <EvaluationForm
            submissionId={item.id}
            skill={item.skill}
            values={values}
            onValues={setValues}
            editable={editable}
            draft={draft}
            csrfToken={csrfToken}
            correcting={detail.evaluation !== null}
            onSaved={onSaved}
            onSaving={setSaving}
            onUnaddedComment={showUnadded}
            api={api}
            canShare={user.role === 'admin'}
          />
          {record && <EvaluationRecord current={record} history={standing && detail.evaluation ? [detail.evaluation, ...detail.history] : detail.history} />}
        </div>
      </div>
      <LeaveWarning unsent={editable && hasUnaddedComment(values)} message={LEAVE_UNADDED_MESSAGE} />
    </section>
  )
}

const LEAVE_UNADDED_MESSAGE = 'A comment you typed on the work has not been added to the evaluation yet. Stay to add it: choose the words, moment or area, then press Enter.'

/** After saving: what happened, and the next piece of work one key or click away; or that the queue is empty. */
function SavedNotice({ text, next }: { text: string; next: NextPending }) {
  const notice = useRef<HTMLDivElement>(null)
  // When nothing else is waiting, the focus comes here, so a keyboard evaluator hears it and tabs on to the queue.
  useEffect(() => {
    if (next.message) notice.current?.focus()
  }, [next.message])
  return (
    <div ref={notice} className="staff-claim staff-saved" role="status" tabIndex={-1}>
      <span>{text}</span>
      <span className="staff-saved-actions">
        <button type="button" className="button" disabled={next.opening} onClick={() => void next.open()}>
          {next.opening ? 'Opening the next...' : 'Next pending submission'}
        </button>
        <Link to="/staff" search={{ status: 'pending' }} className="button button-quiet">
          Back to the queue
        </Link>
      </span>
      {next.message && <strong className="staff-next-message">{next.message}</strong>}
    </div>
  )
}
