import type { SaveState } from '#client/lib/exam/answer-saver.ts'
import type { WritingSubmitState } from './use-writing-submit.ts'
import type { AnswerMode } from '#client/exam/writing/writing-submission.ts'

interface WritingWork {
  phase: WritingSubmitState['phase']
  /** The typed letter's autosave. */
  saveState: SaveState
  mode: AnswerMode
  /** Photos chosen in paper mode. */
  photos: number
}

/**
 * What leaving the page now would leave behind, as the name of its warning, or null when the
 * server has everything: a submit under way, typing the autosave has not yet delivered, or photos
 * chosen but not sent (they live only in this page).
 */
export function unsentWork({ phase, saveState, mode, photos }: WritingWork): 'leaveSending' | 'leaveLetter' | 'leavePhotos' | null {
  // Expired: the work is kept in this browser and the test resumes after logging in again.
  if (phase === 'done' || phase === 'received' || phase === 'nothing' || phase === 'expired') return null
  if (phase === 'sending') return 'leaveSending'
  if (saveState === 'pending' || saveState === 'saving' || saveState === 'offline' || saveState === 'signedOut') return 'leaveLetter'
  if (mode === 'paper' && photos > 0) return 'leavePhotos'
  return null
}
