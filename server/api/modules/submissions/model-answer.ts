import type { Role } from '#shared/auth/auth.ts'
import type { MockTest } from '#shared/mock/schema.ts'
import type { SpeakingTest } from '#shared/speaking/schema.ts'
import type { ModelAnswer } from '#shared/submissions/model-answer-schema.ts'
import type { WritingTest } from '#shared/writing/schema.ts'
import { conflict, notFound } from '../../errors.ts'
import type { TestsService } from '../tests/service.ts'
import type { ListedSubmission } from './repository.ts'

export const NOT_EVALUATED_YET = 'The model answer shows once your work is evaluated: compare it with your own then.'
export const NO_MODEL_ANSWER = 'This task has no model answer yet.'
const NO_SUBMISSION = 'No such submission.'

/**
 * The model answer to a submission's task: the writing task's model letter, or the model of the
 * role-play its recording answers, from the test version it was sent for (a mock's own sections
 * included). Its student sees it once the work is evaluated, so that they write or speak their
 * own first; staff at any time.
 */
export async function modelAnswerOf(listed: ListedSubmission | undefined, user: { id: string; role: Role }, tests: TestsService): Promise<ModelAnswer> {
  const staff = user.role !== 'student'
  if (!listed || (listed.row.userId !== user.id && !staff)) throw notFound(NO_SUBMISSION)
  const { row } = listed
  if (row.status !== 'evaluated' && !staff) throw conflict(NOT_EVALUATED_YET)
  const test = await tests.find(row.testId)
  const content = test?.content as (WritingTest & SpeakingTest & MockTest) | undefined
  let text: string | undefined
  if (row.skill === 'writing') {
    text = (test?.kind === 'mock' ? content?.writing : content)?.modelLetter
  } else {
    const speaking = test?.kind === 'mock' ? content?.speaking : content
    text = speaking?.mainCards.find((card) => card.mainCardNumber === row.mainCardNumber)?.modelRolePlay
  }
  if (!text) throw notFound(NO_MODEL_ANSWER)
  return { kind: row.skill === 'writing' ? 'letter' : 'role-play', text }
}
