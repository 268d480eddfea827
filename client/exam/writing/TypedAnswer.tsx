import { WRITING_ANSWER_MAX_LENGTH } from '#shared/submissions/submissions.ts'
import type { SaveState } from '#client/lib/exam/answer-saver.ts'
import type { LetterSync } from '#client/lib/exam/use-attempt.ts'
import { LetterConflict } from './LetterConflict.tsx'
import { WRITING_TEXTS } from './texts.ts'
import { bodyWordsText, countBodyWords } from '#shared/writing/letter-body.ts'

const SAVE_TEXTS: Record<SaveState, string> = {
  saved: 'Saved',
  pending: 'Saving…',
  saving: 'Saving…',
  offline: 'Offline: your letter is kept on this device',
  signedOut: 'Signed out: your letter is kept on this device',
  closed: 'Saving has ended',
}

interface TypedAnswerProps {
  /** The box's id: the practice checks select a finding's words in it. */
  id: string
  text: string
  onChange(text: string): void
  disabled: boolean
  saveState: SaveState
  /** The letter kept safe across devices: checked before typing, conflicts shown. */
  letter: LetterSync
}

/**
 * "Computer-based": the "Your Answer" box with a live count of the body's words against the OET
 * guide (the address, date, salutation, "Re:" line and sign-off left out) and what the autosave is doing.
 */
export function TypedAnswer({ id, text, onChange, disabled, saveState, letter }: TypedAnswerProps) {
  const status = letter.checking ? WRITING_TEXTS.checkingOtherDevice : letter.conflict !== null ? WRITING_TEXTS.conflictUnsaved : SAVE_TEXTS[saveState]
  return (
    <div className="writing-typed">
      {letter.conflict !== null && <LetterConflict theirs={letter.conflict} onKeep={letter.resolve} />}
      {/* The count and the save state sit above the box, in view while typing. */}
      <div className="writing-typed-head">
        <label htmlFor={id} className="writing-typed-label">
          {WRITING_TEXTS.yourAnswer}
        </label>
        <p className="writing-typed-meta">
          <span id={`${id}-count`} className="writing-word-count">
            {bodyWordsText(countBodyWords(text))}
          </span>
          <span className={`writing-save writing-save-${letter.conflict !== null ? 'offline' : saveState}`}>
            {status}
          </span>
        </p>
      </div>
      <textarea
        id={id}
        className="writing-textarea"
        value={text}
        onChange={(event) => onChange(event.target.value)}
        // Another device may have changed the letter: its version is fetched at once. Typing meanwhile
        // is taken (never dropped) and merged with it.
        onFocus={letter.check}
        disabled={disabled}
        maxLength={WRITING_ANSWER_MAX_LENGTH}
        rows={18}
        // As in the exam: no spelling help.
        spellCheck={false}
        autoCorrect="off"
        aria-describedby={`${id}-count`}
      />
    </div>
  )
}
