/**
 * Taking the student to a question (from the question navigator or the review before Submit):
 * each question's own control carries `data-question="<id>"`; a screen that hides its questions
 * behind a tab (reading on a phone) listens for QUESTIONS_WANTED and shows them first.
 */
export const QUESTION_ATTRIBUTE = 'data-question'
export const QUESTIONS_WANTED = 'exam:questions-wanted'

/** The props that mark a question's control, for focusQuestion to find. */
export const questionTarget = (questionId: string) => ({ [QUESTION_ATTRIBUTE]: questionId })

/**
 * Focuses a question once the screen showing it has rendered: its text box or list, or in a
 * group of options the chosen one (else the first), scrolled to the middle of the screen.
 */
export function focusQuestion(questionId: string): void {
  window.dispatchEvent(new Event(QUESTIONS_WANTED))
  // Two frames: the move to another part or text renders in the first.
  requestAnimationFrame(() =>
    requestAnimationFrame(() => {
      const target = document.querySelector<HTMLElement>(`[${QUESTION_ATTRIBUTE}="${CSS.escape(questionId)}"]`)
      if (!target) return
      const control =
        target instanceof HTMLFieldSetElement
          ? (target.querySelector<HTMLInputElement>('input:checked') ?? target.querySelector<HTMLInputElement>('input'))
          : target
      control?.focus({ preventScroll: true })
      target.scrollIntoView({ block: 'center' })
    }),
  )
}
