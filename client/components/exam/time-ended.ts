import type { AttemptMode } from '#shared/attempts/attempts.ts'

/**
 * Why a test was submitted without its Submit button: its time ended, the minutes the student
 * chose for a practice or the exam's own. Said in the result, so a cut-off run is never a mystery.
 */
export function timeEndedText(mode: AttemptMode, totalSeconds: number | null | undefined): string {
  const minutes = mode === 'practice' && totalSeconds ? Math.round(totalSeconds / 60) : 0
  const ended = minutes === 1 ? 'The minute you chose for this practice has ended' : minutes > 1 ? `The ${minutes} minutes you chose for this practice have ended` : 'Your time ended'
  return `${ended}, so your answers were submitted as you left them.`
}
