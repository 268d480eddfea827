import { useId } from 'react'
import { WRITING_TEXTS } from './texts.ts'

interface LetterConflictProps {
  /** The other device's letter. */
  theirs: string
  onKeep(keep: 'mine' | 'theirs'): void
}

/**
 * Both devices changed the same words of the letter (decision 0082): the other device's version is
 * shown beside the student's own, read-only but selectable, until the student chooses one.
 */
export function LetterConflict({ theirs, onKeep }: LetterConflictProps) {
  const id = useId()
  return (
    <section className="writing-conflict" role="alert" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="writing-conflict-title">
        {WRITING_TEXTS.conflictTitle}
      </h3>
      <p>{WRITING_TEXTS.conflictBody}</p>
      <label htmlFor={`${id}-theirs`} className="writing-typed-label">
        {WRITING_TEXTS.conflictOther}
      </label>
      <textarea id={`${id}-theirs`} className="writing-textarea writing-conflict-theirs" value={theirs} readOnly rows={8} spellCheck={false} />
      <div className="writing-conflict-actions">
        <button type="button" className="button" onClick={() => onKeep('mine')}>
          {WRITING_TEXTS.keepMine}
        </button>
        <button type="button" className="button button-quiet" onClick={() => onKeep('theirs')}>
          {WRITING_TEXTS.useOther}
        </button>
      </div>
    </section>
  )
}
