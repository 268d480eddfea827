import type { ReactNode } from 'react'
import { Dialog } from '#client/components/Dialog.tsx'
import type { MoveDialog } from './listening-moves.ts'
import { LISTENING_TEXTS } from './texts.ts'

interface MoveConfirmDialogProps {
  /** The question a forward move asks (listening-moves.ts says which applies when); none: closed. */
  dialog: MoveDialog
  partLabel: string
  /** The move ends the test rather than opening the next part. */
  toSubmit: boolean
  /** Shown under a move to the submit: the questions unanswered and flagged, each a way back. */
  review?: ReactNode
  onConfirm(): void
  onCancel(): void
}

/** The confirmations of a forward move, with the spec's titles, counts and buttons. */
export function MoveConfirmDialog({ dialog, partLabel, toSubmit, review, onConfirm, onCancel }: MoveConfirmDialogProps) {
  const content = dialogContent(dialog, partLabel, toSubmit)
  return (
    <Dialog
      open={content !== null}
      title={content?.title ?? ''}
      size="sm"
      onClose={onCancel}
      actions={
        content && (
          <>
            {/* The focus starts here, past the review's list of questions before Submit, which Shift+Tab reaches. */}
            <button type="button" className="button button-quiet" onClick={onCancel} data-autofocus>
              {content.cancel}
            </button>
            <button type="button" className="button" onClick={onConfirm}>
              {content.confirm}
            </button>
          </>
        )
      }
    >
      {content && <p>{content.body}</p>}
      {toSubmit && review}
    </Dialog>
  )
}

function dialogContent(dialog: MoveDialog, partLabel: string, toSubmit: boolean) {
  const onward = toSubmit ? 'submit your test' : 'go on to the next part'
  switch (dialog.kind) {
    case 'none':
      return null
    case 'proceed':
      return {
        title: LISTENING_TEXTS.proceedTitle,
        body: 'You have not attempted any question in this extract.',
        cancel: LISTENING_TEXTS.no,
        confirm: LISTENING_TEXTS.yesContinue,
      }
    case 'noAnswersYet':
      return {
        title: LISTENING_TEXTS.noAnswersYetTitle,
        body: `You have not answered any question in ${partLabel}. Skip it and ${onward}?`,
        cancel: LISTENING_TEXTS.cancel,
        confirm: LISTENING_TEXTS.yesSkip,
      }
    case 'finishSection':
      return {
        title: LISTENING_TEXTS.finishSectionTitle,
        body: `You have not answered any question in this extract. Finish ${partLabel} and ${onward}?`,
        cancel: LISTENING_TEXTS.no,
        confirm: LISTENING_TEXTS.yesContinue,
      }
    case 'review':
      return {
        title: LISTENING_TEXTS.reviewTitle,
        body: 'Some questions are unanswered or flagged for review. Once submitted, your answers cannot be changed.',
        cancel: LISTENING_TEXTS.keepWorking,
        confirm: LISTENING_TEXTS.submit,
      }
    case 'finishExtract':
      return {
        title: LISTENING_TEXTS.finishExtractTitle,
        body: LISTENING_TEXTS.answeredCount(dialog.answered, dialog.total),
        cancel: LISTENING_TEXTS.noGoBack,
        confirm: LISTENING_TEXTS.yesContinue,
      }
  }
}

/** Under the confirmation of a practice submit: the recordings that can never be heard once it is sent. */
export function UnheardRecordings({ names }: { names: readonly string[] }) {
  if (names.length === 0) return null
  return (
    <section className="lt-unheard" aria-label={LISTENING_TEXTS.unheardTitle}>
      <p>{LISTENING_TEXTS.unheard(names.length)}</p>
      <ul>
        {names.map((name) => (
          <li key={name}>{name}</li>
        ))}
      </ul>
    </section>
  )
}

/**
 * "Time's Up!" in a simulation (SPEC.md section 4): a part's clock ran out. The answers stay;
 * Continue moves on. Closed while `message` is null. (A recording's end asks nothing: decision 0085.)
 */
export function TimesUpDialog({ message, onContinue }: { message: string | null; onContinue(): void }) {
  return (
    <Dialog
      open={message !== null}
      title={LISTENING_TEXTS.timesUpTitle}
      size="sm"
      blocking
      actions={
        <button type="button" className="button" onClick={onContinue}>
          {LISTENING_TEXTS.continue}
        </button>
      }
    >
      <p>{message}</p>
    </Dialog>
  )
}

/** SPEC.md section 5: a submit needs at least one answer (an in-page dialog instead of an alert). */
export function NoAnswersDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  return (
    <Dialog
      open={open}
      title={LISTENING_TEXTS.noAnswersProvided}
      size="sm"
      onClose={onClose}
      actions={
        <button type="button" className="button" onClick={onClose}>
          OK
        </button>
      }
    >
      <p>Answer at least one question before you submit.</p>
    </Dialog>
  )
}
