import type { AnswerMap } from '#shared/answers/schema.ts'
import type { ReadingTest } from '#shared/reading/schema.ts'
import type { AttemptMode } from '#shared/attempts/attempts.ts'
import { PART_NAMES } from '#shared/reading/reading.ts'
import type { NavigatorGroup } from '#client/components/exam/QuestionNavigator.tsx'
import { focusQuestion } from '#client/components/exam/question-focus.ts'
import { isAnswered, testQuestionIds } from './question-texts.ts'
import { canJumpTo, PART_LABELS, positionOfQuestion, type FlowPosition } from './reading-flow.ts'

interface PlacesOf {
  mode: AttemptMode
  /** Time is up or the test is submitted: no question can be gone to. */
  locked: boolean
  /** By question id. */
  answers: AnswerMap
  /** Moves the student to a screen. */
  go(to: FlowPosition): void
}

/** Which question is where, and where the question navigator and the review before Submit may take the student from here. */
export interface QuestionPlaces {
  reachable(questionId: string): boolean
  /** Each part's questions, answered or not, reachable or not, for the question navigator. */
  groups: NavigatorGroup[]
  /** Moves to the question's screen (its part, and in Part B its text) and puts the focus on it there. */
  jumpTo(questionId: string): void
}

export function questionPlaces(test: ReadingTest, at: FlowPosition, { mode, locked, answers, go }: PlacesOf): QuestionPlaces {
  const reachable = (questionId: string) => {
    const to = positionOfQuestion(test, questionId)
    return !locked && to !== null && canJumpTo(to.part, at, mode)
  }
  const jumpTo = (questionId: string) => {
    const to = positionOfQuestion(test, questionId)
    if (to && (to.part !== at.part || to.step !== at.step)) go(to)
    focusQuestion(questionId)
  }
  const groups = PART_NAMES.map((name) => ({
    label: PART_LABELS[name],
    questions: testQuestionIds(test, [name]).map((id) => ({ id, answered: isAnswered(answers[id]), reachable: reachable(id) })),
  }))
  return { reachable, groups, jumpTo }
}
