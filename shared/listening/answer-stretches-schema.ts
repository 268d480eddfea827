import { pointerSegment, type FieldError } from '#shared/typebox/first-error.ts'
import { partQuestionIds, taggedQuestionIds } from '#shared/qtypes/index.ts'
import { isExtractListeningTest } from '#shared/listening/listening.ts'
import type { AnswerStretch, ListeningTest } from '#shared/listening/schema.ts'

interface Recording {
  durationSeconds?: number | undefined
  answerStretches?: Record<string, AnswerStretch> | undefined
}

/** Each recording of a listening test with its JSON pointer and the ids of the questions it answers. */
function recordingsOf(test: ListeningTest): { pointer: string; recording: Recording; questionIds: string[] }[] {
  if (!isExtractListeningTest(test)) {
    return (['partA', 'partB', 'partC'] as const).map((part) => ({ pointer: `/${part}`, recording: test[part], questionIds: partQuestionIds(test[part]) }))
  }
  return [
    ...test.partA.extracts.map((extract, i) => ({ pointer: `/partA/extracts/${i}`, recording: extract, questionIds: extract.questions.flatMap(taggedQuestionIds) })),
    ...test.partB.questions.map((question, i) => ({ pointer: `/partB/questions/${i}`, recording: question, questionIds: [question.question.content.question_id] })),
    ...test.partC.extracts.map((extract, i) => ({ pointer: `/partC/extracts/${i}`, recording: extract, questionIds: extract.questions.map((question) => question.content.question_id) })),
  ]
}

/**
 * What the schema cannot say of the answer stretches (issue 36): each names a question its own
 * recording asks, ends after it starts, and ends within the recording when its length is given.
 * `base` is the pointer of the listening content in the document ("/content", "/content/listening").
 */
export function answerStretchProblems(test: ListeningTest, base: string): FieldError[] {
  return recordingsOf(test).flatMap(({ pointer, recording, questionIds }) =>
    Object.entries(recording.answerStretches ?? {}).flatMap(([id, stretch]): FieldError[] => {
      const path = `${base}${pointer}/answerStretches/${pointerSegment(id)}`
      if (!questionIds.includes(id)) return [{ path, message: `question "${id}" is not answered in this recording (its questions: ${questionIds.join(', ')})` }]
      if (stretch.endSeconds <= stretch.startSeconds) return [{ path: `${path}/endSeconds`, message: `the stretch must end after it starts (${stretch.startSeconds} s)` }]
      const length = recording.durationSeconds
      if (length !== undefined && stretch.endSeconds > length) return [{ path: `${path}/endSeconds`, message: `the stretch ends after the recording does (${length} s)` }]
      return []
    }),
  )
}
