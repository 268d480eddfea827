/**
 * Taking the student to a question (from the question navigator or the review before Submit):
 * each question's own control carries `data-question="<id>"`; a screen that hides its questions
 * behind a tab (reading on a phone) listens for QUESTIONS_WANTED and shows them first.
 */
export const QUESTION_ATTRIBUTE = 'data-question'
export const QUESTIONS_WANTED = 'exam:questions-wanted'

/** The props that mark a question's control, for focusQuestion to find. */
export const questionTarget = (questionId: string) => ({ [QUESTION_ATTRIBUTE]: questionId })

/** How long a jump waits for the question's screen before it gives up: a second at 60 frames a second. */
const MOST_FRAMES = 60

/**
 * Focuses a question once the screen showing it has rendered: its text box or list, or in a
 * group of options the chosen one (else the first), scrolled to the middle of the screen. It tries
 * on each frame until focus lands there: the move to another part or text, and the dialog that
 * asked for the jump closing (which gives focus back to its opener), take as many frames as a slow
 * phone needs.
 */
export function focusQuestion(questionId: string): void {
  const attempt = (framesLeft: number) =>
    requestAnimationFrame(() => {
      // Asked on every try: a part the jump has just moved to mounts its tabs after the first ask.
      window.dispatchEvent(new Event(QUESTIONS_WANTED))
      const target = document.querySelector<HTMLElement>(`[${QUESTION_ATTRIBUTE}="${CSS.escape(questionId)}"]`)
      const control =
        target instanceof HTMLFieldSetElement
          ? (target.querySelector<HTMLInputElement>('input:checked') ?? target.querySelector<HTMLInputElement>('input'))
          : target
      control?.focus({ preventScroll: true })
      if (target && control && document.activeElement === control) return target.scrollIntoView({ block: 'center' })
      if (framesLeft > 0) return attempt(framesLeft - 1)
      // A control that cannot take focus (a locked test) is still shown.
      target?.scrollIntoView({ block: 'center' })
    })
  attempt(MOST_FRAMES)
}
