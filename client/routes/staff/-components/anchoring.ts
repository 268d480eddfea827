import type { RefObject } from 'react'
import type { AnchoredComment } from '#shared/evaluation/anchored-comments.ts'

/** The evaluation's comments pinned to the work, and whether this evaluator may change them. */
export interface Anchoring {
  comments: readonly AnchoredComment[]
  onComments: (comments: AnchoredComment[]) => void
  editable: boolean
  /** The comment being typed, not yet added, with why the save waits for it and where it is typed. */
  unadded: UnaddedComment
}

export interface UnaddedComment {
  text: string
  onText: (text: string) => void
  waiting: string | null
  inputRef: RefObject<HTMLInputElement | null>
}
