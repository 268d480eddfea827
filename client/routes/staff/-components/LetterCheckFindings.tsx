import { useEffect, useState } from 'react'
import { ANCHORED_COMMENT_MAX_LENGTH, inOrder, textRangeProblem } from '#shared/evaluation/anchored-comments.ts'
import type { ApiFetch } from '#client/lib/api.ts'
import { LetterFindings } from '#client/components/letter-checks/LetterFindings.tsx'
import { useLetterChecks } from '#client/components/letter-checks/use-letter-checks.ts'
import type { Anchoring } from './anchoring.ts'
import { itemComment, type FindingItem } from '#client/components/letter-checks/finding-items.ts'
import { findingAnchor } from './finding-anchor.ts'

interface Props {
  api: ApiFetch
  testId: string
  letter: string
  anchoring: Anchoring
}

/**
 * The letter's automatic checks beside it, so the evaluator spends their time on what a program
 * cannot judge: each finding one key press (Enter on its button) from being a comment pinned to its words.
 */
export function LetterCheckFindings({ api, testId, letter, anchoring }: Props) {
  const { state, run } = useLetterChecks(api, testId)
  const [problem, setProblem] = useState<string | null>(null)
  useEffect(() => {
    void run(letter)
  }, [run, letter])
  if (state.phase !== 'done') {
    return (
      <p className="letter-check-status" role="status">
        {state.phase === 'failed' ? state.message : 'Checking the letter…'}
      </p>
    )
  }
  const { comments, onComments } = anchoring
  const commentOf = (item: FindingItem) => itemComment(item, ANCHORED_COMMENT_MAX_LENGTH)
  const made = (item: FindingItem) => comments.some((c) => c.kind === 'text' && c.comment === commentOf(item))
  const use = (item: FindingItem) => {
    const anchor = findingAnchor(letter, item.findings[0]!)
    const clash = anchor ? textRangeProblem(letter, anchor.start, anchor.end, comments) : 'has no words to pin a comment to.'
    if (!anchor || clash) {
      setProblem(`This finding's words ${clash}`)
      return
    }
    setProblem(null)
    onComments(inOrder([...comments, { kind: 'text', ...anchor, comment: commentOf(item) }]))
  }
  return (
    <div className="staff-findings">
      <LetterFindings letter={letter} checks={state.checks} showLetter={false} action={anchoring.editable ? { label: 'Add as a comment', done: made, run: use } : undefined} />
      {problem && (
        <p className="form-error" role="alert">
          {problem}
        </p>
      )}
    </div>
  )
}
